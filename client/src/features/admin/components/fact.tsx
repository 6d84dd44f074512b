import type { ReactNode } from 'react';

/** One labelled value of a detail card: label beside the value on wide screens, above it on phones. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-3 sm:flex-row sm:gap-4">
      <dt className="text-sm text-muted sm:w-44 sm:shrink-0">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-words text-ink">{children}</dd>
    </div>
  );
}

/** A value the person has not given yet. */
export function NotGiven() {
  return <span className="font-normal text-slate-500">Not given</span>;
}
