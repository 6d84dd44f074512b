import { useId, type ReactNode } from 'react';
import clsx from 'clsx';

type PanelProps = {
  title: ReactNode;
  /** a line under the title */
  description?: ReactNode;
  /** an icon in a tile before the title */
  icon?: ReactNode;
  /** beside the title, on the right: a badge, a count */
  aside?: ReactNode;
  className?: string;
  children?: ReactNode;
};

/** A titled white card of a detail or form page, named by its title for assistive technology. */
export function Panel({ title, description, icon, aside, className, children }: PanelProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={clsx('min-w-0 rounded-xl border border-slate-200 bg-white p-5', className)}>
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          {icon && <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand">{icon}</span>}
          <div className="min-w-0">
            <h2 id={id} className="text-base font-semibold text-ink">
              {title}
            </h2>
            {description && <p className="mt-0.5 text-sm text-muted">{description}</p>}
          </div>
        </div>
        {aside}
      </div>
      {children && <div className="mt-3">{children}</div>}
    </section>
  );
}

/** A titled part of a form: its fields in two columns on a wide screen. */
export function FormPanel({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Panel title={title} description={description} className="sm:p-6">
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </Panel>
  );
}
