import { Badge } from '../../../ui/badge';
import type { DiscussionStatus } from '../api/types';

export const statusLabels: Record<DiscussionStatus, string> = { published: 'Published', restricted: 'Restricted' };

export function DiscussionStatusBadge({ status }: { status: DiscussionStatus }) {
  return <Badge tone={status === 'published' ? 'approved' : 'rejected'}>{statusLabels[status]}</Badge>;
}
