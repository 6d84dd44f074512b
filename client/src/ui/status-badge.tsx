import { statusLabels, type ReferralStatus, type RefundView } from '@referly/domain';
import { Badge, type Tone } from './badge';

const tones: Record<ReferralStatus, Tone> = {
  pending: 'pending',
  inProgress: 'progress',
  waitingforapproval: 'brand',
  approved: 'approved',
  rejected: 'rejected',
  expired: 'neutral',
};

/** A request's status, in the same words and colour wherever it shows (badge, timeline, lists). */
export function StatusBadge({ status }: { status: ReferralStatus }) {
  return <Badge tone={tones[status]}>{statusLabels[status]}</Badge>;
}

export const statusTone = (status: ReferralStatus): Tone => tones[status];

/**
 * A request's status of any kind, as its kind words it (a chat's request): in a referral status's colour when it is
 * one, else neutral.
 */
export function RequestStatusBadge({ status, label }: { status: string; label: string }) {
  return <Badge tone={Object.hasOwn(tones, status) ? tones[status as ReferralStatus] : 'neutral'}>{label}</Badge>;
}

const refundLabels: Record<RefundView['status'], string> = { pending: 'Refund pending', issued: 'Refunded', failed: 'Refund failed' };

/**
 * Spec 001 §4: Paid if a payment exists, else Unpaid. A payment that is being given back, or was, says so instead, in
 * the colours of the rejection that caused it.
 */
export function PaymentBadge({ paid, refund = null }: { paid: boolean; refund?: RefundView['status'] | null }) {
  if (refund) return <Badge tone="rejected">{refundLabels[refund]}</Badge>;
  return <Badge tone={paid ? 'approved' : 'neutral'}>{paid ? 'Paid' : 'Unpaid'}</Badge>;
}
