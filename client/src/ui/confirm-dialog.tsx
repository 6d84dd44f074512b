import type { ReactNode } from 'react';
import { reasonOr } from '../lib/failure';
import { toast } from '../lib/toast';
import { Button, buttonClass } from './button';
import { Dialog } from './dialog';

/** What the dialog needs of a delete mutation (TanStack Query's `useMutation` result has it). */
export type Removal = {
  mutate: (id: string, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
};

type ConfirmDeleteProps = {
  title: string;
  description: ReactNode;
  children?: ReactNode;
  removal: Removal;
  /** the id the removal is sent with */
  id: string;
  /** the toasts: the spec's success, and the failure when the server gives no reason */
  messages: { deleted: string; failed: string };
  /** the failure toast says messages.failed whatever the server said */
  ownFailure?: boolean;
  onClose: () => void;
  /** runs once it is gone, after the toast and onClose (e.g. a page about the deleted thing leaves) */
  onDeleted?: () => void;
};

/** Spec 001 §2.4: a delete is confirmed in a modal, which stays open (and cannot be dismissed) while it runs. */
export function ConfirmDeleteDialog({ title, description, children, removal, id, messages, ownFailure, onClose, onDeleted }: ConfirmDeleteProps) {
  const busy = removal.isPending;
  const confirm = () =>
    removal.mutate(id, {
      onSuccess: () => {
        toast.success(messages.deleted);
        onClose();
        onDeleted?.();
      },
      onError: (error) => void toast.error(ownFailure ? messages.failed : reasonOr(error, messages.failed)),
    });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      size="sm"
      title={title}
      description={description}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <button type="button" className={buttonClass('danger')} onClick={confirm} disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Deleting...' : 'Delete'}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
