import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { ExternalLink, FileQuestion, Pencil, Trash2 } from 'lucide-react';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { Button, ButtonLink } from '../../../ui/button';
import { Fact, FactPanel } from '../../../ui/facts';
import { EmptyState, ListError, useNotFound } from '../../../ui/list-states';
import { PageColumn } from '../../../ui/page';
import { DetailSkeleton } from '../../../ui/skeleton';
import { useAdminPost } from '../api/queries';
import { TagList } from '../../../ui/tag-list';
import { categoryLabels } from '../components/post-text';
import { PostStatusBadge } from '../components/status-badge';
import { learningHubText } from '../messages';
import { Article } from '../public/article-view-page';
import { DeletePostDialog } from './delete-post-dialog';

/**
 * /admin_dashboard/learning_hub/learning_hub_details?id={id}: one post as the admin sees it, drafts and restricted
 * ones too: its facts, the post as visitors read it, and Edit and Delete. Without an id it is the list.
 */
export function PostDetailsPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!id) return <Navigate to={paths.adminLearningHub} replace />;
  return <PostDetails id={id} />;
}

function PostDetails({ id }: { id: string }) {
  const navigate = useNavigate();
  const post = useAdminPost(id);
  const [deleting, setDeleting] = useState(false);
  const missing = useNotFound(post, learningHubText.failPost);
  const trail = [{ label: 'Learning Hub', to: paths.adminLearningHub }];

  if (post.isPending) {
    return (
      <PageColumn>
        <h1 className="sr-only">Learning Hub post</h1>
        <DetailSkeleton label="Loading post" cards={[2]} timeline={0} />
      </PageColumn>
    );
  }
  if (post.isError) {
    return (
      <PageColumn className="flex flex-col gap-5">
        <Breadcrumbs trail={trail} current="Post" />
        <h1 className="sr-only">Learning Hub post</h1>
        {missing ? (
          <EmptyState
            icon={FileQuestion}
            title="Post not found."
            text="It may have been deleted."
            actions={<ButtonLink to={paths.adminLearningHub}>Back to Learning Hub</ButtonLink>}
          />
        ) : (
          <ListError message={learningHubText.failPost} onRetry={() => void post.refetch()} />
        )}
      </PageColumn>
    );
  }
  const item = post.data;
  return (
    <PageColumn className="flex flex-col gap-5">
      <Breadcrumbs trail={trail} current={`Post #${item.index}`} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 sm:p-8">
          <Article post={{ ...item, previousPost: undefined, nextPost: undefined }} guarded={item.status !== 'published'} />
        </div>
        <div className="flex flex-col gap-4 lg:sticky lg:top-6">
          <FactPanel title="About this post" aside={<PostStatusBadge status={item.status} />}>
            <Fact label="ID">#{item.index}</Fact>
            <Fact label="Category">{categoryLabels[item.category]}</Fact>
            <Fact label="Author">{item.author}</Fact>
            <Fact label="Date">{formatDate(item.publishedAt)}</Fact>
            <Fact label="Views">{item.views}</Fact>
            <Fact label="Tags">{item.tags.length > 0 ? <TagList tags={item.tags} /> : <span className="font-normal text-slate-500">None</span>}</Fact>
          </FactPanel>
          <div className="flex flex-col gap-2">
            <ButtonLink to={paths.adminEditPost(item._id)}>
              <Pencil aria-hidden className="size-4" />
              Edit post
            </ButtonLink>
            {item.status === 'published' && (
              <ButtonLink to={paths.articleView(item._id)} variant="secondary">
                <ExternalLink aria-hidden className="size-4" />
                View on the learning hub
              </ButtonLink>
            )}
            <Button variant="ghost" className="text-rose-700 hover:bg-rose-50" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden className="size-4" />
              Delete post
            </Button>
          </div>
        </div>
      </div>
      {deleting && <DeletePostDialog post={item} onClose={() => setDeleting(false)} onDeleted={() => navigate(paths.adminLearningHub)} />}
    </PageColumn>
  );
}
