import { useId, useState, type FormEvent } from 'react';
import { TriangleAlert } from 'lucide-react';
import {
  numberFromText,
  timerSettingDescriptions,
  timerSettingKeys,
  timerSettingLabels,
  timerSettingMaximum,
  timerSettingMessages,
  timerSettingsSchema,
  timerSettingUnits,
  type TimerSettingKey,
} from '@referly/domain';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { useSaveTimers, type TimerUpdate } from '../api/mutations';
import { useTimerConfig } from '../api/queries';
import type { TimerEntry } from '../api/types';

type Texts = Partial<Record<TimerSettingKey, string>>;
type Errors = Partial<Record<TimerSettingKey, string>>;

/** The periods in the order a request meets them, each reminder beside the step it warns of. */
const groups: { legend: string; keys: TimerSettingKey[] }[] = [
  { legend: 'A paid request nobody takes', keys: ['untakenReminderHours', 'untakenRefundDays'] },
  { legend: 'A referrer who stops writing', keys: ['silenceReminderDays', 'silenceReleaseDays'] },
  { legend: 'A seeker who does not answer a completed request', keys: ['approvalReminderDays', 'autoApproveDays'] },
  { legend: 'Disputes', keys: ['disputeWindowDays'] },
  { legend: 'A paid resume review waiting for its consultant', keys: ['reviewReminderHours'] },
];

const isComplete = (config: Partial<Record<TimerSettingKey, TimerEntry>>): config is Record<TimerSettingKey, TimerEntry> =>
  timerSettingKeys.every((key) => config[key] !== undefined);

/** Issue 17 §1: the admin's card of request timers, below the prices. */
export function TimerSettingsCard() {
  const config = useTimerConfig();
  return (
    <section aria-labelledby="request-timers-title" className="max-w-2xl rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="request-timers-title" className="text-base font-semibold text-ink">
        Request timers
      </h2>
      <p className="mt-1 text-sm text-muted">How long a request waits before each automatic step: reminders first, then the step itself.</p>
      <div className="mt-5">
        {config.isPending ? (
          <div role="status" aria-label="Loading request timers" className="grid gap-4 sm:grid-cols-2">
            {Array.from({ length: 4 }, (_, i) => (
              <div key={i} className="flex flex-col gap-2">
                <Skeleton className="h-4 w-32" />
                <Skeleton className="h-11 w-full" />
                <Skeleton className="h-3 w-56 max-w-full" />
              </div>
            ))}
          </div>
        ) : config.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-lg bg-rose-50 p-4 text-sm text-rose-700">
            <p className="flex items-center gap-2 font-medium">
              <TriangleAlert aria-hidden className="size-4" />
              {timerSettingMessages.failLoad}
            </p>
            <Button variant="secondary" size="sm" onClick={() => void config.refetch()}>
              Retry
            </Button>
          </div>
        ) : isComplete(config.data) ? (
          <TimerSettingsForm entries={config.data} />
        ) : (
          <p role="alert" className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
            {timerSettingMessages.notConfigured}
          </p>
        )}
      </div>
    </section>
  );
}

/**
 * One number per period. A field the admin has not touched shows the stored value, so another admin's change shows
 * as it arrives; the save sends the periods changed, checked first as the server checks them (same messages).
 */
function TimerSettingsForm({ entries }: { entries: Record<TimerSettingKey, TimerEntry> }) {
  const save = useSaveTimers();
  const id = useId();
  const [texts, setTexts] = useState<Texts>({});
  const [errors, setErrors] = useState<Errors>({});
  const fieldId = (key: TimerSettingKey) => `${id}-${key}`;
  const textOf = (key: TimerSettingKey) => texts[key] ?? String(entries[key].value);
  const changed = timerSettingKeys.some((key) => texts[key] !== undefined && texts[key] !== String(entries[key].value));

  const showErrors = (next: Errors) => {
    setErrors(next);
    const first = timerSettingKeys.find((key) => next[key]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = timerSettingsSchema.safeParse(Object.fromEntries(timerSettingKeys.map((key) => [key, numberFromText(textOf(key))])));
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as TimerSettingKey;
        found[key] ??= issue.message;
      }
      showErrors(found);
      return;
    }
    const configs: TimerUpdate[] = timerSettingKeys
      .filter((key) => parsed.data[key] !== entries[key].value)
      .map((key) => ({ key, value: parsed.data[key], description: entries[key].description, category: 'timers' }));
    if (configs.length === 0) {
      setTexts({});
      toast.success(timerSettingMessages.toastUpdated);
      return;
    }
    save.mutate(configs, {
      onSuccess: () => {
        toast.success(timerSettingMessages.toastUpdated);
        setTexts({});
        setErrors({});
      },
      onError: (failure) => {
        toast.error(timerSettingMessages.failUpdate);
        // a period the server refuses has its reason said under its field (configs.{i}.value names the i-th sent)
        if (!(failure instanceof ApiError) || failure.status !== 400) return;
        const found: Errors = {};
        for (const [path, message] of Object.entries(failure.fieldErrors ?? {})) {
          const key = configs[Number(/^configs\.(\d+)/.exec(path)?.[1] ?? -1)]?.key;
          if (key) found[key] ??= message;
        }
        showErrors(found);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      {groups.map((group) => (
        <fieldset key={group.legend} className="flex flex-col gap-3">
          <legend className="mb-3 text-sm font-semibold text-ink">{group.legend}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {group.keys.map((key) => {
              const unit = timerSettingUnits[key];
              const error = errors[key];
              const inputId = fieldId(key);
              return (
                <div key={key} className="flex flex-col gap-1.5">
                  <label htmlFor={inputId} className="text-sm font-medium text-ink">
                    {timerSettingLabels[key]}
                    <span className="sr-only"> ({unit})</span>
                  </label>
                  <div className="relative">
                    <input
                      id={inputId}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={timerSettingMaximum[unit]}
                      step={1}
                      value={textOf(key)}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={[error ? `${inputId}-error` : null, `${inputId}-hint`].filter(Boolean).join(' ')}
                      onChange={(event) => {
                        const text = event.target.value;
                        setTexts((current) => ({ ...current, [key]: text }));
                        if (error) setErrors((current) => ({ ...current, [key]: undefined }));
                      }}
                      className="focus-ring block h-11 w-full rounded-lg border border-slate-300 bg-white pr-16 pl-3 text-base text-ink tabular-nums aria-invalid:border-rose-500"
                    />
                    <span aria-hidden className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-slate-500">
                      {unit}
                    </span>
                  </div>
                  {error && (
                    <p id={`${inputId}-error`} className="text-sm text-rose-700">
                      {error}
                    </p>
                  )}
                  <p id={`${inputId}-hint`} className="text-xs text-muted">
                    {timerSettingDescriptions[key]}
                    {entries[key].fallback && texts[key] === undefined ? ' (default)' : ''}
                  </p>
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined} className="h-11 sm:min-w-32">
          {save.isPending ? 'Saving...' : 'Save timers'}
        </Button>
        {changed && (
          <Button
            variant="secondary"
            onClick={() => {
              setTexts({});
              setErrors({});
            }}
            disabled={save.isPending}
            className="h-11"
          >
            Undo changes
          </Button>
        )}
      </div>
    </form>
  );
}
