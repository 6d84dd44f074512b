import clsx from 'clsx';
import { Skeleton } from '../../../ui/skeleton';

const ALL = '';

/** Spec 000 §2: the categories as a radio list built from the tags, 'All categories' first. */
export function CategoryList({
  tags,
  value,
  onChange,
  loading,
}: {
  tags: readonly string[];
  value: string;
  onChange: (tag: string) => void;
  loading: boolean;
}) {
  const options = [{ value: ALL, label: 'All categories' }, ...tags.map((tag) => ({ value: tag, label: tag }))];
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-ink">Categories</legend>
      {loading ? (
        <div className="flex flex-wrap gap-2 lg:flex-col" aria-hidden>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-8 w-28" />
          ))}
        </div>
      ) : (
        <div className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 lg:mx-0 lg:flex-col lg:gap-0.5 lg:overflow-visible lg:px-0 lg:pb-0">
          {options.map((option) => {
            const checked = option.value === value;
            return (
              <label
                key={option.value || 'all'}
                className={clsx(
                  'relative flex shrink-0 cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand lg:rounded-lg lg:border-transparent lg:py-2',
                  checked
                    ? 'border-brand bg-brand-50 font-medium text-brand-800'
                    : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 lg:bg-transparent',
                )}
              >
                <input
                  type="radio"
                  name="forum-category"
                  value={option.value}
                  checked={checked}
                  onChange={() => onChange(option.value)}
                  className="size-4 shrink-0 accent-brand max-lg:sr-only"
                />
                <span className="max-w-48 truncate lg:max-w-none">{option.label}</span>
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
