import { couponMessages } from '@referly/domain';
import { reasonOr } from '../../../lib/failure';
import { toast } from '../../../lib/toast';
import { Button, buttonClass } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useDeleteCoupon } from '../api/mutations';
import type { Coupon } from '../api/types';

/** Spec 001 §2.4: delete confirms with the spec's question. */
export function DeleteCouponDialog({ coupon, onClose }: { coupon: Coupon; onClose: () => void }) {
  const remove = useDeleteCoupon();
  const confirm = () =>
    remove.mutate(coupon._id, {
      onSuccess: () => {
        toast.success(couponMessages.toastDeleted);
        onClose();
      },
      onError: (error) => void toast.error(reasonOr(error, couponMessages.failDelete)),
    });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
      size="sm"
      title={`Delete coupon ${coupon.code}`}
      description={couponMessages.deleteConfirm}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <button type="button" className={buttonClass('danger')} onClick={confirm} disabled={remove.isPending} aria-busy={remove.isPending || undefined}>
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </button>
        </>
      }
    >
      {coupon.uses > 0 && (
        <p className="text-sm text-muted">
          {coupon.uses === 1 ? 'The request that used it keeps its discount.' : `The ${coupon.uses} requests that used it keep their discount.`}
        </p>
      )}
    </Dialog>
  );
}
