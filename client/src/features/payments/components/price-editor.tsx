import { useId, useState, type FormEvent } from 'react';
import { Pencil } from 'lucide-react';
import { appConfigUpdateSchema, MIN_PRICE, numberFromText, priceMessages, type PriceKey } from '@referly/domain';
import { ApiError } from '../../../lib/api';
import { money } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { useSavePrice } from '../api/mutations';
import type { ConfigEntry } from '../api/types';
import { paymentSettingsMessages } from '../messages';

export type ServiceName = 'Job Referral' | 'Resume Review';

/**
 * The value typed, checked as the server checks it (spec 001 §5: a valid positive number; at least A$0.50, in dollars
 * and cents), with the key's own message. Only plain digits are read as a number, as the API reads JSON.
 */
const parsePrice = (key: PriceKey, text: string): { value: number } | { error: string } => {
  const parsed = appConfigUpdateSchema.safeParse({ configs: [{ key, value: numberFromText(text), category: 'payment' }] });
  const entry = parsed.success ? parsed.data.configs[0] : undefined;
  // only the value can be wrong here, and each key has its own words for it
  return entry ? { value: entry.value } : { error: priceMessages[key] };
};

/** Spec 001 §2.4: the current dollar amount with Edit Amount, then a number input and Save. */
export function PriceEditor({ entry, service }: { entry: ConfigEntry; service: ServiceName }) {
  const save = useSavePrice();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const start = () => {
    setText(String(entry.value));
    setError(null);
    setEditing(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = parsePrice(entry.key, text);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    save.mutate(
      { key: entry.key, value: result.value, description: entry.description, category: 'payment' },
      {
        onSuccess: () => {
          toast.success(priceMessages.alertUpdated(service));
          setEditing(false);
        },
        onError: (failure) => {
          toast.error(paymentSettingsMessages.failUpdate);
          // a value the server refuses has its reason said under the field
          if (failure instanceof ApiError && failure.status === 400 && failure.message) setError(failure.message);
        },
      },
    );
  };

  if (!editing) {
    return (
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm text-muted">Current amount</p>
          <p className="mt-1 text-4xl font-semibold tracking-tight text-ink tabular-nums">
            {money(Math.round(entry.value * 100), entry.currency, { wholeUnits: true })}
          </p>
          <p className="mt-1 text-sm text-muted">
            {entry.fallback ? 'No amount has been set: the default above is charged.' : 'Charged for each new request, before any coupon.'}
          </p>
        </div>
        <Button variant="secondary" onClick={start}>
          <Pencil aria-hidden className="size-4" /> Edit Amount
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <label htmlFor={`${id}-amount`} className="text-sm font-medium text-ink">
        {service} amount ({entry.currency.toUpperCase()})
      </label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="relative sm:w-56">
          <span aria-hidden className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-slate-500">
            {entry.currency.toUpperCase()}
          </span>
          <input
            id={`${id}-amount`}
            type="number"
            inputMode="decimal"
            min={MIN_PRICE}
            step={0.01}
            // the admin just pressed Edit Amount: the field they asked for takes the focus
            autoFocus
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError(null);
            }}
            className="focus-ring block h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-14 text-base text-ink tabular-nums aria-invalid:border-rose-500"
          />
        </div>
        <div className="flex gap-2">
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined} className="h-11 flex-1 sm:flex-none">
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
          <Button variant="secondary" onClick={() => setEditing(false)} disabled={save.isPending} className="h-11 flex-1 sm:flex-none">
            Cancel
          </Button>
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-rose-700">
          {error}
        </p>
      )}
    </form>
  );
}
