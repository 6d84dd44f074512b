import { Link } from 'react-router-dom';
import { Eye } from 'lucide-react';
import clsx from 'clsx';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { Skeleton } from '../../../ui/skeleton';
import type { LearningHubItem } from '../api/types';
import { CoverImage } from './cover-image';
import { TagList } from '../../../ui/tag-list';
import { CategoryBadge, previewOf } from './post-text';

const views = (count: number) => `${count} ${count === 1 ? 'view' : 'views'}`;

/** A post in the public list: cover, kind, title, who and when, the 100-character preview and its tags. */
export function PostCard({ post, featured = false }: { post: LearningHubItem; featured?: boolean }) {
  return (
    <article
      className={clsx(
        'group relative flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white transition-shadow focus-within:ring-2 focus-within:ring-brand hover:shadow-md',
        featured && 'lg:flex-row',
      )}
    >
      <CoverImage post={post} aspect="aspect-[2/1] sm:aspect-video" className={featured ? 'lg:w-3/5 lg:shrink-0' : undefined} eager={featured} />
      <div className={clsx('flex flex-1 flex-col gap-3 p-5', featured && 'lg:justify-center lg:p-8')}>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          <CategoryBadge category={post.category} />
          <span>
            <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time> · {post.author}
          </span>
        </div>
        <h2 className={clsx('leading-snug font-semibold text-ink', featured ? 'text-lg lg:text-2xl' : 'text-lg')}>
          <Link to={paths.articleView(post._id)} className="after:absolute after:inset-0 focus:outline-none group-hover:text-brand-800">
            {post.title}
          </Link>
        </h2>
        <p className="text-sm leading-6 break-words text-muted">{previewOf(post.content)}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
          <TagList tags={post.tags.slice(0, 3)} label={`Tags of ${post.title}`} />
          <span className="ml-auto inline-flex items-center gap-1 text-xs text-slate-500 tabular-nums">
            <Eye aria-hidden className="size-3.5" />
            {views(post.views)}
          </span>
        </div>
      </div>
    </article>
  );
}

export function PostCardsSkeleton({ label, count = 6 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
          <Skeleton className="aspect-video w-full rounded-none" />
          <div className="flex flex-col gap-3 p-5">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-5 w-4/5" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
