import { useId } from 'react';
import clsx from 'clsx';
import { RATING_MAX, RATING_MIN } from '@referly/domain';

const scale = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => String(RATING_MIN + i));

/** A rating from 1 to 10 as a row of radio buttons (arrow keys move along it), its message under it in rose. */
export function RatingField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : `${id}-hint`} aria-invalid={error ? true : undefined} disabled={disabled}>
      <legend className="text-sm font-medium text-ink">Rating</legend>
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
        1 is poor, 10 is excellent.
      </p>
      <div className="mt-2 grid grid-cols-5 gap-2 sm:grid-cols-10">
        {scale.map((n) => (
          <label key={n} className="relative">
            <input
              type="radio"
              name={`${id}-rating`}
              value={n}
              aria-label={`Rate ${n} out of 10`}
              checked={value === n}
              onChange={() => onChange(n)}
              className="peer sr-only"
            />
            <span
              className={clsx(
                'grid h-11 cursor-pointer place-items-center rounded-lg border text-sm font-semibold tabular-nums transition-colors',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand',
                value === n ? 'border-brand bg-brand text-white' : 'border-slate-300 bg-white text-ink hover:border-brand',
                error && value !== n && 'border-rose-400',
              )}
            >
              {n}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm text-rose-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
