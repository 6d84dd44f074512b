import {
  BadgeCheck,
  CircleCheck,
  CircleDot,
  CircleX,
  Clock,
  CreditCard,
  FilePlus2,
  Hourglass,
  MessageSquareText,
  RotateCcw,
  TriangleAlert,
  UserCheck,
  type LucideIcon,
} from 'lucide-react';
import type { ReferralActorRole, ReferralStatus } from '@referly/domain';
import clsx from 'clsx';
import { formatDateTime } from '../../../lib/dates';
import { toneClasses, type Tone } from '../../../ui/badge';
import { Panel } from '../../../ui/panel';
import { statusTone } from '../../../ui/status-badge';
import type { ReferralAudience, TimelineEntry } from '../api/types';

// the badge's colours, so a status reads the same on the timeline as on its badge
const dotTones = toneClasses;

const statusIcons: Record<ReferralStatus, LucideIcon> = {
  pending: Clock,
  inProgress: CircleDot,
  waitingforapproval: Hourglass,
  approved: CircleCheck,
  rejected: CircleX,
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
};
const specStepTitle = (entry: TimelineEntry) =>
  (entry.kind === 'status' ? entry.status && specStatusTitles[entry.status] : specKindTitles[entry.kind]) ?? entry.label;

const capitalRoles: Record<ReferralActorRole, string> = { jobSeeker: 'Job seeker', referrer: 'Referrer', admin: 'Admin' };

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
    roles: { jobSeeker: 'job seeker', referrer: 'referrer', admin: 'Referly team' },
    empty: 'Nothing has happened to this request yet.',
    reason: 'quoted',
  },
  admin: { title: 'Status Timeline', stepTitle: specStepTitle, roles: capitalRoles, empty: 'Nothing has happened yet.', reason: 'labelled' },
};

/** Oldest first, so the newest is last; entries of the same moment keep the server's order. */
const inOrder = (entries: readonly TimelineEntry[]) =>
  entries
    .map((entry, position) => ({ entry, position }))
    .sort((a, b) => Date.parse(a.entry.at) - Date.parse(b.entry.at) || a.position - b.position)
    .map(({ entry }) => entry);

/** What happened to a request: who did what and when, with their reasons, newest last, in the status colours (UI.md). */
export function StatusTimeline({ entries, viewer }: { entries: readonly TimelineEntry[]; viewer: ReferralAudience }) {
  const wording = wordings[viewer];
  const ordered = inOrder(entries);
  return (
    <Panel title={wording.title}>
      {ordered.length === 0 ? (
        <p className="text-sm text-muted">{wording.empty}</p>
      ) : (
        <ol>
          {ordered.map((entry, i) => {
            const { icon: Icon, tone } = lookOf(entry);
            const last = i === ordered.length - 1;
            return (
              <li key={`${entry.kind}-${entry.at}-${i}`} className="relative flex gap-3 pb-5 last:pb-0">
                {!last && <span aria-hidden className="absolute top-8 bottom-0 left-[0.9375rem] w-px bg-slate-200" />}
                <span aria-hidden className={clsx('relative grid size-8 shrink-0 place-items-center rounded-full ring-1 ring-inset', dotTones[tone])}>
                  <Icon className="size-4" />
                </span>
                <div className="min-w-0 flex-1 pt-1">
                  <p className="text-sm font-medium text-ink">{wording.stepTitle(entry)}</p>
                  <p className="mt-0.5 text-xs text-muted">
                    {entry.by ? (
                      <>
                        {entry.by.name} <span className="text-slate-500">({wording.roles[entry.by.role]})</span> ·{' '}
                      </>
                    ) : null}
                    <time dateTime={entry.at} className="whitespace-nowrap tabular-nums">
                      {formatDateTime(entry.at, 'YYYY-MM-DD')}
                    </time>
                  </p>
                  {entry.reason && (
                    <p className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm break-words text-ink ring-1 ring-slate-200 ring-inset">
                      <span className={wording.reason === 'labelled' ? undefined : 'sr-only'}>Reason: </span>
                      {wording.reason === 'quoted' ? `“${entry.reason}”` : entry.reason}
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}
