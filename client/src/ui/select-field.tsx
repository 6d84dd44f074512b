import { useId, type ReactNode } from 'react';
import clsx from 'clsx';
import { inputClass } from './field';

type SelectFieldProps = {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  /** the empty choice's words, shown greyed while nothing is chosen */
  placeholder: string;
  disabled?: boolean | undefined;
  /** the `<option>`s besides the empty one */
  children: ReactNode;
};

/** A native select: label above, an empty first choice, the spec's message under it in rose. */
export function SelectField({ label, value, error, onChange, placeholder, disabled, children }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={clsx(inputClass, value === '' && 'text-slate-500')}
      >
        <option value="">{placeholder}</option>
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}
