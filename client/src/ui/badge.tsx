import type { ReactNode } from 'react';
import clsx from 'clsx';

/** Status colours as everywhere in the product: amber pending, sky in progress, emerald approved, rose rejected. */
export type Tone = 'pending' | 'approved' | 'rejected' | 'progress' | 'neutral' | 'brand';

/** A tone's soft background, text and ring: a badge's, and anything that should read as the same status. */
export const toneClasses: Record<Tone, string> = {
  pending: 'bg-pending-soft text-pending ring-amber-200',
  approved: 'bg-approved-soft text-approved ring-emerald-200',
  rejected: 'bg-rejected-soft text-rejected ring-rose-200',
  progress: 'bg-progress-soft text-progress ring-sky-200',
  neutral: 'bg-slate-100 text-slate-600 ring-slate-200',
  brand: 'bg-brand-50 text-brand-800 ring-brand-100',
};

const dots: Record<Tone, string> = {
  pending: 'bg-amber-500',
  approved: 'bg-emerald-500',
  rejected: 'bg-rose-500',
  progress: 'bg-sky-500',
  neutral: 'bg-slate-400',
  brand: 'bg-brand',
};

export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span
      className={clsx('inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset', toneClasses[tone])}
    >
      <span aria-hidden className={clsx('size-1.5 rounded-full', dots[tone])} />
      {children}
    </span>
  );
}
