import clsx from 'clsx';

export type TabItem<T extends string> = { value: T; label: string; count?: number | undefined };

/** The id of a tab, for its panel's aria-labelledby: `tab-{value}`, or `{id}-tab-{value}` for a bar given an id. */
export const tabIdOf = (value: string, barId?: string) => (barId ? `${barId}-tab-${value}` : `tab-${value}`);

/**
 * Tabs over a list, each with its real count; arrow keys move between them. Where they do not fit in one row (a
 * phone) they wrap onto a second, so none is cut off or hidden out of sight.
 */
export function TabBar<T extends string>({
  tabs,
  value,
  onChange,
  label,
  id,
}: {
  tabs: TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  label: string;
  /** needed only where two tab bars share a page, so their tabs' ids differ */
  id?: string;
}) {
  const idOf = (tab: T) => tabIdOf(tab, id);
  const move = (from: number, step: number) => {
    const next = tabs[(from + step + tabs.length) % tabs.length];
    if (next) {
      onChange(next.value);
      document.getElementById(idOf(next.value))?.focus();
    }
  };
  return (
    <div role="tablist" aria-label={label} className="flex flex-wrap gap-x-1 border-b border-slate-200">
      {tabs.map((tab, i) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            id={idOf(tab.value)}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') move(i, 1);
              if (event.key === 'ArrowLeft') move(i, -1);
            }}
            className={clsx(
              'focus-ring -mb-px flex shrink-0 items-center gap-2 border-b-2 px-2.5 py-2.5 text-sm font-medium whitespace-nowrap transition-colors sm:px-3',
              selected ? 'border-brand text-brand-800' : 'border-transparent text-muted hover:text-ink',
            )}
          >
            {tab.label}
            {tab.count !== undefined && (
              <span className={clsx('rounded-full px-2 py-0.5 text-xs tabular-nums', selected ? 'bg-brand-50 text-brand-800' : 'bg-slate-100 text-slate-600')}>
                {tab.count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
