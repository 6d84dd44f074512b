import type { ReactNode } from 'react';
import { Sparkles } from 'lucide-react';
import { aiReviewStateLabels } from '@referly/domain';
import { formatDateTime } from '../../../lib/dates';
import { Badge, type Tone } from '../../../ui/badge';
import { Panel } from '../../../ui/panel';
import type { Review } from '../api/types';
import { AiFeedback } from './ai-feedback';
import { AiProgress } from './ai-progress';
import { AiScores } from './ai-scores';

const stateTones: Record<Review['ai']['state'], Tone> = {
  waiting: 'neutral',
  queued: 'progress',
  reading: 'progress',
  reviewing: 'progress',
  done: 'approved',
  failed: 'rejected',
};

type AiReviewPanelProps = {
  review: Review;
  /** the admin sees the failure's words and which reviewer answered */
  viewer: 'seeker' | 'admin';
  /** under the title: the admin's Reinitiate AI Review */
  action?: ReactNode;
  /** under the result: the admin's earlier attempts */
  children?: ReactNode;
};

/**
 * Spec 001 §2.2's Review with the AI's part of it: while an attempt runs, its live progress; once one is done, its
 * scores and the numbered feedback. A reinitiated attempt keeps the last result in view while it runs.
 */
export function AiReviewPanel({ review, viewer, action, children }: AiReviewPanelProps) {
  const { ai } = review;
  const feedback = review.review.aiReviewedFeedback;
  const showProgress = ai.state !== 'done';
  return (
    <Panel
      icon={<Sparkles aria-hidden className="size-5" />}
      title="AI Review"
      description={
        ai.completedAt
          ? `Reviewed ${formatDateTime(ai.completedAt)}${viewer === 'admin' && ai.reviewer ? ` by ${ai.reviewer}` : ''}`
          : 'An instant review of your resume and cover letter, checked against the role you want.'
      }
      aside={<Badge tone={stateTones[ai.state]}>{aiReviewStateLabels[ai.state]}</Badge>}
    >
      <div className="flex flex-col gap-6">
        {action && <div className="flex flex-wrap gap-2">{action}</div>}
        {showProgress && <AiProgress ai={ai} showError={viewer === 'admin'} />}
        {ai.overall !== null && (
          <>
            {showProgress && <p className="text-xs font-medium tracking-wide text-muted uppercase">The last finished review</p>}
            <AiScores overall={ai.overall} subScores={ai.subScores} keywords={ai.keywords} jobMatch={ai.jobMatch} />
          </>
        )}
        {feedback && (
          <section aria-label="AI feedback" className="flex flex-col gap-3 border-t border-slate-100 pt-4">
            <h3 className="text-sm font-semibold text-ink">What to improve</h3>
            <AiFeedback feedback={feedback} />
          </section>
        )}
        {children}
      </div>
    </Panel>
  );
}
