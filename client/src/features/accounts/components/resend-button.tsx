import { useSelector } from '@xstate/react';
import type { AuthActor } from './auth-actor';
import { TextButton } from './submit-button';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Both OTP steps: the 120 s wait counting down (spec 000 §9), then a button that asks for a new code. */
export function ResendButton({ actor, label }: { actor: AuthActor; label: string }) {
  const canResend = useSelector(actor, (s) => s.can({ type: 'OTP.RESEND' }));
  const resending = useSelector(actor, (s) => s.hasTag('resending'));
  const secondsLeft = useSelector(actor, (s) => s.context.resendSecondsLeft);

  if (secondsLeft > 0 && !canResend) {
    return (
      <span>
        Resend in <span className="font-medium tabular-nums text-ink">{clock(secondsLeft)}</span>
      </span>
    );
  }
  return (
    <TextButton onClick={() => actor.send({ type: 'OTP.RESEND' })} disabled={!canResend || resending}>
      {resending ? 'Sending...' : label}
    </TextButton>
  );
}
