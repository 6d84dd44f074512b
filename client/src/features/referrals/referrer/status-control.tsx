import { useEffect, useId, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { DropdownMenu } from 'radix-ui';
import { ChevronDown, Lock } from 'lucide-react';
import { choiceLabelFor, choiceLabels, referralMessages, type StatusChoice } from '@referly/domain';
import { buttonClass } from '../../../ui/button';
import { ConfirmDialog, ReasonDialog } from '../../../ui/decision-dialogs';
import { useChangeStatus } from '../api/mutations';
import type { Referral } from '../api/types';
import { statusChangeMachine, type StatusChange } from './status-change.machine';

/** Why the dropdown is locked (spec 001 §4: waitingforapproval, approved, rejected; or someone else handles it). */
export const lockReason = (referral: Referral, myId: string | null): string | null => {
  if (referral.allowedStatuses.length > 0) return null;
  // issue 17: a dispute holds the request whatever its status, and the marketplace's own close is final
  if (referral.dispute?.status === 'open') return referralMessages.disputeOpen;
  switch (referral.status) {
    case 'expired':
      return 'Nobody took this request in time, so it expired and its seeker was refunded. Its status can no longer be changed.';
    case 'waitingforapproval':
      return 'This request is waiting for the job seeker to approve the referral. Its status cannot be changed until they do.';
    case 'approved':
      return 'The job seeker approved this referral, so its status can no longer be changed.';
    case 'rejected':
      return 'This request was rejected. A rejection is final, so its status can no longer be changed.';
    default:
      break;
  }
  if (referral.referrer && referral.referrer.id !== myId) {
    return `${referral.referrer.name ?? 'Another referrer'} is already handling this request, so only they can change its status.`;
  }
  if (referral.paymentStatus !== 'Paid') return 'This request has not been paid yet, so it cannot be handled.';
  return 'The status of this request cannot be changed right now.';
};

const REASON_MAX = 1000;

const itemClass =
  'flex cursor-pointer items-center rounded-md px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-400';

type StatusControlProps = { referral: Referral; myId: string | null; company: string | null };

/** The referrer's status dropdown: exactly the choices the server allows now, in the spec's words, and the reject dialog. */
export function StatusControl({ referral, myId, company }: StatusControlProps) {
  const id = useId();
  const change = useChangeStatus('referrer', referral.id);
  // the machine is built once; the call it makes is the mutation of the current render
  const send = useRef(change.mutateAsync);
  send.current = change.mutateAsync;
  const [state, sendEvent] = useMachine(
    statusChangeMachine.provide({
      actors: { changeStatus: fromPromise<unknown, StatusChange>(({ input }) => send.current(input)) },
    }),
  );
  // a choice waits for the menu to close and hand the focus back to its button, so the dialog returns it there
  const chosen = useRef<StatusChoice | null>(null);

  const sending = state.hasTag('sending');
  const rejecting = state.matches('askingReason') || (sending && state.context.choice === 'rejected');
  const completing = state.matches('confirmingCompletion') || (sending && state.context.choice === 'completed');
  const choices = referral.allowedStatuses;
  const locked = lockReason(referral, myId);

  // ui/dialog has no Trigger to give the focus back to, and a dropdown locked by the change just made drops it: once a
  // change is over, or has locked the dropdown, a focus left on nothing goes to the dropdown, or to the words saying why
  // it is locked now
  const trigger = useRef<HTMLButtonElement>(null);
  const hint = useRef<HTMLParagraphElement>(null);
  const active = rejecting || completing || sending;
  const lockedNow = choices.length === 0;
  const before = useRef({ active, lockedNow });
  useEffect(() => {
    const was = before.current;
    before.current = { active, lockedNow };
    if (!(was.active && !active) && !(!was.lockedNow && lockedNow)) return;
    const timer = setTimeout(() => {
      const focused = document.activeElement;
      if (focused && focused !== document.body && focused !== trigger.current) return;
      (trigger.current && !trigger.current.disabled ? trigger.current : hint.current)?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [active, lockedNow]);

  return (
    <div className="flex flex-col gap-2">
      {/* not modal, and portalled into the page's main landmark: the open menu leaves the page readable (axe: region, aria-hidden-focus) */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          ref={trigger}
          disabled={choices.length === 0}
          aria-describedby={`${id}-hint`}
          aria-busy={sending || undefined}
          className={buttonClass('secondary', 'md', 'w-full disabled:bg-slate-100 disabled:text-slate-500')}
        >
          <span className="flex items-center gap-2">
            {choices.length === 0 && <Lock aria-hidden className="size-4" />}
            {sending && !rejecting && !completing ? 'Updating...' : 'Change status'}
          </span>
          <ChevronDown aria-hidden className="size-4 text-slate-500" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal container={document.getElementById('main')}>
          <DropdownMenu.Content
            align="start"
            sideOffset={6}
            className="z-50 min-w-[var(--radix-dropdown-menu-trigger-width)] rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
            onCloseAutoFocus={() => {
              const choice = chosen.current;
              chosen.current = null;
              if (choice) sendEvent({ type: 'CHOOSE', choice });
            }}
          >
            {choices.map((choice) => (
              <DropdownMenu.Item
                key={choice}
                className={itemClass}
                onSelect={() => {
                  chosen.current = choice;
                }}
              >
                {choiceLabelFor('referrer', choice, { referrerId: referral.referrer?.id ?? null })}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <p id={`${id}-hint`} ref={hint} tabIndex={-1} className="text-sm text-muted focus:outline-none">
        {locked ??
          (referral.referrer === null
            ? `Take this request to handle it: the first referrer${company ? ` at ${company}` : ''} to update it takes it on, and it leaves your colleagues' lists.`
            : 'You are handling this request. Mark it completed once you have referred the candidate; the job seeker then approves it.')}
      </p>
      <ConfirmDialog
        open={completing}
        title="Mark this request as completed?"
        description="The job seeker is asked to approve the referral. Until they answer, the request is locked: you cannot change its status."
        confirm={choiceLabels.completed}
        busyConfirm="Updating..."
        busy={sending}
        onConfirm={() => sendEvent({ type: 'CONFIRM' })}
        onCancel={() => sendEvent({ type: 'CANCEL' })}
      />
      <ReasonDialog
        open={rejecting}
        title="Reject Reason"
        warning={
          <>
            <strong className="font-semibold">This decision cannot be reversed.</strong> The job seeker is told why, and a refund of their payment will be
            processed.
          </>
        }
        label="Reason for rejection"
        placeholder="For example: the role needs five years of experience with payments systems."
        maxLength={REASON_MAX}
        showCount
        reason={state.context.reason}
        error={state.context.reasonError}
        failure={state.context.failure}
        busy={sending}
        confirm="Confirm"
        busyConfirm="Rejecting..."
        onReasonChange={(reason) => sendEvent({ type: 'REASON.CHANGE', reason })}
        onConfirm={() => sendEvent({ type: 'CONFIRM' })}
        onCancel={() => sendEvent({ type: 'CANCEL' })}
      />
    </div>
  );
}
