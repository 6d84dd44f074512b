import { DropdownMenu } from 'radix-ui';
import { Flag } from 'lucide-react';
import clsx from 'clsx';
import { reasonOr } from '../../../lib/failure';
import { toast } from '../../../lib/toast';
import { useFlag } from '../api/mutations';
import { forumText } from '../messages';
import type { FlagReason } from '../api/types';

export const flagReasons: Array<{ value: FlagReason; label: string }> = [
  { value: 'spam', label: 'Spam' },
  { value: 'abuse', label: 'Abuse' },
  { value: 'offTopic', label: 'Off-topic' },
];

const FLAGGED = forumText.flagged;
const FAILED = 'Could not flag it. Please try again.';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-rose-50 data-[highlighted]:text-rose-800';

/** Any signed-in member may flag a post or comment as spam, abuse or off-topic (issue 15 §3, beyond the spec). */
export function FlagMenu({ postId, subject, size = 'md' }: { postId: string; subject: string; size?: 'sm' | 'md' }) {
  const flag = useFlag();
  const send = (reason: FlagReason) =>
    flag.mutate(
      { postId, reason },
      {
        onSuccess: () => void toast.success(FLAGGED),
        onError: (error) => void toast.error(reasonOr(error, FAILED)),
      },
    );
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Flag ${subject}`}
        disabled={flag.isPending}
        className={clsx(
          'focus-ring inline-flex items-center gap-1.5 rounded-full text-slate-500 transition-colors hover:bg-rose-50 hover:text-rose-700',
          size === 'sm' ? 'h-8 px-2.5 text-xs' : 'h-9 px-3 text-sm',
        )}
      >
        <Flag aria-hidden className="size-4" />
        <span className="max-sm:sr-only">Flag</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-44 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg">
        <DropdownMenu.Label className="px-3 pt-1.5 pb-2 text-xs text-slate-500">Flag as</DropdownMenu.Label>
        {flagReasons.map((reason) => (
          <DropdownMenu.Item key={reason.value} className={itemClass} onSelect={() => send(reason.value)}>
            {reason.label}
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
