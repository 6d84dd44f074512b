import { useSelector } from '@xstate/react';
import { Pencil } from 'lucide-react';
import { OtpCodeForm } from '../../../ui/otp-code-form';
import { ResendButton } from '../../../ui/resend-button';
import type { AuthActor } from './auth-actor';

/** Sign-up verification: the shared OTP step, with Edit back to the form. */
export function OtpStep({ actor }: { actor: AuthActor }) {
  const email = useSelector(actor, (s) => s.context.signUpValues.email);
  const otp = useSelector(actor, (s) => s.children.signUpOtp);
  if (!otp) return null;

  return (
    <OtpCodeForm
      otp={otp}
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
          Didn&apos;t get the code? <ResendButton otp={otp} label="Resend OTP" />
        </p>
      }
    />
  );
}
