import { useSelector } from '@xstate/react';
import type { AuthActor } from './auth-actor';
import { CreatePasswordStep } from './create-password-step';
import { ForgotPasswordStep } from './forgot-password-step';
import { OtpStep } from './otp-step';
import { SignInStep } from './sign-in-step';
import { SignUpStep } from './sign-up-step';

export type AuthStepKey = 'signUp' | 'otp' | 'createPassword' | 'signIn' | 'forgotPassword' | 'done';

export const stepCopy: Record<AuthStepKey, { title: string; description: string }> = {
  signUp: { title: 'Create your account', description: 'Get referred by people who work where you want to work.' },
  otp: { title: 'Verify your email', description: 'Enter the 6-digit code we emailed you.' },
  createPassword: { title: 'Create a password', description: 'Your email is verified. Choose a password to finish.' },
  signIn: { title: 'Sign in to Referly', description: 'Welcome back. Pick up where you left off.' },
  forgotPassword: { title: 'Reset your password', description: "We'll email you a code to reset it." },
  done: { title: 'Signed in', description: 'Taking you to your dashboard.' },
};

const stepKeys: AuthStepKey[] = ['signUp', 'otp', 'createPassword', 'signIn', 'forgotPassword', 'done'];

export const useAuthStep = (actor: AuthActor): AuthStepKey => useSelector(actor, (s) => stepKeys.find((key) => s.matches(key)) ?? 'signIn');

const forgotStepNumber = (s: ReturnType<AuthActor['getSnapshot']>) =>
  s.matches({ forgotPassword: 'newPassword' }) || s.matches({ forgotPassword: 'resetting' }) ? 3 : s.matches({ forgotPassword: 'otp' }) ? 2 : 1;

/** The sign-up side shows where the person is in its three steps. */
export function StepProgress({ actor, step }: { actor: AuthActor; step: AuthStepKey }) {
  const forgotStep = useSelector(actor, forgotStepNumber);
  const position = step === 'signUp' ? 1 : step === 'otp' ? 2 : step === 'createPassword' ? 3 : step === 'forgotPassword' ? forgotStep : null;
  if (position === null) return null;
  return (
    <div className="flex items-center gap-2" aria-label={`Step ${position} of 3`}>
      {[1, 2, 3].map((n) => (
        <span key={n} aria-hidden className={n <= position ? 'h-1.5 flex-1 rounded-full bg-brand' : 'h-1.5 flex-1 rounded-full bg-slate-200'} />
      ))}
      <span className="ml-1 text-xs font-medium whitespace-nowrap text-muted">Step {position} of 3</span>
    </div>
  );
}

export function AuthStepBody({ actor, step }: { actor: AuthActor; step: AuthStepKey }) {
  switch (step) {
    case 'signUp':
      return <SignUpStep actor={actor} />;
    case 'otp':
      return <OtpStep actor={actor} />;
    case 'createPassword':
      return <CreatePasswordStep actor={actor} />;
    case 'forgotPassword':
      return <ForgotPasswordStep actor={actor} />;
    case 'signIn':
      return <SignInStep actor={actor} />;
    case 'done':
      return (
        <div role="status" className="flex justify-center py-8">
          <span aria-hidden className="size-8 animate-spin rounded-full border-2 border-slate-200 border-t-brand" />
        </div>
      );
  }
}
