import { Badge, type Tone } from '../../../ui/badge';
import type { LearningHubStatus } from '../api/types';

export const statusLabels: Record<LearningHubStatus, string> = { published: 'Published', draft: 'Draft', restricted: 'Restricted' };
const tones: Record<LearningHubStatus, Tone> = { published: 'approved', draft: 'pending', restricted: 'rejected' };

/** A post's status in the product's status colours. */
export function PostStatusBadge({ status }: { status: LearningHubStatus }) {
  return <Badge tone={tones[status]}>{statusLabels[status]}</Badge>;
}
