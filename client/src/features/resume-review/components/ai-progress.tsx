import { Check, CircleAlert, Loader2 } from 'lucide-react';
import clsx from 'clsx';
import { aiReviewStateLabels, type AiReviewState } from '@referly/domain';
import type { Review } from '../api/types';

/** The AI review's steps in order: queued → reading the files → reviewing → done. */
const steps = ['queued', 'reading', 'reviewing', 'done'] as const satisfies readonly AiReviewState[];
type Step = (typeof steps)[number];
const isStep = (state: AiReviewState): state is Step => steps.some((step) => step === state);

/** What the live region says, so a screen reader hears each step as the pushes bring it. */
const sentences: Record<AiReviewState, string> = {
  waiting: 'The AI review starts once your payment has gone through.',
  queued: 'Your AI review is queued and starts in a moment.',
  reading: 'Reading your files…',
  reviewing: 'Reviewing your resume and cover letter…',
  done: 'Your AI review is ready.',
  failed: 'The AI review hit a problem.',
};

type AiProgressProps = {
  ai: Pick<Review['ai'], 'state' | 'attempt' | 'willRetry' | 'lastError'>;
  /** the admin reads the failure's own words; the seeker is told it is in hand */
  showError?: boolean;
};

/**
 * Where the AI review stands, live: a progress bar with its steps, and a polite live region that says each step as it
 * arrives (issue 14 §2). It follows the review's detail, which the pushes make stale.
 */
export function AiProgress({ ai, showError = false }: AiProgressProps) {
  const { state } = ai;
  const reached = isStep(state) ? steps.indexOf(state) + 1 : 0;
  const retrying = state === 'failed' && ai.willRetry;
  const sentence = retrying ? 'The AI review hit a problem and will try again in a moment.' : sentences[state];
  return (
    <div className="flex flex-col gap-3">
      <div
        role="progressbar"
        aria-label="AI review progress"
        aria-valuemin={0}
        aria-valuemax={steps.length}
        aria-valuenow={reached}
        aria-valuetext={state === 'failed' || state === 'waiting' ? sentence : aiReviewStateLabels[state]}
        className="h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={clsx(
            'h-full rounded-full transition-[width] duration-500',
            state === 'failed' ? 'bg-rose-500' : state === 'done' ? 'bg-emerald-500' : 'bg-sky-500',
          )}
          style={{ width: `${(state === 'failed' ? 1 : reached / steps.length) * 100}%` }}
        />
      </div>
      <ol className="grid grid-cols-2 gap-2 text-xs sm:grid-cols-4">
        {steps.map((step, i) => {
          const done = i + 1 < reached || state === 'done';
          const current = step === state && state !== 'done';
          return (
            <li
              key={step}
              aria-current={step === state ? 'step' : undefined}
              className={clsx('flex items-center gap-1.5', done ? 'text-approved' : current ? 'font-medium text-progress' : 'text-slate-500')}
            >
              {done ? (
                <Check aria-hidden className="size-3.5 shrink-0" />
              ) : current ? (
                <Loader2 aria-hidden className="size-3.5 shrink-0 animate-spin motion-reduce:animate-none" />
              ) : (
                <span aria-hidden className="size-3.5 shrink-0 rounded-full border border-slate-300" />
              )}
              {aiReviewStateLabels[step]}
            </li>
          );
        })}
      </ol>
      <p aria-live="polite" role="status" className={clsx('text-sm', state === 'failed' ? 'text-rose-700' : 'text-muted')}>
        {state === 'failed' && <CircleAlert aria-hidden className="mr-1.5 inline size-4 align-[-3px]" />}
        {sentence}
        {state === 'failed' && !ai.willRetry && !showError && ' Our team has been told and will run it again.'}
      </p>
      {showError && ai.lastError && (
        <p className="rounded-lg bg-rose-50 px-3 py-2 text-sm break-words text-rose-800 ring-1 ring-rose-200 ring-inset">
          <span className="font-medium">Last error (attempt {ai.attempt}):</span> {ai.lastError}
          {ai.willRetry ? ' · will retry' : ' · gave up'}
        </p>
      )}
    </div>
  );
}
