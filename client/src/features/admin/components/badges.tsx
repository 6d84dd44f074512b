import type { ReactNode } from 'react';
import clsx from 'clsx';

type Tone = 'pending' | 'approved' | 'rejected' | 'neutral' | 'brand';

const tones: Record<Tone, string> = {
  pending: 'bg-pending-soft text-pending ring-amber-200',
  approved: 'bg-approved-soft text-approved ring-emerald-200',
  rejected: 'bg-rejected-soft text-rejected ring-rose-200',
  neutral: 'bg-slate-100 text-slate-600 ring-slate-200',
  brand: 'bg-brand-50 text-brand-800 ring-brand-100',
};

const dots: Record<Tone, string> = {
  pending: 'bg-amber-500',
  approved: 'bg-emerald-500',
  rejected: 'bg-rose-500',
  neutral: 'bg-slate-400',
  brand: 'bg-brand',
};

export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span className={clsx('inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset', tones[tone])}>
      <span aria-hidden className={clsx('size-1.5 rounded-full', dots[tone])} />
      {children}
    </span>
  );
}

const verificationLabels = { approved: 'Approved', rejected: 'Rejected', pending: 'Pending' } as const;

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

export const formatDate = (iso: string | null | undefined) => {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : date.toLocaleDateString('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });
};
