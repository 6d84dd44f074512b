import { Link, useParams } from 'react-router-dom';
import { ArrowLeft, FileQuestion, Link2, LogIn, MessageSquare } from 'lucide-react';
import { authModal } from '../../../lib/auth-modal';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { Button, ButtonLink } from '../../../ui/button';
import { EmptyState, ListError, useNotFound } from '../../../ui/list-states';
import { Skeleton } from '../../../ui/skeleton';
import { useDiscussion } from '../api/queries';
import { useDiscussionRoom } from '../api/room';
import type { DiscussionDetail } from '../api/types';
import { Avatar, authorName } from '../components/author';
import { plural } from '../components/discussion-card';
import { RichContent } from '../components/rich-content';
import { TagList } from '../../../ui/tag-list';
import { forumText } from '../messages';
import { AnswerThread } from './answer-thread';
import { CommentBox } from './comment-box';
import { FlagMenu } from './flag-menu';
import { useVoteAction } from './use-vote-action';
import { PostVotes } from './vote-buttons';

/** /discussionPost/{id} (spec 000 §2): the discussion, its answers with their replies, votes, and the boxes to answer. */
export function DiscussionPostPage() {
  const { id = '' } = useParams();
  const discussion = useDiscussion(id);
  useDiscussionRoom(id);
  const missing = useNotFound(discussion, forumText.failDiscussion);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-6 pb-16 sm:px-6 lg:pt-10">
      <ButtonLink to={paths.discussionForum} variant="ghost" size="sm" className="-ml-3">
        <ArrowLeft aria-hidden className="size-4" />
        Back to the forum
      </ButtonLink>
      <div className="mt-4">
        {!discussion.isSuccess && <h1 className="sr-only">Discussion</h1>}
        {discussion.isPending ? (
          <PostSkeleton />
        ) : missing ? (
          <EmptyState
            icon={FileQuestion}
            title={forumText.notFound}
            text="It may have been removed by its author or a moderator."
            actions={<ButtonLink to={paths.discussionForum}>Browse the forum</ButtonLink>}
          />
        ) : discussion.isError ? (
          <ListError message={forumText.failDiscussion} onRetry={() => void discussion.refetch()} />
        ) : (
          <Discussion discussion={discussion.data} />
        )}
      </div>
    </div>
  );
}

function Discussion({ discussion }: { discussion: DiscussionDetail }) {
  const { token } = useSession();
  const voting = useVoteAction(discussion._id);
  const answers = discussion.commentPosts;
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="flex min-w-0 flex-col gap-8">
        {(discussion.status === 'restricted' || discussion.hidden) && (
          // only its author and the admins can open it now: say why the forum no longer lists it
          <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {discussion.status === 'restricted'
              ? 'A moderator restricted this discussion: it no longer shows in the forum. Only you and the moderators can see it.'
              : 'Members flagged this discussion and it is hidden from the forum until a moderator reviews it.'}
          </p>
        )}
        <article className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 sm:p-7">
          <header className="flex flex-col gap-4">
            <div className="flex items-center gap-3">
              <Avatar user={discussion.user} />
              <p className="min-w-0 text-sm">
                <span className="block font-medium text-ink">{authorName(discussion.user)}</span>
                <span className="block text-muted">
                  {discussion.user.positionAtCompany ? `${discussion.user.positionAtCompany} · ` : ''}
                  <time dateTime={discussion.publishedAt}>{formatDate(discussion.publishedAt)}</time>
                </span>
              </p>
            </div>
            <h1 className="text-2xl leading-tight font-semibold break-words text-ink sm:text-3xl">{discussion.title}</h1>
            <TagList tags={discussion.tags} label="Tags" />
          </header>
          <RichContent html={discussion.content} className="text-base text-slate-800 sm:text-[1.0625rem]" />
          {discussion.images.length > 0 && (
            <ul aria-label="Images" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {discussion.images.map((src, i) => (
                <li key={src}>
                  <a href={src} target="_blank" rel="noopener noreferrer" className="focus-ring block overflow-hidden rounded-lg border border-slate-200">
                    <img src={src} alt={`Image ${i + 1} of ${discussion.title}`} loading="lazy" className="aspect-[4/3] w-full object-cover" />
                  </a>
                </li>
              ))}
            </ul>
          )}
          <footer className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
            <PostVotes post={discussion} voting={voting} subject="this discussion" />
            <span className="inline-flex items-center gap-1.5 text-sm text-slate-600 tabular-nums">
              <MessageSquare aria-hidden className="size-4" />
              {plural(discussion.commentsCount, 'comment')}
            </span>
            {token && (
              <span className="ml-auto">
                <FlagMenu postId={discussion._id} subject="this discussion" />
              </span>
            )}
          </footer>
        </article>

        <section aria-labelledby="answers-heading" className="flex flex-col gap-4">
          <h2 id="answers-heading" className="text-lg font-semibold text-ink">
            {plural(answers.length, 'Answer')}
          </h2>
          {token ? (
            <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
              <CommentBox source={discussion._id} label="Your answer" placeholder="Share what you know" submitLabel="Post Answer" />
            </div>
          ) : (
            <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-5 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-muted">Sign in to answer, reply and vote.</p>
              <Button variant="secondary" size="sm" onClick={() => authModal.open('signIn', { redirectTo: paths.discussionPost(discussion._id) })}>
                <LogIn aria-hidden className="size-4" />
                Sign In
              </Button>
            </div>
          )}
          {answers.length === 0 ? (
            <p className="text-sm text-muted">No answers yet. Be the first to answer.</p>
          ) : (
            <ul className="flex flex-col gap-4">
              {answers.map((answer) => (
                <li key={answer._id}>
                  <AnswerThread answer={answer} voting={voting} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <aside aria-label="Related topics" className="flex flex-col gap-4 lg:sticky lg:top-20 lg:self-start">
        <section className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 className="mb-3 flex items-center gap-2 text-sm font-semibold text-ink">
            <Link2 aria-hidden className="size-4 text-brand" />
            Related topics
          </h2>
          {discussion.relatedTopics.length === 0 ? (
            <p className="text-sm text-muted">{forumText.noData}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-slate-100">
              {discussion.relatedTopics.map((topic) => (
                <li key={topic._id} className="py-2 first:pt-0 last:pb-0">
                  <Link
                    to={paths.discussionPost(topic._id)}
                    className="focus-ring line-clamp-2 rounded text-sm font-medium break-words text-ink hover:text-brand-800 hover:underline"
                  >
                    {topic.title}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </aside>
    </div>
  );
}

function PostSkeleton() {
  return (
    <div role="status" aria-label="Loading discussion" className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:p-7">
      <div className="flex items-center gap-3">
        <Skeleton className="size-9 rounded-full" />
        <Skeleton className="h-4 w-40" />
      </div>
      <Skeleton className="h-8 w-4/5" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  );
}
