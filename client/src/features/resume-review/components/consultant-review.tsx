import { UserRoundCheck } from 'lucide-react';
import { formatDate } from '../../../lib/dates';
import { FileDownload } from '../../../ui/file-download';
import { Panel } from '../../../ui/panel';
import type { Review } from '../api/types';

/** The consultant's part of the review once saved: the reviewed resume and their feedback; until then, that it is coming. */
export function ConsultantReview({ review, viewer }: { review: Review; viewer: 'seeker' | 'admin' }) {
  const { consultantReviewedResume: file, consultantFeedback: feedback, consultant, consultantReviewedAt: at } = review.review;
  const saved = file !== null || feedback !== null;
  return (
    <Panel
      icon={<UserRoundCheck aria-hidden className="size-5" />}
      title="Consultant Review"
      description={
        saved
          ? `${consultant?.name ?? 'Our consultant'}${at ? ` · ${formatDate(at)}` : ''}`
          : viewer === 'admin'
            ? 'No consultant review saved yet.'
            : 'A career consultant reviews your resume by hand and sends you a reviewed copy. We will tell you when it is ready.'
      }
    >
      {saved && (
        <div className="flex flex-col gap-3">
          {file && <FileDownload label="Reviewed resume" file={file} showLabel />}
          {feedback && (
            <blockquote className="rounded-lg bg-slate-50 p-3 text-sm break-words whitespace-pre-line text-ink ring-1 ring-slate-200 ring-inset">
              {feedback}
            </blockquote>
          )}
        </div>
      )}
    </Panel>
  );
}
