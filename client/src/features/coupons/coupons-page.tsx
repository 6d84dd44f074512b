import { useState } from 'react';
import { TicketPercent } from 'lucide-react';
import { couponMessages } from '@referly/domain';
import { FAIL_FETCH_COUPONS } from './messages';
import { reasonOr } from '../../lib/failure';
import { toast } from '../../lib/toast';
import { EmptyState, ListStates, ResponsiveList, useFailureToast } from '../../ui/list-states';
import { PageColumn, PageHeader } from '../../ui/page';
import { useUpdateCoupon } from './api/mutations';
import { useCoupons } from './api/queries';
import type { Coupon } from './api/types';
import { CouponCreateForm } from './components/coupon-create-form';
import { CouponEditDialog } from './components/coupon-edit-dialog';
import { CouponCards, CouponsSkeleton, CouponTable, type CouponActions } from './components/coupon-list';
import { DeleteCouponDialog } from './components/delete-coupon-dialog';

/** /admin_dashboard/coupon, 'Coupon Administration': create, generate, edit, switch on and off, and delete coupons. */
export function CouponsPage() {
  const coupons = useCoupons();
  const toggle = useUpdateCoupon();
  const [editing, setEditing] = useState<Coupon | null>(null);
  const [deleting, setDeleting] = useState<Coupon | null>(null);

  useFailureToast(coupons.isError, FAIL_FETCH_COUPONS);

  const actions: CouponActions = {
    onEdit: setEditing,
    onDelete: setDeleting,
    onToggle: ({ _id, code, discountPercentage, active }) =>
      toggle.mutate(
        { id: _id, code, discountPercentage, active: !active },
        {
          onSuccess: () => void toast.success(couponMessages.toastUpdated),
          onError: (error) => void toast.error(reasonOr(error, couponMessages.failUpdate)),
        },
      ),
    togglingId: toggle.isPending ? toggle.variables.id : null,
  };
  const list = coupons.data ?? [];

  return (
    <PageColumn className="flex flex-col gap-5">
      <PageHeader title="Coupon Administration" description="Discounts job seekers enter at checkout. Each use is counted." />
      <div className="flex flex-col gap-6">
        <CouponCreateForm />
        <section aria-labelledby="available-coupons-title" className="flex min-w-0 flex-col gap-3">
          <h2 id="available-coupons-title" className="text-base font-semibold text-ink">
            Available Coupons
            {coupons.data && <span className="ml-2 text-sm font-normal text-muted tabular-nums">({list.length})</span>}
          </h2>
          <ListStates
            query={coupons}
            empty={list.length === 0}
            skeleton={<CouponsSkeleton />}
            failure={FAIL_FETCH_COUPONS}
            emptyState={<EmptyState icon={TicketPercent} text={couponMessages.empty} />}
          >
            <ResponsiveList query={coupons} table={<CouponTable coupons={list} actions={actions} />} cards={<CouponCards coupons={list} actions={actions} />} />
          </ListStates>
        </section>
      </div>
      {editing && <CouponEditDialog key={editing._id} coupon={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteCouponDialog key={deleting._id} coupon={deleting} onClose={() => setDeleting(null)} />}
    </PageColumn>
  );
}
