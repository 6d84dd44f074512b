import { Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import { Badge } from '../../../ui/badge';
import { Skeleton } from '../../../ui/skeleton';
import type { Coupon } from '../api/types';

export type CouponActions = {
  onEdit: (coupon: Coupon) => void;
  onDelete: (coupon: Coupon) => void;
  onToggle: (coupon: Coupon) => void;
  /** the coupon being switched on or off */
  togglingId: string | null;
};

export function ActiveBadge({ active }: { active: boolean }) {
  return <Badge tone={active ? 'approved' : 'neutral'}>{active ? 'Active' : 'Inactive'}</Badge>;
}

const actionClass =
  'focus-ring inline-flex h-8 items-center gap-1.5 rounded-lg px-2 text-xs font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50';

function Actions({ coupon, actions }: { coupon: Coupon; actions: CouponActions }) {
  const toggling = actions.togglingId === coupon._id;
  return (
    <div className="flex items-center justify-end gap-1">
      <button type="button" onClick={() => actions.onEdit(coupon)} aria-label={`Edit ${coupon.code}`} className={`${actionClass} text-ink hover:bg-slate-100`}>
        <Pencil aria-hidden className="size-3.5" /> Edit
      </button>
      <button
        type="button"
        onClick={() => actions.onToggle(coupon)}
        disabled={toggling}
        aria-label={`${coupon.active ? 'Deactivate' : 'Activate'} ${coupon.code}`}
        className={`${actionClass} ${coupon.active ? 'text-slate-700 hover:bg-slate-100' : 'text-emerald-800 hover:bg-emerald-50'}`}
      >
        {coupon.active ? <PowerOff aria-hidden className="size-3.5" /> : <Power aria-hidden className="size-3.5" />}
        {coupon.active ? 'Deactivate' : 'Activate'}
      </button>
      <button
        type="button"
        onClick={() => actions.onDelete(coupon)}
        aria-label={`Delete ${coupon.code}`}
        className={`${actionClass} text-rose-700 hover:bg-rose-50`}
      >
        <Trash2 aria-hidden className="size-3.5" /> Delete
      </button>
    </div>
  );
}

const headers = ['Code', 'Discount %', 'Uses', 'Status'];

export function CouponTable({ coupons, actions }: { coupons: Coupon[]; actions: CouponActions }) {
  return (
    <table className="w-full text-left text-sm">
      <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col" className="px-3 py-2.5 whitespace-nowrap first:pl-4">
              {header}
            </th>
          ))}
          <th scope="col" className="px-3 py-2.5 pr-4 text-right">
            Actions
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {coupons.map((coupon) => (
          <tr key={coupon._id}>
            <td className="px-3 py-2 pl-4 font-mono font-medium tracking-wide text-ink">{coupon.code}</td>
            <td className="px-3 py-2 tabular-nums">{coupon.discountPercentage}%</td>
            <td className="px-3 py-2 text-muted tabular-nums">{coupon.uses}</td>
            <td className="px-3 py-2">
              <ActiveBadge active={coupon.active} />
            </td>
            <td className="px-3 py-2 pr-4">
              <Actions coupon={coupon} actions={actions} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function CouponCards({ coupons, actions }: { coupons: Coupon[]; actions: CouponActions }) {
  return (
    <ul className="flex flex-col gap-3">
      {coupons.map((coupon) => (
        <li key={coupon._id} className="rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="truncate font-mono font-semibold tracking-wide text-ink">{coupon.code}</p>
              <p className="text-sm text-muted tabular-nums">
                {coupon.discountPercentage}% off · used {coupon.uses} {coupon.uses === 1 ? 'time' : 'times'}
              </p>
            </div>
            <ActiveBadge active={coupon.active} />
          </div>
          <div className="mt-3 border-t border-slate-100 pt-2">
            <Actions coupon={coupon} actions={actions} />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function CouponsSkeleton() {
  return (
    <div role="status" aria-label="Loading coupons" className="flex flex-col divide-y divide-slate-100">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="flex items-center gap-4 px-4 py-3.5">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 w-10" />
          <Skeleton className="ml-auto h-5 w-16 rounded-full" />
          <Skeleton className="h-8 w-28" />
        </div>
      ))}
    </div>
  );
}
