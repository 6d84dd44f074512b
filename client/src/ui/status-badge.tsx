import { statusLabels, type ReferralStatus } from '@referly/domain';
import { Badge, type Tone } from './badge';

const tones: Record<ReferralStatus, Tone> = {
  pending: 'pending',
  inProgress: 'progress',
  waitingforapproval: 'brand',
  approved: 'approved',
  rejected: 'rejected',
};

/** A request's status, in the same words and colour wherever it shows (badge, timeline, lists). */
export function StatusBadge({ status }: { status: ReferralStatus }) {
  return <Badge tone={tones[status]}>{statusLabels[status]}</Badge>;
}

export const statusTone = (status: ReferralStatus): Tone => tones[status];

/** Spec 001 §4: Paid if a payment exists, else Unpaid. */
export function PaymentBadge({ paid }: { paid: boolean }) {
  return <Badge tone={paid ? 'approved' : 'neutral'}>{paid ? 'Paid' : 'Unpaid'}</Badge>;
}
