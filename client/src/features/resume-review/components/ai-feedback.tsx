import { Fragment } from 'react';

/** One line of the AI's feedback: a numbered line 'N. Heading: advice', or any other line as it is. */
export type FeedbackLine = { number: string; heading: string | null; text: string } | { number: null; heading: null; text: string };

const numbered = /^\s*(\d+)[.)]\s+(.*)$/;

/**
 * Spec 001 §2.2: the AI-powered reviewed feedback split into lines; a numbered line's heading is what comes before its
 * first colon. Blank lines are dropped.
 */
export const feedbackLines = (feedback: string): FeedbackLine[] =>
  feedback
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line): FeedbackLine => {
      const match = numbered.exec(line);
      if (!match) return { number: null, heading: null, text: line };
      const [, number = '', rest = ''] = match;
      const colon = rest.indexOf(':');
      return colon > 0 ? { number, heading: rest.slice(0, colon).trim(), text: rest.slice(colon + 1).trim() } : { number, heading: null, text: rest };
    });

/** The AI's feedback as the seeker and the admin read it: each line on its own, a numbered line's heading in bold. */
export function AiFeedback({ feedback }: { feedback: string }) {
  const lines = feedbackLines(feedback);
  return (
    <div className="flex flex-col gap-2.5 text-sm leading-relaxed text-ink">
      {lines.map((line, i) => (
        <p key={i} className={line.number === null ? 'text-muted' : 'flex gap-2'}>
          {line.number === null ? (
            line.text
          ) : (
            <>
              <span className="shrink-0 text-slate-500 tabular-nums">{line.number}.</span>
              <span className="min-w-0 break-words">
                {line.heading !== null && (
                  <Fragment>
                    <strong className="font-semibold">{line.heading}:</strong>{' '}
                  </Fragment>
                )}
                {line.text}
              </span>
            </>
          )}
        </p>
      ))}
    </div>
  );
}
