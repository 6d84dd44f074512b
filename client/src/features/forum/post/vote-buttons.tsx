import { ArrowBigDown, ArrowBigUp } from 'lucide-react';
import clsx from 'clsx';
import type { VoteType } from '../api/types';
import type { useVoteAction } from './use-vote-action';

type Props = {
  up: number;
  down: number;
  myVote: VoteType | null | undefined;
  /** null: take the reader's vote back */
  onVote: (voteType: VoteType | null) => void;
  busy: boolean;
  /** what is voted on, for screen readers ('the discussion', 'Priya's answer') */
  subject: string;
  size?: 'sm' | 'md';
};

/** Up and down votes: the reader's own vote is pressed; pressing it again takes it back, the other one changes it. */
export function VoteButtons({ up, down, myVote, onVote, busy, subject, size = 'md' }: Props) {
  const button = (voteType: VoteType) => {
    const pressed = myVote === voteType;
    const isUp = voteType === 'upvote';
    const Icon = isUp ? ArrowBigUp : ArrowBigDown;
    const count = isUp ? up : down;
    return (
      <button
        type="button"
        aria-pressed={pressed}
        aria-label={`${isUp ? 'Upvote' : 'Downvote'} ${subject} (${count})`}
        title={pressed ? 'Take your vote back' : isUp ? 'Upvote' : 'Downvote'}
        disabled={busy}
        onClick={() => onVote(pressed ? null : voteType)}
        className={clsx(
          'focus-ring inline-flex items-center gap-1 rounded-full border font-medium tabular-nums transition-colors disabled:cursor-wait',
          size === 'sm' ? 'h-8 px-2.5 text-xs' : 'h-9 px-3 text-sm',
          pressed
            ? isUp
              ? 'border-brand bg-brand text-white hover:bg-brand-800'
              : 'border-rose-700 bg-rose-700 text-white hover:bg-rose-800'
            : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
        )}
      >
        <Icon aria-hidden className={clsx(size === 'sm' ? 'size-4' : 'size-5', pressed && 'fill-current')} />
        {count}
      </button>
    );
  };
  return (
    <div role="group" aria-label={`Votes on ${subject}`} className="inline-flex items-center gap-1.5">
      {button('upvote')}
      {button('downvote')}
    </div>
  );
}

/** The votes on one post of the page (the discussion, an answer, a reply), cast through the page's useVoteAction. */
export function PostVotes({
  post,
  voting,
  subject,
  size,
}: {
  post: { _id: string; upVotes: number; downVotes: number; myVote?: VoteType | null };
  voting: ReturnType<typeof useVoteAction>;
  subject: string;
  size?: 'sm' | 'md';
}) {
  return (
    <VoteButtons
      up={post.upVotes}
      down={post.downVotes}
      myVote={post.myVote}
      onVote={(voteType) => voting.cast(post._id, voteType)}
      busy={voting.busyOn(post._id)}
      subject={subject}
      size={size}
    />
  );
}
