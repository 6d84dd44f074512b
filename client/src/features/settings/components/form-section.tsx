import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Button } from '../../../ui/button';

export type SettingsVariant = 'user' | 'referrer' | 'admin';

export function FormSection({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const id = title.toLowerCase().replace(/\W+/g, '-');
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id={id} className="text-lg font-semibold tracking-tight text-ink">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">{description}</p>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** Spec 000 §6: the admin flag only changes the button's styling. */
export function SaveButton({ busy, busyLabel, variant, children }: { busy: boolean; busyLabel: string; variant: SettingsVariant; children: ReactNode }) {
  return (
    <Button
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
      className={clsx('w-full sm:w-auto', variant === 'admin' && 'bg-ink hover:bg-slate-800 disabled:bg-ink/60')}
    >
      {busy && <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />}
      {busy ? busyLabel : children}
    </Button>
  );
}

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={clsx('animate-pulse rounded-lg bg-slate-200/80', className)} />;
}
