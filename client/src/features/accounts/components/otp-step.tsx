import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Pencil } from 'lucide-react';
import type { AuthActor } from './auth-actor';
import { isOtpComplete } from '../auth-modal.machine';
import { FormError } from '../../../ui/field';
import { OtpInput } from './otp-input';
import { ResendButton } from './resend-button';
import { SubmitButton } from './submit-button';

/** Sign-up verification: six boxes, Edit back to the form, resend after the 120 s wait. */
export function OtpStep({ actor }: { actor: AuthActor }) {
  const otp = useSelector(actor, (s) => s.context.otp);
  const email = useSelector(actor, (s) => s.context.signUpValues.email);
  const canVerify = useSelector(actor, (s) => isOtpComplete(s.context.otp));
  const verifying = useSelector(actor, (s) => s.hasTag('busy'));
  const serverError = useSelector(actor, (s) => s.context.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'OTP.VERIFY' });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <div className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm">
        <span className="min-w-0 truncate text-muted">
          Code sent to <span className="font-medium text-ink">{email}</span>
        </span>
        <button
          type="button"
          onClick={() => actor.send({ type: 'OTP.EDIT' })}
          className="focus-ring inline-flex shrink-0 items-center gap-1 rounded font-medium text-brand hover:underline"
        >
          <Pencil aria-hidden className="size-3.5" /> Edit
        </button>
      </div>
      <OtpInput
        value={otp}
        onChange={(next) => actor.send({ type: 'OTP.CHANGE', otp: next })}
        onComplete={() => actor.send({ type: 'OTP.VERIFY' })}
        disabled={verifying}
        invalid={Boolean(serverError)}
      />
      <FormError message={serverError} />
      <SubmitButton busy={verifying} busyLabel="Verifying..." disabled={!canVerify}>
        Verify
      </SubmitButton>
      <p className="text-center text-sm text-muted" aria-live="polite">
        Didn&apos;t get the code? <ResendButton actor={actor} label="Resend OTP" />
      </p>
    </form>
  );
}
