import clsx from 'clsx';
import type { SortType } from '../api/types';

const options: Array<{ value: SortType; label: string }> = [
  { value: 'recent', label: 'Most Recent' },
  { value: 'popular', label: 'Most Popular' },
];

/** Spec 000 §2: the Most Recent and Most Popular buttons; the one in use is pressed. */
export function SortButtons({ value, onChange }: { value: SortType; onChange: (value: SortType) => void }) {
  return (
    <div role="group" aria-label="Sort discussions" className="flex shrink-0 rounded-lg border border-slate-300 bg-white p-1">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={clsx(
            'focus-ring h-8 flex-1 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors sm:px-4',
            value === option.value ? 'bg-brand text-white' : 'text-muted hover:text-ink',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
