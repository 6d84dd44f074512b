import { Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import { Badge } from '../../../ui/badge';
import { actionsColumn, DataTable, type Column } from '../../../ui/data-table';
import { CardList, ItemCard } from '../../../ui/list-cards';
import { ListSkeleton } from '../../../ui/list-states';
import type { Coupon } from '../api/types';
import { lastDayText, servicesText } from './coupon-terms';

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

/** '3', or '3 of 5' for a coupon with a maximum */
const usesText = ({ uses, maxUses }: Coupon) => (maxUses === null ? String(uses) : `${uses} of ${maxUses}`);
const expiryText = ({ expiresAt }: Coupon) => lastDayText(expiresAt) ?? 'No expiry';

const columns: Column<Coupon>[] = [
  { header: 'Code', className: 'font-mono font-medium tracking-wide text-ink', cell: (coupon) => coupon.code },
  { header: 'Discount %', className: 'tabular-nums', cell: (coupon) => `${coupon.discountPercentage}%` },
  { header: 'Applies to', className: 'text-muted', cell: (coupon) => servicesText(coupon.services) },
  { header: 'Last day', className: 'text-muted tabular-nums', cell: expiryText },
  { header: 'Uses', className: 'text-muted tabular-nums', cell: usesText },
  { header: 'Status', cell: (coupon) => <ActiveBadge active={coupon.active} /> },
];

export function CouponTable({ coupons, actions }: { coupons: Coupon[]; actions: CouponActions }) {
  return (
    <DataTable
      columns={[...columns, actionsColumn((coupon: Coupon) => <Actions coupon={coupon} actions={actions} />)]}
      rows={coupons}
      rowKey={(coupon) => coupon._id}
      density="dense"
    />
  );
}

export function CouponCards({ coupons, actions }: { coupons: Coupon[]; actions: CouponActions }) {
  return (
    <CardList>
      {coupons.map((coupon) => (
        <ItemCard
          key={coupon._id}
          heading={
            <>
              <p className="truncate font-mono font-semibold tracking-wide text-ink">{coupon.code}</p>
              <p className="text-sm text-muted tabular-nums">
                {coupon.discountPercentage}% off · used {usesText(coupon)} {coupon.uses === 1 && coupon.maxUses === null ? 'time' : 'times'}
              </p>
              <p className="text-sm text-muted tabular-nums">
                {servicesText(coupon.services)} · {coupon.expiresAt ? `last day ${expiryText(coupon)}` : 'no expiry'}
              </p>
            </>
          }
          badge={<ActiveBadge active={coupon.active} />}
          actions={<Actions coupon={coupon} actions={actions} />}
        />
      ))}
    </CardList>
  );
}

export function CouponsSkeleton() {
  return <ListSkeleton label="Loading coupons" rows={4} cells={['h-4 w-24', 'h-4 w-10', 'ml-auto h-5 w-16 rounded-full', 'h-8 w-28']} />;
}
