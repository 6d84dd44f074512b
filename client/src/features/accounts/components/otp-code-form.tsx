import type { FormEvent, ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { AuthActor } from './auth-actor';
import { isOtpComplete } from '../auth-modal.machine';
import { FormError } from '../../../ui/field';
import { OtpInput } from './otp-input';
import { SubmitButton } from './submit-button';

type OtpCodeFormProps = {
  actor: AuthActor;
  /** above the boxes: where the code went */
  intro: ReactNode;
  /** below Verify: resend and the way back */
  footer: ReactNode;
  /** outline the boxes in rose while the step shows an error */
  markInvalid?: boolean;
};

/** The code part of both OTP steps: six boxes that verify once full (or on Enter), the server's answer, Verify. */
export function OtpCodeForm({ actor, intro, footer, markInvalid = false }: OtpCodeFormProps) {
  const otp = useSelector(actor, (s) => s.context.otp);
  const canVerify = useSelector(actor, (s) => isOtpComplete(s.context.otp));
  const verifying = useSelector(actor, (s) => s.hasTag('busy'));
  const serverError = useSelector(actor, (s) => s.context.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'OTP.VERIFY' });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {intro}
      <OtpInput
        value={otp}
        onChange={(next) => actor.send({ type: 'OTP.CHANGE', otp: next })}
        onComplete={() => actor.send({ type: 'OTP.VERIFY' })}
        disabled={verifying}
        invalid={markInvalid && Boolean(serverError)}
      />
      <FormError message={serverError} />
      <SubmitButton busy={verifying} busyLabel="Verifying..." disabled={!canVerify}>
        Verify
      </SubmitButton>
      {footer}
    </form>
  );
}
