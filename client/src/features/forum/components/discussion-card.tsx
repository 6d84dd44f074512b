import { Link } from 'react-router-dom';
import { ArrowBigUp, MessageSquare } from 'lucide-react';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { Skeleton } from '../../../ui/skeleton';
import type { DiscussionSummary } from '../api/types';
import { Avatar, authorName } from './author';
import { previewOf } from './rich-content';
import { TagList } from '../../../ui/tag-list';

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** A discussion in the forum's list: who and when, its title and opening words, tags, votes and comments. */
export function DiscussionCard({ discussion }: { discussion: DiscussionSummary }) {
  const votes = discussion.upVotes - discussion.downVotes;
  return (
    <article className="group relative flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 transition-shadow focus-within:ring-2 focus-within:ring-brand hover:shadow-md">
      <div className="flex items-center gap-3">
        <Avatar user={discussion.user} />
        <div className="min-w-0 text-sm">
          <p className="truncate font-medium text-ink">{authorName(discussion.user)}</p>
          <p className="truncate text-xs text-muted">
            {discussion.user.positionAtCompany ? `${discussion.user.positionAtCompany} · ` : ''}
            <time dateTime={discussion.publishedAt}>{formatDate(discussion.publishedAt)}</time>
          </p>
        </div>
      </div>
      <h2 className="text-lg leading-snug font-semibold break-words text-ink">
        <Link to={paths.discussionPost(discussion._id)} className="after:absolute after:inset-0 focus:outline-none group-hover:text-brand-800">
          {discussion.title}
        </Link>
      </h2>
      <p className="line-clamp-2 text-sm leading-6 break-words text-muted">{previewOf(discussion.content)}</p>
      <div className="flex flex-wrap items-center justify-between gap-3 pt-1">
        <TagList tags={discussion.tags} label={`Tags of ${discussion.title}`} />
        <p className="ml-auto flex items-center gap-4 text-sm text-slate-600 tabular-nums">
          <span className="inline-flex items-center gap-1" title="Votes">
            <ArrowBigUp aria-hidden className="size-4" />
            {plural(votes, 'vote')}
          </span>
          <span className="inline-flex items-center gap-1" title="Comments">
            <MessageSquare aria-hidden className="size-4" />
            {plural(discussion.commentsCount, 'comment')}
          </span>
        </p>
      </div>
    </article>
  );
}

export function DiscussionCardsSkeleton({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-4">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5">
          <div className="flex items-center gap-3">
            <Skeleton className="size-9 rounded-full" />
            <Skeleton className="h-4 w-40" />
          </div>
          <Skeleton className="h-5 w-4/5" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      ))}
    </div>
  );
}
