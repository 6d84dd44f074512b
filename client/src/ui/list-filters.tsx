import { Search } from 'lucide-react';
import clsx from 'clsx';
import { Button } from './button';

/** A list's search box: the label for screen readers, the magnifier inside. */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  className: string;
}) {
  return (
    <label className={clsx('relative', className)}>
      <span className="sr-only">{label}</span>
      <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        className="focus-ring h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-ink placeholder:text-slate-400"
      />
    </label>
  );
}

/** A list's filter as a select; its label shows beside it from the small breakpoint up. */
export function SelectFilter<T extends string>({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: T | '';
  onChange: (value: string) => void;
  options: Array<{ value: T | ''; label: string }>;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="sr-only sm:not-sr-only sm:text-muted">{label}</span>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="focus-ring h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink sm:w-44"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The way out of a filtered empty list. */
export function ClearFiltersButton({ label = 'Clear filters', onClick }: { label?: string; onClick: () => void }) {
  return (
    <Button variant="secondary" size="sm" onClick={onClick}>
      {label}
    </Button>
  );
}
