import { useParams } from 'react-router-dom';
import { FileQuestion } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { ButtonLink } from '../../../ui/button';
import { EmptyState, ListError, useNotFound } from '../../../ui/list-states';
import { PageColumn, PageHeader } from '../../../ui/page';
import { FormSkeleton } from '../../../ui/skeleton';
import { useAdminPost } from '../api/queries';
import { learningHubText } from '../messages';
import { PostForm } from './post-form';

const trail = [{ label: 'Learning Hub', to: paths.adminLearningHub }];

/** /admin_dashboard/create_post: a new post. */
export function CreatePostPage() {
  return (
    <PageColumn className="flex flex-col gap-5">
      <Breadcrumbs trail={trail} current="Create Post" />
      <PageHeader title="Create Post" description="Write an article or upload a webinar. Save it as a draft until it is ready to publish." />
      <PostForm post={null} />
    </PageColumn>
  );
}

/** /admin_dashboard/create_post/{id}: the post as the server has it now, to edit. */
export function EditPostPage() {
  const { id = '' } = useParams();
  const post = useAdminPost(id);
  const missing = useNotFound(post, learningHubText.failPost);
  return (
    <PageColumn className="flex flex-col gap-5">
      <Breadcrumbs trail={trail} current="Edit Post" />
      <PageHeader title="Edit Post" description={post.data ? `#${post.data.index} · ${post.data.title}` : undefined} />
      {post.isPending ? (
        <FormSkeleton label="Loading post" cards={[3, 3, 1]} />
      ) : missing ? (
        <EmptyState
          icon={FileQuestion}
          title="Post not found."
          text="It may have been deleted by another admin."
          actions={<ButtonLink to={paths.adminLearningHub}>Back to Learning Hub</ButtonLink>}
        />
      ) : post.isError ? (
        <ListError message={learningHubText.failPost} onRetry={() => void post.refetch()} />
      ) : (
        <PostForm key={post.data._id} post={post.data} />
      )}
    </PageColumn>
  );
}
