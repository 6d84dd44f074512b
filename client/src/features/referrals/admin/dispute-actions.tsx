import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CircleCheck, MessageCircleQuestion, RotateCcw } from 'lucide-react';
import clsx from 'clsx';
import { DISPUTE_TEXT_MAX, disputeQuestionSchema, disputeSettleSchema, REFERRAL_CREDITS, referralMessages, type ReferralStatus } from '@referly/domain';
import { ApiError } from '../../../lib/api';
import { reasonOr } from '../../../lib/failure';
import { money } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { Button, type ButtonVariant } from '../../../ui/button';
import { DialogFormActions, DialogNotice } from '../../../ui/decision-dialogs';
import { Dialog } from '../../../ui/dialog';
import { FormError } from '../../../ui/field';
import { TextAreaField } from '../../../ui/text-area-field';
import { useAskAboutDispute, useSettleDispute } from '../api/mutations';

/** What the dialogs say about the request whose dispute they settle: its number, where it stands, what was paid. */
export type DisputedRequest = { id: string; index: number; status: ReferralStatus; amountCents: number; currency: string };

export type DisputeAction = 'ask' | 'refunded' | 'approved';

const failDisputeAction = 'The dispute could not be updated. Please try again.';

const effectOf = (action: DisputeAction, request: DisputedRequest): ReactNode => {
  const approved = request.status === 'approved';
  if (action === 'ask')
    return `Your question appears in request #${request.index}'s chat as 'Referly team asks: …'. The seeker and the referrer both read it and can answer there.`;
  if (action === 'refunded')
    return (
      <>
        Request #{request.index} is rejected with your note as its reason, and the seeker is refunded{' '}
        {request.amountCents > 0 ? <strong className="tabular-nums">{money(request.amountCents, request.currency)}</strong> : 'what they paid'} in full.
        {approved && ` It was approved: the referrer's ${REFERRAL_CREDITS} credits are taken back.`} This cannot be undone.
      </>
    );
  return approved
    ? `Request #${request.index} is approved already: this only closes the dispute, and the referrer keeps their credits.`
    : `Request #${request.index} is approved and the referrer earns its ${REFERRAL_CREDITS} credits. This cannot be undone.`;
};

type Wording = { title: string; label: string; placeholder: string; confirm: string; busy: string; variant: ButtonVariant };
const wordings: Record<DisputeAction, Wording> = {
  ask: {
    title: 'Ask in chat',
    label: 'Question',
    placeholder: 'e.g. Could you send the e-mail the company sent you?',
    confirm: 'Send question',
    busy: 'Sending...',
    variant: 'primary',
  },
  refunded: {
    title: 'Refund the seeker',
    label: 'Note for the seeker and the referrer',
    placeholder: 'e.g. The company has no record of the referral, so the payment is refunded.',
    confirm: 'Refund',
    busy: 'Processing...',
    variant: 'danger',
  },
  approved: {
    title: 'Approve the request',
    label: 'Note for the seeker and the referrer',
    placeholder: 'e.g. The company confirmed the referral was made.',
    confirm: 'Approve',
    busy: 'Processing...',
    variant: 'primary',
  },
};

const problemOf = (action: DisputeAction, text: string): string | null => {
  const result = action === 'ask' ? disputeQuestionSchema.safeParse({ question: text }) : disputeSettleSchema.safeParse({ outcome: action, note: text });
  return result.error?.issues[0]?.message ?? null;
};

/**
 * Issue 17: the admin's three answers to an open dispute, each with its text (a question, or the note both people
 * read), checked as the server checks it. The server's refusal (a 409 when another admin settled it first) stays in
 * the dialog; its success is a toast.
 */
export function DisputeDialog({ request, action, onClose }: { request: DisputedRequest; action: DisputeAction; onClose: () => void }) {
  const ask = useAskAboutDispute();
  const settle = useSettleDispute();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = ask.isPending || settle.isPending;
  const wording = wordings[action];
  const shown = useRef(false);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);

  const change = (next: string) => {
    setText(next);
    if (tried) setError(problemOf(action, next));
  };
  const failed = (reason: unknown) => {
    const onField = reason instanceof ApiError ? reason.fieldErrors?.[action === 'ask' ? 'question' : 'note'] : undefined;
    // gone from the screen meanwhile (see submit): the refusal can only be a toast
    if (!shown.current) toast.error(onField ?? reasonOr(reason, failDisputeAction));
    else if (onField) setError(onField);
    else setFailure(reasonOr(reason, failDisputeAction));
  };
  const succeeded = (message: string) => {
    toast.success(message);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    const problem = problemOf(action, text);
    setError(problem);
    if (problem !== null) return;
    // a promise rather than mutate's callbacks: the live push may settle the dispute on screen (and unmount these
    // buttons with their dialog) before the answer comes, and the admin is still told
    const sent =
      action === 'ask'
        ? ask.mutateAsync({ id: request.id, question: text.trim() }).then((reply) => reply.message || referralMessages.toastDisputeAsked)
        : settle.mutateAsync({ id: request.id, outcome: action, note: text.trim() }).then((reply) => reply.message || referralMessages.toastDisputeSettled);
    void sent.then(succeeded, failed);
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && !busy && onClose()}
      dismissible={!busy}
      size="sm"
      title={wording.title}
      description={action === 'ask' ? effectOf(action, request) : undefined}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {action !== 'ask' && <DialogNotice tone={action === 'refunded' ? 'warning' : 'approved'}>{effectOf(action, request)}</DialogNotice>}
        <TextAreaField
          label={wording.label}
          value={text}
          onChange={change}
          error={error}
          placeholder={wording.placeholder}
          maxLength={DISPUTE_TEXT_MAX}
          rows={4}
          disabled={busy}
        />
        <FormError message={failure} />
        <DialogFormActions busy={busy} confirm={wording.confirm} busyConfirm={wording.busy} variant={wording.variant} onCancel={onClose} />
      </form>
    </Dialog>
  );
}

/**
 * An open dispute's buttons, Ask in chat, Refund and Approve, and the dialog the chosen one opens: the same in the
 * dispute queue and on the request's page.
 */
export function DisputeActions({ request, layout = 'stack' }: { request: DisputedRequest; layout?: 'stack' | 'grid' }) {
  const [action, setAction] = useState<DisputeAction | null>(null);
  const subject = `request #${request.index}`;
  return (
    <>
      <div className={clsx(layout === 'grid' && 'grid grid-cols-2 gap-2', layout === 'stack' && 'flex flex-col gap-2')}>
        <Button
          variant="secondary"
          size="sm"
          className={layout === 'grid' ? 'col-span-2' : undefined}
          onClick={() => setAction('ask')}
          aria-label={`Ask in chat about ${subject}`}
        >
          <MessageCircleQuestion aria-hidden className="size-4" /> Ask in chat
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setAction('refunded')} aria-label={`Refund ${subject}`}>
          <RotateCcw aria-hidden className="size-4" /> Refund
        </Button>
        <Button size="sm" onClick={() => setAction('approved')} aria-label={`Approve ${subject}`}>
          <CircleCheck aria-hidden className="size-4" /> Approve
        </Button>
      </div>
      {action && <DisputeDialog key={action} request={request} action={action} onClose={() => setAction(null)} />}
    </>
  );
}
