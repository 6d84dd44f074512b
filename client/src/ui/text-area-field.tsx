import { useId } from 'react';

type TextAreaFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** the spec's message, under the field in rose */
  error: string | null;
  placeholder: string;
  maxLength: number;
  rows?: number;
  disabled?: boolean;
  /** show how much of `maxLength` is used while there is no error */
  showCount?: boolean;
};

/** A longer text (a reason, feedback): label above, the message or the count under it. */
export function TextAreaField({ label, value, onChange, error, placeholder, maxLength, rows = 4, disabled, showCount = false }: TextAreaFieldProps) {
  const id = useId();
  const counted = showCount && !error;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        rows={rows}
        maxLength={maxLength}
        disabled={disabled}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : counted ? `${id}-count` : undefined}
        className="focus-ring block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-ink placeholder:text-slate-400 aria-invalid:border-rose-500 disabled:bg-slate-100"
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-rose-700">
          {error}
        </p>
      )}
      {counted && (
        <p id={`${id}-count`} className="text-right text-xs text-slate-500 tabular-nums">
          {value.length}/{maxLength}
        </p>
      )}
    </div>
  );
}
