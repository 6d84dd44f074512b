import {
  Bot,
  CalendarCheck,
  CalendarPlus,
  CircleCheck,
  Clock,
  CreditCard,
  FilePlus2,
  FileCheck2,
  MessageSquareText,
  TriangleAlert,
  type LucideIcon,
} from 'lucide-react';
import clsx from 'clsx';
import type { ReviewTimelineEntry } from '@referly/domain';
import { formatDateTime } from '../../../lib/dates';
import { toneClasses, type Tone } from '../../../ui/badge';
import { Panel } from '../../../ui/panel';
import { reviewStatusTone } from './review-status';

const looks: Record<ReviewTimelineEntry['kind'], { icon: LucideIcon; tone: Tone }> = {
  created: { icon: FilePlus2, tone: 'neutral' },
  paid: { icon: CreditCard, tone: 'approved' },
  paymentFailed: { icon: CreditCard, tone: 'rejected' },
  paymentMismatch: { icon: TriangleAlert, tone: 'rejected' },
  aiQueued: { icon: Bot, tone: 'progress' },
  aiCompleted: { icon: Bot, tone: 'approved' },
  aiFailed: { icon: TriangleAlert, tone: 'rejected' },
  consultantReview: { icon: FileCheck2, tone: 'approved' },
  status: { icon: Clock, tone: 'neutral' },
  feedback: { icon: MessageSquareText, tone: 'brand' },
  careerAdviceRequested: { icon: CalendarPlus, tone: 'pending' },
  meetingScheduled: { icon: CalendarCheck, tone: 'brand' },
};

const lookOf = (entry: ReviewTimelineEntry) =>
  entry.kind === 'status' && entry.status
    ? { icon: entry.status === 'completed' ? CircleCheck : Clock, tone: reviewStatusTone(entry.status) }
    : looks[entry.kind];

const roles = { jobSeeker: 'Job seeker', admin: 'Admin' } as const;

/** Oldest first, so the newest is last; entries of the same moment keep the server's order. */
const inOrder = (entries: readonly ReviewTimelineEntry[]) =>
  entries
    .map((entry, position) => ({ entry, position }))
    .sort((a, b) => Date.parse(a.entry.at) - Date.parse(b.entry.at) || a.position - b.position)
    .map(({ entry }) => entry);

/** What happened to a review, from its real events: who did what and when, with reasons, newest last, in the status colours. */
export function ReviewTimeline({ entries, title = 'Timeline' }: { entries: readonly ReviewTimelineEntry[]; title?: string }) {
  const ordered = inOrder(entries);
  return (
    <Panel title={title}>
      {ordered.length === 0 ? (
        <p className="text-sm text-muted">Nothing has happened yet.</p>
      ) : (
        <ol>
          {ordered.map((entry, i) => {
            const { icon: Icon, tone } = lookOf(entry);
            const last = i === ordered.length - 1;
            return (
              <li key={`${entry.kind}-${entry.at}-${i}`} className="relative flex gap-3 pb-5 last:pb-0">
                {!last && <span aria-hidden className="absolute top-8 bottom-0 left-[0.9375rem] w-px bg-slate-200" />}
                <span aria-hidden className={clsx('relative grid size-8 shrink-0 place-items-center rounded-full ring-1 ring-inset', toneClasses[tone])}>
                  <Icon className="size-4" />
                </span>
                <div className="min-w-0 flex-1 pt-1">
                  <p className="text-sm font-medium text-ink">
                    {entry.label}
                    {entry.attempt !== undefined && entry.attempt > 1 && <span className="font-normal text-muted"> (attempt {entry.attempt})</span>}
                  </p>
                  <p className="mt-0.5 text-xs text-muted">
                    {entry.by && (
                      <>
                        {entry.by.name} <span className="text-slate-500">({roles[entry.by.role]})</span> ·{' '}
                      </>
                    )}
                    <time dateTime={entry.at} className="whitespace-nowrap tabular-nums">
                      {formatDateTime(entry.at, 'YYYY-MM-DD')}
                    </time>
                  </p>
                  {entry.reason && (
                    <p className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm break-words text-ink ring-1 ring-slate-200 ring-inset">{entry.reason}</p>
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
