import { couponMessages } from '@referly/domain';
import { ConfirmDeleteDialog } from '../../../ui/confirm-dialog';
import { useDeleteCoupon } from '../api/mutations';
import type { Coupon } from '../api/types';

/** Spec 001 §2.4: delete confirms with the spec's question. */
export function DeleteCouponDialog({ coupon, onClose }: { coupon: Coupon; onClose: () => void }) {
  const removal = useDeleteCoupon();
  return (
    <ConfirmDeleteDialog
      title={`Delete coupon ${coupon.code}`}
      description={couponMessages.deleteConfirm}
      removal={removal}
      id={coupon._id}
      messages={{ deleted: couponMessages.toastDeleted, failed: couponMessages.failDelete }}
      onClose={onClose}
    >
      {coupon.uses > 0 && (
        <p className="text-sm text-muted">
          {coupon.uses === 1 ? 'The request that used it keeps its discount.' : `The ${coupon.uses} requests that used it keep their discount.`}
        </p>
      )}
    </ConfirmDeleteDialog>
  );
}
