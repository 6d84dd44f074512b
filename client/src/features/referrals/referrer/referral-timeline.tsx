import { CircleDollarSign, CircleUserRound, Flag, MessageSquareText, Undo2 } from 'lucide-react';
import type { ReferralActorRole } from '@referly/domain';
import clsx from 'clsx';
import { detailDate, timeOfDay } from '../../../lib/format';
import type { Tone } from '../../../ui/badge';
import { statusTone } from '../../../ui/status-badge';
import type { TimelineEntry } from '../api/types';

const roleNames: Record<ReferralActorRole, string> = { jobSeeker: 'job seeker', referrer: 'referrer', admin: 'Referly team' };

const dotTones: Record<Tone, string> = {
  pending: 'bg-pending-soft text-pending ring-amber-200',
  approved: 'bg-approved-soft text-approved ring-emerald-200',
  rejected: 'bg-rejected-soft text-rejected ring-rose-200',
  progress: 'bg-progress-soft text-progress ring-sky-200',
  neutral: 'bg-slate-100 text-slate-600 ring-slate-200',
  brand: 'bg-brand-50 text-brand-800 ring-brand-100',
};

/** A status step takes its status's colour (the same as its badge); the other steps say what kind they are by icon. */
const look = (entry: TimelineEntry): { tone: Tone; icon: typeof Flag } => {
  if (entry.status) return { tone: statusTone(entry.status), icon: Flag };
  switch (entry.kind) {
    case 'paid':
      return { tone: 'approved', icon: CircleDollarSign };
    case 'paymentFailed':
    case 'refundFailed':
      return { tone: 'rejected', icon: CircleDollarSign };
    case 'refundRequested':
    case 'refund':
      return { tone: 'neutral', icon: Undo2 };
    case 'feedback':
      return { tone: 'brand', icon: MessageSquareText };
    default:
      return { tone: 'neutral', icon: CircleUserRound };
  }
};

/** What happened to the request, who did it and when, with reasons, newest last (UI.md). */
export function ReferralTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  // the server sends them in order; a stable sort by time keeps that order for steps of the same moment
  const ordered = [...entries].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  if (ordered.length === 0) return <p className="text-sm text-muted">Nothing has happened to this request yet.</p>;
  return (
    <ol className="flex flex-col">
      {ordered.map((entry, i) => {
        const { tone, icon: Icon } = look(entry);
        const last = i === ordered.length - 1;
        return (
          <li key={`${entry.kind}-${entry.at}-${i}`} className="relative flex gap-3 pb-5 last:pb-0">
            {!last && <span aria-hidden className="absolute top-8 bottom-0 left-[15px] w-px bg-slate-200" />}
            <span className={clsx('relative grid size-8 shrink-0 place-items-center rounded-full ring-1 ring-inset', dotTones[tone])}>
              <Icon aria-hidden className="size-4" />
            </span>
            <div className="min-w-0 pt-1">
              <p className="text-sm font-medium text-ink">{entry.label}</p>
              <p className="text-xs text-muted">
                {entry.by ? `${entry.by.name} (${roleNames[entry.by.role]}) · ` : ''}
                <time dateTime={entry.at} className="tabular-nums">
                  {detailDate(entry.at)} {timeOfDay(entry.at)}
                </time>
              </p>
              {entry.reason && (
                <p className="mt-1.5 rounded-lg bg-slate-50 px-3 py-2 text-sm break-words text-ink ring-1 ring-slate-200 ring-inset">
                  <span className="sr-only">Reason: </span>“{entry.reason}”
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
