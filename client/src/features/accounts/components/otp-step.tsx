import { useSelector } from '@xstate/react';
import { Pencil } from 'lucide-react';
import type { AuthActor } from './auth-actor';
import { OtpCodeForm } from './otp-code-form';
import { ResendButton } from './resend-button';

/** Sign-up verification: six boxes, Edit back to the form, resend after the 120 s wait. */
export function OtpStep({ actor }: { actor: AuthActor }) {
  const email = useSelector(actor, (s) => s.context.signUpValues.email);

  return (
    <OtpCodeForm
      actor={actor}
      markInvalid
      intro={
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
      }
      footer={
        <p className="text-center text-sm text-muted" aria-live="polite">
          Didn&apos;t get the code? <ResendButton actor={actor} label="Resend OTP" />
        </p>
      }
    />
  );
}
