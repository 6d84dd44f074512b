import { useActorRef } from '@xstate/react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { authModalMachine } from '../auth-modal.machine';
import { AuthStepBody, StepProgress, stepCopy, useAuthStep } from '../components/auth-steps';
import { useLandOnSignIn } from '../components/use-land-on-sign-in';

/** /login: where expired sessions and guards send people. The same flow as the modal, as a page. */
export function LoginPage() {
  const [search] = useSearchParams();
  const actor = useActorRef(authModalMachine, { input: { step: 'signIn' } });
  const step = useAuthStep(actor);
  useLandOnSignIn(actor, search.get('redirectTo') ?? undefined);
  const copy = stepCopy[step];
  return (
    <div className="flex min-h-[calc(100dvh-12rem)] items-center justify-center bg-slate-50 px-4 py-10 sm:py-16">
      <div className="w-full max-w-md">
        <section aria-labelledby="login-title" className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <div className="flex flex-col gap-1.5">
            <h1 id="login-title" className="text-2xl font-semibold tracking-tight text-ink">
              {copy.title}
            </h1>
            <p className="text-sm text-muted">{copy.description}</p>
          </div>
          <StepProgress actor={actor} step={step} />
          <AuthStepBody actor={actor} step={step} />
        </section>
        <p className="mt-6 text-center text-sm text-muted">
          <Link to={paths.home} className="focus-ring rounded font-medium text-brand hover:underline">
            Back to Referly home
          </Link>
        </p>
      </div>
    </div>
  );
}
