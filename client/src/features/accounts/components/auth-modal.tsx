import { useRef } from 'react';
import { useActorRef } from '@xstate/react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import clsx from 'clsx';
import { authModal, useAuthModal, type AuthModalStep } from '../../../lib/auth-modal';
import { authModalMachine } from '../auth-modal.machine';
import { AuthStepBody, StepProgress, stepCopy, useAuthStep } from './auth-steps';
import { useLandOnSignIn } from './use-land-on-sign-in';

function AuthModalFlow({ step, redirectTo }: { step: AuthModalStep; redirectTo: string | undefined }) {
  const actor = useActorRef(authModalMachine, { input: { step } });
  const current = useAuthStep(actor);
  useLandOnSignIn(actor, redirectTo, authModal.close);
  const copy = stepCopy[current];
  return (
    <div className={clsx('flex w-full flex-col gap-5', current === 'signUp' ? 'sm:w-[32rem]' : 'sm:w-[26rem]')}>
      <div className="flex flex-col gap-1.5 pr-8">
        <Dialog.Title className="text-xl font-semibold tracking-tight text-ink">{copy.title}</Dialog.Title>
        <Dialog.Description className="text-sm text-muted">{copy.description}</Dialog.Description>
      </div>
      <StepProgress actor={actor} step={current} />
      <AuthStepBody actor={actor} step={current} />
    </div>
  );
}

/** The one auth modal (spec 000 §2): any page opens it with `authModal.open(step)`. */
export function AuthModal() {
  const { isOpen, step, redirectTo } = useAuthModal();
  // opened through authModal.open() rather than a Dialog.Trigger, so Radix has no trigger to give the focus back to
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => (open ? undefined : authModal.close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50 backdrop-blur-[2px]" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] -translate-x-1/2 sm:w-auto -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-2xl focus:outline-none sm:p-7"
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
            // land on the first field rather than the close button
            const first = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('input');
            if (first) {
              event.preventDefault();
              first.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            // back to the control that opened the dialog, while it is still on the page
            const control = opener.current;
            opener.current = null;
            if (control?.isConnected) {
              event.preventDefault();
              control.focus();
            }
          }}
        >
          {/* a new open is a new flow: each step opened starts clean */}
          <AuthModalFlow key={step} step={step} redirectTo={redirectTo} />
          <Dialog.Close
            aria-label="Close"
            className="focus-ring absolute top-3 right-3 grid size-9 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-ink"
          >
            <X aria-hidden className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
