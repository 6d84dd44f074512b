import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChevronRight } from 'lucide-react';
import clsx from 'clsx';

/** Under 768 px a list is a stack of cards, one per item. */
export function CardList({ children, className = 'flex flex-col gap-3' }: { children: ReactNode; className?: string }) {
  return <ul className={className}>{children}</ul>;
}

/**
 * A card that opens the item's page. `className` sets its border and any highlight; a plain card has the slate
 * border.
 */
export function LinkCard({ to, className = 'border-slate-200', children }: { to: string; className?: string; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className={clsx('focus-ring flex items-start gap-3 rounded-xl border bg-white p-4 transition-colors hover:border-brand-200', className)}>
        <div className="min-w-0 flex-1">{children}</div>
        <ChevronRight aria-hidden className="mt-1 size-4 shrink-0 text-slate-400" />
      </Link>
    </li>
  );
}

/** A card with its own buttons: the item's name and status badge on top, the details, then the actions. */
export function ItemCard({ heading, badge, children, actions }: { heading: ReactNode; badge: ReactNode; children?: ReactNode; actions?: ReactNode }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">{heading}</div>
        {badge}
      </div>
      {children}
      {actions && <div className="mt-3 border-t border-slate-100 pt-2">{actions}</div>}
    </li>
  );
}
