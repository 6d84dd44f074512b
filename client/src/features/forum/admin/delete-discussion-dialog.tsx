import { ConfirmDeleteDialog } from '../../../ui/confirm-dialog';
import { useDeleteDiscussion } from '../api/mutations';
import { forumText } from '../messages';

/** Spec 000 §5: deleting a discussion asks first, in the spec's words. `onDeleted` runs once it is gone. */
export function DeleteDiscussionDialog({
  discussion,
  onClose,
  onDeleted,
}: {
  discussion: { _id: string; title?: string };
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const removal = useDeleteDiscussion();
  return (
    <ConfirmDeleteDialog
      title="Delete this discussion?"
      description={forumText.confirmDelete}
      removal={removal}
      id={discussion._id}
      // spec 000 §8's toast, whatever the server said
      messages={{ deleted: forumText.deleted, failed: forumText.failDelete }}
      ownFailure
      onClose={onClose}
      onDeleted={onDeleted}
    >
      {discussion.title && <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm font-medium break-words text-ink">{discussion.title}</p>}
    </ConfirmDeleteDialog>
  );
}
