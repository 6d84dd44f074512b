import clsx from 'clsx';
import type { AiJobMatch, AiKeywords, AiSubScore } from '@referly/domain';

/** Scores out of 100 in the status colours: 75 and up reads as good, under 50 as needing work. */
const toneOf = (score: number) => (score >= 75 ? 'bg-emerald-500' : score >= 50 ? 'bg-amber-500' : 'bg-rose-500');
const wordOf = (score: number) => (score >= 75 ? 'Strong' : score >= 50 ? 'Fair' : 'Needs work');

function ScoreBar({ score, label }: { score: number; label: string }) {
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={score}
      aria-valuetext={`${score} out of 100 (${wordOf(score)})`}
      className="h-1.5 overflow-hidden rounded-full bg-slate-100"
    >
      <div className={clsx('h-full rounded-full', toneOf(score))} style={{ width: `${Math.max(0, Math.min(100, score))}%` }} />
    </div>
  );
}

function Words({ title, words, tone }: { title: string; words: readonly string[]; tone: 'found' | 'missing' }) {
  return (
    <div className="min-w-0">
      <h4 className="text-xs font-medium text-muted">
        {title} ({words.length})
      </h4>
      {words.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">None</p>
      ) : (
        <ul className="mt-1.5 flex flex-wrap gap-1.5">
          {words.map((word) => (
            <li
              key={word}
              className={clsx(
                'rounded-md px-2 py-0.5 text-xs ring-1 ring-inset',
                tone === 'found' ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-slate-50 text-slate-700 ring-slate-200',
              )}
            >
              {tone === 'found' ? <span className="sr-only">found: </span> : <span className="sr-only">missing: </span>}
              {word}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type AiScoresProps = { overall: number; subScores: readonly AiSubScore[]; keywords: AiKeywords | null; jobMatch: AiJobMatch | null };

/** The sub-score a reviewer gives the match with a pasted job ad; its own section shows it with the ad's words. */
const JOB_MATCH_KEY = 'jobMatch';

/**
 * The AI review's scores: the overall one, each sub-score with why, the keywords found and missing, and the match with
 * the job ad. The match is shown once, in its section with the words it counted, not again among the sub-scores.
 */
export function AiScores({ overall, subScores, keywords, jobMatch }: AiScoresProps) {
  const matchScore = subScores.find((sub) => sub.key === JOB_MATCH_KEY);
  const listed = jobMatch ? subScores.filter((sub) => sub.key !== JOB_MATCH_KEY) : subScores;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-4">
        <p className="text-4xl font-semibold tracking-tight text-ink tabular-nums">
          {overall}
          <span className="text-base font-normal text-muted">/100</span>
        </p>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium text-ink">Overall score · {wordOf(overall)}</p>
          <div className="mt-1.5">
            <ScoreBar score={overall} label="Overall score" />
          </div>
        </div>
      </div>

      {listed.length > 0 && (
        <ul className="flex flex-col gap-3.5">
          {listed.map((sub) => (
            <li key={sub.key} className="flex flex-col gap-1">
              <p className="flex justify-between gap-3 text-sm">
                <span className="font-medium text-ink">{sub.label}</span>
                <span className="text-muted tabular-nums">{sub.score}/100</span>
              </p>
              <ScoreBar score={sub.score} label={sub.label} />
              <p className="text-sm text-muted">{sub.explanation}</p>
            </li>
          ))}
        </ul>
      )}

      {keywords && (
        <section aria-label="Keywords" className="flex flex-col gap-3 border-t border-slate-100 pt-4">
          <h3 className="text-sm font-semibold text-ink">Keywords for the role</h3>
          <div className="grid gap-4 sm:grid-cols-2">
            <Words title="Found" words={keywords.found} tone="found" />
            <Words title="Missing" words={keywords.missing} tone="missing" />
          </div>
        </section>
      )}

      {jobMatch && (
        <section aria-label="Job ad match" className="flex flex-col gap-3 border-t border-slate-100 pt-4">
          <h3 className="flex justify-between gap-3 text-sm font-semibold text-ink">
            Job ad match <span className="font-normal text-muted tabular-nums">{jobMatch.score}/100</span>
          </h3>
          <ScoreBar score={jobMatch.score} label="Job ad match" />
          {matchScore && <p className="text-sm text-muted">{matchScore.explanation}</p>}
          <div className="grid gap-4 sm:grid-cols-2">
            <Words title="In your resume" words={jobMatch.found} tone="found" />
            <Words title="Not in your resume" words={jobMatch.missing} tone="missing" />
          </div>
        </section>
      )}
    </div>
  );
}
