import { ConfirmDeleteDialog } from '../../../ui/confirm-dialog';
import { useDeletePost } from '../api/mutations';
import { learningHubText } from '../messages';

/** Spec 000 §5: deleting a post asks first. `onDeleted` runs once it is gone (a page about the post leaves). */
export function DeletePostDialog({ post, onClose, onDeleted }: { post: { _id: string; title: string }; onClose: () => void; onDeleted?: () => void }) {
  const removal = useDeletePost();
  return (
    <ConfirmDeleteDialog
      title="Delete this post?"
      description={<>“{post.title}” will be removed from the learning hub for good. This action cannot be undone.</>}
      removal={removal}
      id={post._id}
      messages={{ deleted: learningHubText.deleted, failed: learningHubText.failDelete }}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
