import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import clsx from 'clsx';

/**
 * The content column of every signed-in page: the width and side padding of the bars above it, so the
 * page's left edge stays put across a section's tabs. A page that wants a narrower measure narrows what
 * is inside it, left-aligned, never the column.
 */
export function PageColumn({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={clsx('mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-10', className)}>{children}</div>;
}

/** The title block every signed-in and content page starts with. */
export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold text-ink sm:text-3xl">{title}</h1>
        {description && <p className="mt-2 max-w-2xl text-base text-muted">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

/** A section of the product that exists in the route table but is built later. Says so plainly. */
export function ComingSoonCard({ icon: Icon, title, children, className }: { icon: LucideIcon; title: string; children: ReactNode; className?: string }) {
  return (
    <section className={clsx('flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5', className)}>
      <div className="flex items-start justify-between gap-3">
        <span className="grid size-10 place-items-center rounded-lg bg-brand-50 text-brand">
          <Icon aria-hidden className="size-5" />
        </span>
        <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-600">Coming soon</span>
      </div>
      <h2 className="text-base font-semibold text-ink">{title}</h2>
      <div className="text-sm leading-6 text-muted">{children}</div>
    </section>
  );
}

export function PageFallback() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center" role="status" aria-live="polite" aria-busy="true">
      <span className="size-8 animate-spin rounded-full border-2 border-slate-200 border-t-brand" aria-hidden />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
