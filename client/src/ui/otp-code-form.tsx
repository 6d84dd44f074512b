import type { FormEvent, ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { isOtpComplete, type otpCodeMachine } from '../lib/otp-code.machine';
import { FormError } from './field';
import { OtpInput } from './otp-input';
import { SubmitButton } from './submit-button';

export type OtpCodeActor = ActorRefFrom<typeof otpCodeMachine>;

type OtpCodeFormProps = {
  otp: OtpCodeActor;
  /** above the boxes: where the code went */
  intro: ReactNode;
  /** below Verify: resend and the way back */
  footer: ReactNode;
};

/** The code part of every OTP step: six boxes that verify once full (or on Enter), the reason of a failure, Verify. */
export function OtpCodeForm({ otp, intro, footer }: OtpCodeFormProps) {
  const digits = useSelector(otp, (s) => s.context.otp);
  const canVerify = useSelector(otp, (s) => isOtpComplete(s.context.otp));
  const verifying = useSelector(otp, (s) => s.hasTag('verifying'));
  const error = useSelector(otp, (s) => s.context.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    otp.send({ type: 'OTP.VERIFY' });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {intro}
      <OtpInput
        value={digits}
        onChange={(next) => otp.send({ type: 'OTP.CHANGE', otp: next })}
        onComplete={() => otp.send({ type: 'OTP.VERIFY' })}
        disabled={verifying}
        invalid={Boolean(error)}
      />
      <FormError message={error} />
      <SubmitButton busy={verifying} busyLabel="Verifying..." disabled={!canVerify}>
        Verify
      </SubmitButton>
      {footer}
    </form>
  );
}
