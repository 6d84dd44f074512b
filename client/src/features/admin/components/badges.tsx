import { Badge } from '../../../ui/badge';

export const verificationLabels = { approved: 'Approved', rejected: 'Rejected', pending: 'Pending' } as const;

/** Verification colours as everywhere in the product: amber pending, emerald approved, rose rejected. */
export function VerificationBadge({ status, role }: { status: 'approved' | 'rejected' | 'pending' | null; role: string }) {
  if (role !== 'referrer') return <span className="text-slate-400">—</span>;
  if (!status) return <Badge tone="neutral">Not submitted</Badge>;
  return <Badge tone={status}>{verificationLabels[status]}</Badge>;
}

export function AccountStatusBadge({ status }: { status: string }) {
  if (status === 'active') return <Badge tone="approved">Active</Badge>;
  if (status === 'pendingVerification') return <Badge tone="pending">Pending verification</Badge>;
  return <Badge tone="neutral">{status}</Badge>;
}

export function RoleLabel({ role }: { role: 'applicant' | 'referrer' | 'admin' }) {
  return <span className="capitalize">{role}</span>;
}

export { formatDate } from '../../../lib/dates';
