import { Select } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { verificationStatuses, type VerificationStatus } from '@referly/domain';

const labels: Record<VerificationStatus, string> = { approved: 'Approved', rejected: 'Rejected', pending: 'Pending' };
const dots: Record<VerificationStatus, string> = { approved: 'bg-emerald-500', rejected: 'bg-rose-500', pending: 'bg-amber-500' };

/** Spec 000 §4: the change is sent at once; only referrers have a verification status. */
export function VerificationSelect({
  value,
  disabled,
  busy,
  onChange,
}: {
  value: VerificationStatus | null;
  disabled: boolean;
  busy: boolean;
  onChange: (next: VerificationStatus) => void;
}) {
  return (
    <Select.Root
      {...(value ? { value } : {})}
      disabled={disabled || busy}
      onValueChange={(next) => {
        const status = verificationStatuses.find((s) => s === next);
        if (status && status !== value) onChange(status);
      }}
    >
      <Select.Trigger
        aria-label="Verification status"
        className="focus-ring inline-flex h-10 w-full min-w-44 items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 sm:w-52"
      >
        <Select.Value placeholder="Not submitted" />
        {busy ? (
          <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-slate-200 border-t-brand" />
        ) : (
          <Select.Icon>
            <ChevronDown aria-hidden className="size-4 text-slate-500" />
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
            {verificationStatuses.map((status) => (
              <Select.Item
                key={status}
                value={status}
                className="flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm text-ink outline-none select-none data-[highlighted]:bg-slate-100"
              >
                <span aria-hidden className={`size-2 rounded-full ${dots[status]}`} />
                <Select.ItemText>{labels[status]}</Select.ItemText>
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
