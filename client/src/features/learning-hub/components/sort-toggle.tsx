import clsx from 'clsx';
import type { Popularity } from '../api/types';

const options: Array<{ value: Popularity; label: string }> = [
  { value: 'latest', label: 'Latest' },
  { value: 'popular', label: 'Popular' },
];

/** Spec 000 §9's two sorts, as a pair of radio buttons that look like a segmented control. */
export function SortToggle({ value, onChange }: { value: Popularity; onChange: (value: Popularity) => void }) {
  return (
    <fieldset className="flex shrink-0 rounded-lg border border-slate-300 bg-white p-1">
      <legend className="sr-only">Sort posts</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={clsx(
            'flex h-8 flex-1 cursor-pointer items-center justify-center rounded-md px-4 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand',
            value === option.value ? 'bg-brand text-white' : 'text-muted hover:text-ink',
          )}
        >
          <input
            type="radio"
            name="learning-hub-sort"
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="sr-only"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
