import type { AiReviewOutcome } from '@referly/domain';
import { formatDateTime } from '../../../lib/dates';
import { AiFeedback } from '../components/ai-feedback';

/** The earlier AI attempts an admin reinitiated over: each one's score, when, by which reviewer, and what it said. */
export function AiHistory({ history }: { history: readonly AiReviewOutcome[] }) {
  if (history.length === 0) return null;
  return (
    <section aria-label="Earlier AI reviews" className="flex flex-col gap-2 border-t border-slate-100 pt-4">
      <h3 className="text-sm font-semibold text-ink">Earlier attempts ({history.length})</h3>
      <ul className="flex flex-col gap-2">
        {[...history].reverse().map((outcome) => (
          <li key={outcome.attempt} className="rounded-lg ring-1 ring-slate-200 ring-inset">
            <details>
              <summary className="focus-ring flex cursor-pointer flex-wrap items-baseline gap-x-3 gap-y-1 rounded-lg px-3 py-2 text-sm">
                <span className="font-medium text-ink">Attempt {outcome.attempt}</span>
                <span className="text-ink tabular-nums">{outcome.overall}/100</span>
                <span className="text-xs text-muted tabular-nums">
                  {formatDateTime(outcome.at)} · {outcome.reviewer}
                </span>
              </summary>
              <div className="border-t border-slate-100 px-3 py-3">
                <AiFeedback feedback={outcome.feedback} />
              </div>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
