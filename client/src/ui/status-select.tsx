import { Select } from 'radix-ui';
import { Check, ChevronDown, Lock } from 'lucide-react';
import clsx from 'clsx';
import type { Tone } from './badge';

const dots: Record<Tone, string> = {
  pending: 'bg-amber-500',
  progress: 'bg-sky-500',
  approved: 'bg-emerald-500',
  rejected: 'bg-rose-500',
  brand: 'bg-brand',
  neutral: 'bg-slate-400',
};

export type StatusOption<T extends string> = { value: T; label: string; tone: Tone };

type StatusSelectProps<T extends string> = {
  /** the control's name for assistive technology */
  label: string;
  options: readonly StatusOption<T>[];
  /** the status chosen now; null shows the placeholder (a menu of changes to make always does) */
  value: T | null;
  placeholder: string;
  disabled?: boolean;
  /** a change on its way: a spinner, and no other change meanwhile */
  busy?: boolean;
  /** nothing can change any more: a lock instead of the chevron */
  locked?: boolean;
  onChange: (value: T) => void;
  className?: string;
};

/** A dropdown of statuses, each with the dot of its colour; choosing one is the change (spec 000 §4, spec 001 §4). */
export function StatusSelect<T extends string>({ label, options, value, placeholder, disabled, busy, locked, onChange, className }: StatusSelectProps<T>) {
  return (
    <Select.Root
      value={value ?? ''}
      disabled={disabled || locked || busy}
      onValueChange={(next) => {
        const option = options.find((o) => o.value === next);
        if (option && option.value !== value) onChange(option.value);
      }}
    >
      <Select.Trigger
        aria-label={label}
        className={clsx(
          'focus-ring inline-flex h-10 w-full items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 data-[placeholder]:text-slate-600',
          className,
        )}
      >
        <Select.Value placeholder={placeholder} />
        {busy ? (
          <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-slate-200 border-t-brand" />
        ) : (
          <Select.Icon>
            {locked ? <Lock aria-hidden className="size-4 text-slate-400" /> : <ChevronDown aria-hidden className="size-4 text-slate-500" />}
          </Select.Icon>
        )}
      </Select.Trigger>
      <Select.Portal>
        <Select.Content
          position="popper"
          sideOffset={6}
          className="z-50 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <Select.Viewport>
            {options.map((option) => (
              <Select.Item
                key={option.value}
                value={option.value}
                className="flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm text-ink outline-none select-none data-[highlighted]:bg-slate-100"
              >
                <span aria-hidden className={clsx('size-2 rounded-full', dots[option.tone])} />
                <Select.ItemText>{option.label}</Select.ItemText>
                <Select.ItemIndicator className="ml-auto">
                  <Check aria-hidden className="size-4 text-brand" />
                </Select.ItemIndicator>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
