import { authModal } from '../../../lib/auth-modal';
import { reasonOr } from '../../../lib/failure';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useVote } from '../api/mutations';
import type { VoteType } from '../api/types';
import { forumText } from '../messages';

/** Voting on the discussion or any of its comments: signed-in members only (a visitor gets the sign-in modal). */
export const useVoteAction = (discussionId: string) => {
  const { token } = useSession();
  const vote = useVote(discussionId);
  const cast = (postId: string, voteType: VoteType | null) => {
    if (!token) {
      authModal.open('signIn', { redirectTo: paths.discussionPost(discussionId) });
      return;
    }
    vote.mutate({ postId, voteType }, { onError: (error) => void toast.error(reasonOr(error, forumText.genericFailure)) });
  };
  const busyOn = (postId: string) => vote.isPending && vote.variables.postId === postId;
  return { cast, busyOn };
};
