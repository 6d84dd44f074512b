import { resumeReviewStatusLabels, type ResumeReviewStatus } from '@referly/domain';
import { Badge, type Tone } from '../../../ui/badge';

const tones: Record<ResumeReviewStatus, Tone> = { pending: 'pending', completed: 'approved' };

export const reviewStatusTone = (status: ResumeReviewStatus): Tone => tones[status];

/** A review's status, in the same words and colour wherever it shows (badge, timeline, lists): amber pending, emerald completed. */
export function ReviewStatusBadge({ status }: { status: ResumeReviewStatus }) {
  return <Badge tone={tones[status]}>{resumeReviewStatusLabels[status]}</Badge>;
}
