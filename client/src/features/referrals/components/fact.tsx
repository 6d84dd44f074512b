import { useId, type ReactNode } from 'react';
import clsx from 'clsx';

/** A titled card of a request's detail (spec 001 §2.4's sections), its facts as a description list. */
export function FactSection({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={clsx('rounded-xl border border-slate-200 bg-white px-5 pt-4 pb-1', className)}>
      <h2 id={id} className="text-base font-semibold text-ink">
        {title}
      </h2>
      <dl className="mt-1 divide-y divide-slate-100">{children}</dl>
    </section>
  );
}

/** One labelled value: label beside the value on wide screens, above it on phones. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-3 sm:flex-row sm:gap-4">
      <dt className="text-sm text-muted sm:w-40 sm:shrink-0">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-words text-ink">{children}</dd>
    </div>
  );
}

/** A value nobody gave. */
export function NotGiven({ children = 'Not given' }: { children?: ReactNode }) {
  return <span className="font-normal text-slate-500">{children}</span>;
}
