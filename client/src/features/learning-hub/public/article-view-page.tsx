import { Link, useParams } from 'react-router-dom';
import { ArrowLeft, ArrowRight, Eye, FileQuestion } from 'lucide-react';
import clsx from 'clsx';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { ButtonLink } from '../../../ui/button';
import { EmptyState, ListError, useNotFound } from '../../../ui/list-states';
import { Skeleton } from '../../../ui/skeleton';
import { usePost } from '../api/queries';
import type { LearningHubItem, PostLink } from '../api/types';
import { CoverImage } from '../components/cover-image';
import { GuardedPicture, PostImage, PostVideo } from '../components/post-media';
import { TagList } from '../../../ui/tag-list';
import { CategoryBadge, PostBody } from '../components/post-text';
import { learningHubText } from '../messages';

/** /articleview/{id} (spec 000 §2): a post to read, with its neighbours and the way back to the list. */
export function ArticleViewPage() {
  const { id = '' } = useParams();
  const post = usePost(id);
  const missing = useNotFound(post, learningHubText.failPost);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-6 pb-16 sm:px-6 lg:pt-10">
      <ButtonLink to={paths.learningHub} variant="ghost" size="sm" className="-ml-3">
        <ArrowLeft aria-hidden className="size-4" />
        Back to Learning Hub
      </ButtonLink>
      <div className="mt-4">
        {!post.isSuccess && <h1 className="sr-only">Learning Hub post</h1>}
        {post.isPending ? (
          <ArticleSkeleton />
        ) : missing ? (
          <EmptyState
            icon={FileQuestion}
            title="Post not found."
            text="This post may have been moved or taken down. The learning hub has plenty more to read."
            actions={<ButtonLink to={paths.learningHub}>Browse the Learning Hub</ButtonLink>}
          />
        ) : post.isError ? (
          <ListError message={learningHubText.failPost} onRetry={() => void post.refetch()} />
        ) : (
          <Article post={post.data} />
        )}
      </div>
    </div>
  );
}

/** A post as visitors read it; `guarded` for one only admins may see (its files are fetched with the session's bearer). */
export function Article({ post, guarded = false }: { post: LearningHubItem; guarded?: boolean }) {
  const gallery = post.category === 'article' ? post.images.filter((image) => image !== post.image).slice(post.image ? 0 : 1) : [];
  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <CategoryBadge category={post.category} />
          <span className="inline-flex items-center gap-1 tabular-nums">
            <Eye aria-hidden className="size-4" />
            {post.views} {post.views === 1 ? 'view' : 'views'}
          </span>
        </div>
        <h1 className="text-3xl leading-tight font-semibold text-ink sm:text-4xl">{post.title}</h1>
        <p className="text-sm text-muted">
          By <span className="font-medium text-ink">{post.author}</span> · <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
        </p>
      </header>
      {post.category === 'webinar' && post.videos.length > 0 ? (
        <div className="flex flex-col gap-4">
          {post.videos.map((video) => (
            <PostVideo key={video} src={video} title={post.title} guarded={guarded} />
          ))}
        </div>
      ) : (
        <CoverImage post={post} eager guarded={guarded} className="rounded-xl" />
      )}
      <PostBody content={post.content} />
      {gallery.length > 0 && (
        <div className="grid gap-3 sm:grid-cols-2">
          {gallery.map((image) =>
            guarded ? (
              <GuardedPicture key={image} src={image} alt="" className="aspect-video w-full rounded-lg object-cover" />
            ) : (
              <PostImage key={image} src={image} alt="" className="aspect-video w-full rounded-lg object-cover" />
            ),
          )}
        </div>
      )}
      <TagList tags={post.tags} />
      {(post.previousPost !== undefined || post.nextPost !== undefined) && <Neighbours previous={post.previousPost ?? null} next={post.nextPost ?? null} />}
    </article>
  );
}

function Neighbours({ previous, next }: { previous: PostLink | null; next: PostLink | null }) {
  return (
    <nav aria-label="More posts" className="grid gap-3 border-t border-slate-200 pt-6 sm:grid-cols-2">
      <Neighbour link={previous} label="Previous post" empty={learningHubText.noPrevious} side="previous" />
      <Neighbour link={next} label="Next post" empty={learningHubText.noNext} side="next" />
    </nav>
  );
}

function Neighbour({ link, label, empty, side }: { link: PostLink | null; label: string; empty: string; side: 'previous' | 'next' }) {
  const Arrow = side === 'previous' ? ArrowLeft : ArrowRight;
  const box = clsx('flex min-h-20 flex-col justify-center gap-1 rounded-xl border p-4', side === 'next' && 'sm:items-end sm:text-right');
  if (!link) {
    return (
      <p className={clsx(box, 'border-dashed border-slate-300 bg-slate-50 text-sm text-slate-500')}>
        <span>{empty}</span>
      </p>
    );
  }
  return (
    <Link
      to={paths.articleView(link._id)}
      rel={side === 'previous' ? 'prev' : 'next'}
      className={clsx(box, 'focus-ring border-slate-200 bg-white transition-colors hover:border-brand-200 hover:bg-brand-50/40')}
    >
      <span
        className={clsx('inline-flex items-center gap-1 text-xs font-semibold tracking-wide text-brand-800 uppercase', side === 'next' && 'flex-row-reverse')}
      >
        <Arrow aria-hidden className="size-3.5" />
        {label}
      </span>
      <span className="font-medium break-words text-ink">{link.title}</span>
    </Link>
  );
}

function ArticleSkeleton() {
  return (
    <div role="status" aria-label="Loading post" className="flex flex-col gap-5">
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-9 w-4/5" />
      <Skeleton className="h-4 w-56" />
      <Skeleton className="aspect-video w-full rounded-xl" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-11/12" />
      <Skeleton className="h-4 w-3/4" />
    </div>
  );
}
