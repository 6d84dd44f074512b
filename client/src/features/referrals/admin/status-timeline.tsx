import {
  Ban,
  Check,
  CircleDollarSign,
  CirclePlus,
  Clock,
  Hourglass,
  MessageSquareText,
  Play,
  RotateCcw,
  TriangleAlert,
  UserCheck,
  type LucideIcon,
} from 'lucide-react';
import clsx from 'clsx';
import type { ReferralActorRole } from '@referly/domain';
import { detailDate, timeOfDay } from '../../../lib/format';
import type { TimelineEntry } from '../api/types';

type Step = { title: string; icon: LucideIcon; tone: string };

const roleLabels: Record<ReferralActorRole, string> = { jobSeeker: 'Job seeker', referrer: 'Referrer', admin: 'Admin' };

// Same status colours as the badges: amber pending, sky in progress, emerald approved, rose rejected.
const tones = {
  neutral: 'bg-slate-100 text-slate-600 ring-slate-200',
  brand: 'bg-brand-50 text-brand-800 ring-brand-100',
  pending: 'bg-pending-soft text-pending ring-amber-200',
  progress: 'bg-progress-soft text-progress ring-sky-200',
  approved: 'bg-approved-soft text-approved ring-emerald-200',
  rejected: 'bg-rejected-soft text-rejected ring-rose-200',
};

/** Spec 001 §2.4's steps (Created, Progress Started, Waiting for Approval, Approved) named on the events that are them. */
const stepOf = (entry: TimelineEntry): Step => {
  switch (entry.kind) {
    case 'created':
      return { title: 'Created', icon: CirclePlus, tone: tones.neutral };
    case 'paid':
      return { title: 'Payment received', icon: CircleDollarSign, tone: tones.approved };
    case 'paymentFailed':
      return { title: 'Payment failed', icon: TriangleAlert, tone: tones.rejected };
    case 'taken':
      return { title: entry.label, icon: UserCheck, tone: tones.brand };
    case 'feedback':
      return { title: 'Feedback given', icon: MessageSquareText, tone: tones.neutral };
    case 'refundRequested':
      return { title: 'Refund requested', icon: RotateCcw, tone: tones.pending };
    case 'refund':
      return { title: 'Refund issued', icon: RotateCcw, tone: tones.approved };
    case 'refundFailed':
      return { title: entry.label, icon: TriangleAlert, tone: tones.rejected };
    case 'status':
      switch (entry.status) {
        case 'inProgress':
          return { title: 'Progress Started', icon: Play, tone: tones.progress };
        case 'waitingforapproval':
          return { title: 'Waiting for Approval', icon: Hourglass, tone: tones.brand };
        case 'approved':
          return { title: 'Approved', icon: Check, tone: tones.approved };
        case 'rejected':
          return { title: 'Rejected', icon: Ban, tone: tones.rejected };
        case 'pending':
          return { title: 'Back to Pending', icon: Clock, tone: tones.pending };
        default:
          return { title: entry.label, icon: Clock, tone: tones.neutral };
      }
  }
};

/** Who did what and when, newest last, with the reason where one was given (UI.md: timelines). */
export function StatusTimeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <section aria-labelledby="timeline-title" className="rounded-xl border border-slate-200 bg-white">
      <h2 id="timeline-title" className="border-b border-slate-100 px-5 py-3 text-base font-semibold text-ink">
        Status Timeline
      </h2>
      <ol className="px-5 py-4">
        {entries.map((entry, i) => {
          const step = stepOf(entry);
          const last = i === entries.length - 1;
          return (
            <li key={`${entry.kind}-${entry.at}-${i}`} className="relative flex gap-3 pb-5 last:pb-0">
              {!last && <span aria-hidden className="absolute top-8 bottom-0 left-[0.9375rem] w-px bg-slate-200" />}
              <span aria-hidden className={clsx('relative grid size-8 shrink-0 place-items-center rounded-full ring-1 ring-inset', step.tone)}>
                <step.icon className="size-4" />
              </span>
              <div className="min-w-0 pt-1">
                <p className="text-sm font-medium text-ink">{step.title}</p>
                <p className="text-xs text-muted">
                  {entry.by ? (
                    <>
                      {entry.by.name} <span className="text-slate-500">({roleLabels[entry.by.role]})</span> ·{' '}
                    </>
                  ) : null}
                  <time dateTime={entry.at} className="tabular-nums">
                    {detailDate(entry.at)} {timeOfDay(entry.at)}
                  </time>
                </p>
                {entry.reason && <p className="mt-1.5 rounded-lg bg-slate-50 px-3 py-2 text-sm break-words text-ink">Reason: {entry.reason}</p>}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
