import { useEffect, useRef } from 'react';
import { useActorRef } from '@xstate/react';
import { MailCheck } from 'lucide-react';
import { OTP_RESEND_WAIT_SECONDS } from '@referly/domain';
import { OtpCodeForm } from '../../../ui/otp-code-form';
import { ResendButton } from '../../../ui/resend-button';
import { changedEmail, emailChangeMachine, emailChangeOtpTexts } from '../api/email-change';

type EmailChangePanelProps = {
  pendingEmail: string;
  /** the code was mailed just now (after Save): the resend waits 120 s and the boxes take the focus */
  justSent: boolean;
  onChanged: (email: string) => void;
};

/** A new e-mail address takes effect only once the code mailed to it is entered here. */
export function EmailChangePanel({ pendingEmail, justSent, onChanged }: EmailChangePanelProps) {
  const panel = useRef<HTMLElement>(null);
  const otp = useActorRef(emailChangeMachine, {
    // after a reload nobody knows when the code went out: the server says how long to wait, if at all
    input: { request: {}, texts: emailChangeOtpTexts, resendWaitSeconds: justSent ? OTP_RESEND_WAIT_SECONDS : 0 },
  });

  useEffect(() => {
    const subscription = otp.subscribe((snapshot) => {
      const email = snapshot.status === 'done' ? changedEmail(snapshot.output) : null;
      if (email) onChanged(email);
    });
    return () => subscription.unsubscribe();
  }, [otp, onChanged]);

  useEffect(() => {
    if (justSent) panel.current?.querySelector('input')?.focus();
  }, [justSent]);

  return (
    <section ref={panel} aria-labelledby="email-change-title" className="mt-5 rounded-xl border border-brand-100 bg-brand-50/60 p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-white text-brand ring-1 ring-brand-100">
          <MailCheck aria-hidden className="size-5" />
        </span>
        <div className="min-w-0">
          <h3 id="email-change-title" className="text-base font-semibold text-ink">
            Confirm your new e-mail
          </h3>
          <p className="mt-0.5 text-sm break-words text-muted">
            We sent a 6-digit code to <span className="font-medium text-ink">{pendingEmail}</span>. Enter it to change your e-mail.
          </p>
        </div>
      </div>
      <div className="mt-4 max-w-sm">
        <OtpCodeForm
          otp={otp}
          intro={null}
          footer={
            <p className="text-center text-sm text-muted" aria-live="polite">
              Didn&apos;t get the code? <ResendButton otp={otp} label="Resend OTP" />
            </p>
          }
        />
      </div>
    </section>
  );
}
