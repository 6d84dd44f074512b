import { useEffect, useState } from 'react';
import { TicketPercent, TriangleAlert } from 'lucide-react';
import { couponMessages } from '@referly/domain';
import { FAIL_FETCH_COUPONS } from './messages';
import { reasonOr } from '../../lib/failure';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
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

  useEffect(() => {
    if (coupons.isError) toast.error(FAIL_FETCH_COUPONS);
  }, [coupons.isError]);

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
          {coupons.isPending ? (
            <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
              <CouponsSkeleton />
            </div>
          ) : coupons.isError && list.length === 0 ? (
            <div
              role="alert"
              className="flex flex-col items-center gap-3 rounded-xl border border-rose-200 bg-rose-50 px-6 py-10 text-center text-sm text-rose-700"
            >
              <TriangleAlert aria-hidden className="size-6" />
              <p className="font-medium">{FAIL_FETCH_COUPONS}</p>
              <Button variant="secondary" size="sm" onClick={() => void coupons.refetch()}>
                Try again
              </Button>
            </div>
          ) : list.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
              <TicketPercent aria-hidden className="size-8 text-slate-400" />
              <p className="max-w-sm text-sm text-muted">{couponMessages.empty}</p>
            </div>
          ) : (
            <div aria-busy={coupons.isFetching || undefined}>
              <div className="relative hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
                <CouponTable coupons={list} actions={actions} />
              </div>
              <div className="md:hidden">
                <CouponCards coupons={list} actions={actions} />
              </div>
            </div>
          )}
        </section>
      </div>
      {editing && <CouponEditDialog key={editing._id} coupon={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteCouponDialog key={deleting._id} coupon={deleting} onClose={() => setDeleting(null)} />}
    </PageColumn>
  );
}
