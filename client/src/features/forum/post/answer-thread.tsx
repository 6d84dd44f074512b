import { useState } from 'react';
import { MessageSquareReply } from 'lucide-react';
import { formatDateTime } from '../../../lib/dates';
import { useSession } from '../../../lib/session';
import type { Answer, Reply } from '../api/types';
import { Avatar, authorName } from '../components/author';
import { RichContent } from '../components/rich-content';
import { CommentBox } from './comment-box';
import { FlagMenu } from './flag-menu';
import type { useVoteAction } from './use-vote-action';
import { PostVotes } from './vote-buttons';

type Voting = ReturnType<typeof useVoteAction>;

function PostHead({ post }: { post: Reply }) {
  return (
    <div className="flex items-center gap-2.5">
      <Avatar user={post.user} size="sm" />
      <p className="min-w-0 text-sm">
        <span className="font-medium text-ink">{authorName(post.user)}</span>
        {post.user.positionAtCompany && <span className="text-muted"> · {post.user.positionAtCompany}</span>}
        <span className="block text-xs text-slate-500">
          <time dateTime={post.publishedAt}>{formatDateTime(post.publishedAt)}</time>
        </span>
      </p>
    </div>
  );
}

/** One answer: who and when, its text, its votes, Reply, and the replies under it. */
export function AnswerThread({ answer, voting }: { answer: Answer; voting: Voting }) {
  const { token } = useSession();
  const [replying, setReplying] = useState(false);
  const subject = `${authorName(answer.user)}'s answer`;
  return (
    <article aria-label={subject} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <PostHead post={answer} />
      <RichContent html={answer.content} className="text-[0.9375rem] text-slate-800" />
      <div className="flex flex-wrap items-center gap-2">
        <PostVotes post={answer} voting={voting} subject={subject} size="sm" />
        {token && (
          <button
            type="button"
            onClick={() => setReplying((open) => !open)}
            aria-expanded={replying}
            className="focus-ring inline-flex h-8 items-center gap-1.5 rounded-full px-2.5 text-xs font-medium text-slate-600 hover:bg-slate-100 hover:text-ink"
          >
            <MessageSquareReply aria-hidden className="size-4" />
            Reply
          </button>
        )}
        {token && (
          <span className="ml-auto">
            <FlagMenu postId={answer._id} subject={subject} size="sm" />
          </span>
        )}
      </div>
      {(answer.replies.length > 0 || replying) && (
        <div className="flex flex-col gap-3 border-l-2 border-slate-100 pl-3 sm:ml-3 sm:pl-5">
          {answer.replies.length > 0 && (
            <ul aria-label={`Replies to ${subject}`} className="flex flex-col gap-4">
              {answer.replies.map((reply) => (
                <li key={reply._id}>
                  <ReplyItem reply={reply} voting={voting} signedIn={Boolean(token)} />
                </li>
              ))}
            </ul>
          )}
          {replying && (
            <CommentBox
              source={answer._id}
              label={`Reply to ${authorName(answer.user)}`}
              placeholder="Write a reply"
              submitLabel="Post Reply"
              onDone={() => setReplying(false)}
              onCancel={() => setReplying(false)}
              autoFocus
            />
          )}
        </div>
      )}
    </article>
  );
}

function ReplyItem({ reply, voting, signedIn }: { reply: Reply; voting: Voting; signedIn: boolean }) {
  const subject = `${authorName(reply.user)}'s reply`;
  return (
    <div className="flex flex-col gap-2">
      <PostHead post={reply} />
      <RichContent html={reply.content} className="text-sm text-slate-800" />
      <div className="flex items-center gap-2">
        <PostVotes post={reply} voting={voting} subject={subject} size="sm" />
        {signedIn && (
          <span className="ml-auto">
            <FlagMenu postId={reply._id} subject={subject} size="sm" />
          </span>
        )}
      </div>
    </div>
  );
}
