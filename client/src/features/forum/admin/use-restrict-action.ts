import { reasonOr } from '../../../lib/failure';
import { toast } from '../../../lib/toast';
import { useRestrict } from '../api/mutations';
import type { DiscussionStatus } from '../api/types';
import { forumText } from '../messages';

export const RESTRICTED = forumText.restricted;
export const PUBLISHED_AGAIN = forumText.published;

/** Restrict a published discussion, or publish a restricted one again. */
export const useRestrictAction = () => {
  const restrict = useRestrict();
  const toggle = (discussion: { _id: string; status: DiscussionStatus }) => {
    const restricted = discussion.status !== 'restricted';
    restrict.mutate(
      { id: discussion._id, restricted },
      {
        onSuccess: () => void toast.success(restricted ? RESTRICTED : PUBLISHED_AGAIN),
        onError: (error) => void toast.error(reasonOr(error, forumText.genericFailure)),
      },
    );
  };
  const busyOn = (id: string) => restrict.isPending && restrict.variables.id === id;
  return { toggle, busyOn };
};
