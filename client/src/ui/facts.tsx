import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Panel } from './panel';

/** Labelled values, one under the other with a hairline between them. */
export function FactList({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={clsx('divide-y divide-slate-100', className)}>{children}</dl>;
}

/** One labelled value: label beside the value on wide screens, above it on phones. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-3 sm:flex-row sm:gap-4">
      <dt className="text-sm text-muted sm:w-44 sm:shrink-0">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-words text-ink">{children}</dd>
    </div>
  );
}

/** A value nobody gave (yet). */
export function NotGiven({ children = 'Not given' }: { children?: ReactNode }) {
  return <span className="font-normal text-slate-500">{children}</span>;
}

/** A titled card of labelled values; `footer` is a note under them. */
export function FactPanel({ title, aside, footer, children }: { title: string; aside?: ReactNode; footer?: ReactNode; children: ReactNode }) {
  return (
    <Panel title={title} aside={aside} className="pb-2">
      <FactList className="-mt-1">{children}</FactList>
      {footer && <p className="border-t border-slate-100 py-2.5 text-sm text-muted">{footer}</p>}
    </Panel>
  );
}
