import type { ReactNode } from 'react';
import { Check, CircleDashed, Hourglass, Lock, X } from 'lucide-react';
import clsx from 'clsx';

/** Where a step stands, said in words as well as colour. */
export type StepState = 'done' | 'waiting' | 'todo' | 'refused' | 'locked';

const looks: Record<StepState, { label: string; icon: typeof Check; dot: string; text: string }> = {
  done: { label: 'Done', icon: Check, dot: 'bg-approved text-white', text: 'text-approved' },
  waiting: { label: 'In review', icon: Hourglass, dot: 'bg-pending-soft text-pending ring-1 ring-amber-300 ring-inset', text: 'text-pending' },
  todo: { label: 'To do', icon: CircleDashed, dot: 'bg-brand-50 text-brand ring-1 ring-brand-200 ring-inset', text: 'text-brand-800' },
  refused: { label: 'Not approved', icon: X, dot: 'bg-rejected-soft text-rejected ring-1 ring-rose-300 ring-inset', text: 'text-rejected' },
  locked: { label: 'Locked', icon: Lock, dot: 'bg-slate-100 text-slate-500 ring-1 ring-slate-200 ring-inset', text: 'text-slate-500' },
};

export type Step = { title: string; state: StepState; stateLabel?: string; children: ReactNode };

/** Spec 001 §2.3: Registration, Verification and Earning as a timeline, top to bottom. */
export function VerificationSteps({ steps }: { steps: Step[] }) {
  return (
    <ol className="flex flex-col">
      {steps.map((step, i) => {
        const look = looks[step.state];
        const Icon = look.icon;
        const last = i === steps.length - 1;
        return (
          <li
            key={step.title}
            className="relative flex gap-4 pb-8 last:pb-0"
            aria-current={step.state === 'todo' || step.state === 'waiting' ? 'step' : undefined}
          >
            {!last && (
              <span
                aria-hidden
                className={clsx('absolute top-11 bottom-1 left-[19px] w-0.5 rounded-full', step.state === 'done' ? 'bg-approved' : 'bg-slate-200')}
              />
            )}
            <span className={clsx('relative grid size-10 shrink-0 place-items-center rounded-full', look.dot)}>
              <Icon aria-hidden className="size-5" />
            </span>
            <div className="min-w-0 flex-1 pt-1.5">
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <h2 className="text-lg font-semibold text-ink">
                  <span className="sr-only">Step {i + 1}: </span>
                  {step.title}
                </h2>
                <span className={clsx('text-sm font-medium', look.text)}>{step.stateLabel ?? look.label}</span>
              </div>
              <div className="mt-2 flex flex-col gap-3 text-sm leading-6 text-muted">{step.children}</div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
