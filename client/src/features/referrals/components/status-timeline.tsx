import {
  BadgeCheck,
  BellRing,
  CircleCheck,
  CircleDot,
  CircleX,
  Clock,
  CreditCard,
  FilePlus2,
  Hourglass,
  MessageSquareText,
  RotateCcw,
  Scale,
  TimerOff,
  TriangleAlert,
  Undo2,
  UserCheck,
  type LucideIcon,
} from 'lucide-react';
import type { ReferralActorRole, ReferralStatus } from '@referly/domain';
import type { Tone } from '../../../ui/badge';
import { statusTone } from '../../../ui/status-badge';
import { Timeline } from '../../../ui/timeline';
import type { ReferralAudience, TimelineEntry } from '../api/types';

const statusIcons: Record<ReferralStatus, LucideIcon> = {
  pending: Clock,
  inProgress: CircleDot,
  waitingforapproval: Hourglass,
  approved: CircleCheck,
  rejected: CircleX,
  expired: TimerOff,
};

const kindLooks: Record<Exclude<TimelineEntry['kind'], 'status'>, { icon: LucideIcon; tone: Tone }> = {
  created: { icon: FilePlus2, tone: 'neutral' },
  paid: { icon: CreditCard, tone: 'approved' },
  paymentFailed: { icon: CreditCard, tone: 'rejected' },
  paymentMismatch: { icon: TriangleAlert, tone: 'rejected' },
  taken: { icon: UserCheck, tone: 'progress' },
  feedback: { icon: MessageSquareText, tone: 'brand' },
  refundRequested: { icon: RotateCcw, tone: 'pending' },
  refund: { icon: BadgeCheck, tone: 'approved' },
  refundFailed: { icon: TriangleAlert, tone: 'rejected' },
  reminder: { icon: BellRing, tone: 'pending' },
  released: { icon: Undo2, tone: 'pending' },
  dispute: { icon: Scale, tone: 'rejected' },
};

const lookOf = (entry: TimelineEntry): { icon: LucideIcon; tone: Tone } => {
  if (entry.kind !== 'status') return kindLooks[entry.kind];
  return entry.status ? { icon: statusIcons[entry.status], tone: statusTone(entry.status) } : { icon: CircleDot, tone: 'neutral' };
};

/** Spec 001 §2.4's step names (Created, Progress Started, Waiting for Approval, Approved), as the admin's screen names them. */
const specKindTitles: Partial<Record<TimelineEntry['kind'], string>> = {
  created: 'Created',
  paid: 'Payment received',
  paymentFailed: 'Payment failed',
  feedback: 'Feedback given',
  refundRequested: 'Refund requested',
  refund: 'Refund issued',
};
const specStatusTitles: Record<ReferralStatus, string> = {
  inProgress: 'Progress Started',
  waitingforapproval: 'Waiting for Approval',
  approved: 'Approved',
  rejected: 'Rejected',
  pending: 'Back to Pending',
  expired: 'Expired and refunded',
};
const specStepTitle = (entry: TimelineEntry) =>
  (entry.kind === 'status' ? entry.status && specStatusTitles[entry.status] : specKindTitles[entry.kind]) ?? entry.label;

const capitalRoles: Record<ReferralActorRole, string> = { jobSeeker: 'Job seeker', referrer: 'Referrer', admin: 'Admin', system: 'automatic' };

type Wording = {
  title: string;
  stepTitle: (entry: TimelineEntry) => string;
  roles: Record<ReferralActorRole, string>;
  empty: string;
  /** 'Reason: ' shown, or only read out (the reason itself in quotes, or plain) */
  reason: 'labelled' | 'quoted' | 'plain';
};

/** How each viewer's screen words its timeline. */
const wordings: Record<ReferralAudience, Wording> = {
  seeker: { title: 'Timeline', stepTitle: (entry) => entry.label, roles: capitalRoles, empty: 'Nothing has happened yet.', reason: 'plain' },
  referrer: {
    title: 'Timeline',
    stepTitle: (entry) => entry.label,
    roles: { jobSeeker: 'job seeker', referrer: 'referrer', admin: 'Referly team', system: 'automatic' },
    empty: 'Nothing has happened to this request yet.',
    reason: 'quoted',
  },
  admin: { title: 'Status Timeline', stepTitle: specStepTitle, roles: capitalRoles, empty: 'Nothing has happened yet.', reason: 'labelled' },
};

/** What happened to a request: who did what and when, with their reasons, newest last, in the status colours (UI.md). */
export function StatusTimeline({ entries, viewer }: { entries: readonly TimelineEntry[]; viewer: ReferralAudience }) {
  const wording = wordings[viewer];
  return (
    <Timeline
      title={wording.title}
      entries={entries}
      empty={wording.empty}
      lookOf={lookOf}
      stepTitle={wording.stepTitle}
      roles={wording.roles}
      reasonOf={(reason) => (
        <>
          <span className={wording.reason === 'labelled' ? undefined : 'sr-only'}>Reason: </span>
          {wording.reason === 'quoted' ? `“${reason}”` : reason}
        </>
      )}
    />
  );
}
