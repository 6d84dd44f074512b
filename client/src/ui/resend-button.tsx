import { useSelector } from '@xstate/react';
import type { OtpCodeActor } from './otp-code-form';
import { TextButton } from './submit-button';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Every OTP step: the 120 s wait counting down (spec 000 §9), then a button that asks for a new code. */
export function ResendButton({ otp, label }: { otp: OtpCodeActor; label: string }) {
  const canResend = useSelector(otp, (s) => s.can({ type: 'OTP.RESEND' }));
  const resending = useSelector(otp, (s) => s.hasTag('resending'));
  const secondsLeft = useSelector(otp, (s) => s.context.resendSecondsLeft);

  if (secondsLeft > 0 && !canResend) {
    return (
      <span>
        Resend in <span className="font-medium tabular-nums text-ink">{clock(secondsLeft)}</span>
      </span>
    );
  }
  return (
    <TextButton onClick={() => otp.send({ type: 'OTP.RESEND' })} disabled={!canResend || resending}>
      {resending ? 'Sending...' : label}
    </TextButton>
  );
}
