import { ConfirmDeleteDialog, type Removal } from '../../../ui/confirm-dialog';
import { useDeletePost } from '../api/mutations';
import { learningHubText } from '../messages';

/** Spec 000 §5: deleting a post asks first. `onDeleted` runs once it is gone (a page about the post leaves). */
export function DeletePostDialog({ post, onClose, onDeleted }: { post: { _id: string; title: string }; onClose: () => void; onDeleted?: () => void }) {
  const deletion = useDeletePost();
  const removal: Removal = {
    isPending: deletion.isPending,
    mutate: (id, options) =>
      deletion.mutate(id, {
        onSuccess: () => {
          options.onSuccess();
          onDeleted?.();
        },
        onError: options.onError,
      }),
  };
  return (
    <ConfirmDeleteDialog
      title="Delete this post?"
      description={<>“{post.title}” will be removed from the learning hub for good. This action cannot be undone.</>}
      removal={removal}
      id={post._id}
      messages={{ deleted: learningHubText.deleted, failed: learningHubText.failDelete }}
      onClose={onClose}
    />
  );
}
