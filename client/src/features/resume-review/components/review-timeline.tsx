import {
  BellRing,
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
import type { ReviewTimelineEntry } from '@referly/domain';
import type { Tone } from '../../../ui/badge';
import { Timeline } from '../../../ui/timeline';
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
  reminder: { icon: BellRing, tone: 'pending' },
};

const lookOf = (entry: ReviewTimelineEntry) =>
  entry.kind === 'status' && entry.status
    ? { icon: entry.status === 'completed' ? CircleCheck : Clock, tone: reviewStatusTone(entry.status) }
    : looks[entry.kind];

const roles = { jobSeeker: 'Job seeker', admin: 'Admin' } as const;

const stepTitle = (entry: ReviewTimelineEntry) => (
  <>
    {entry.label}
    {entry.attempt !== undefined && entry.attempt > 1 && <span className="font-normal text-muted"> (attempt {entry.attempt})</span>}
  </>
);

/** What happened to a review, from its real events: who did what and when, with reasons, newest last, in the status colours. */
export function ReviewTimeline({ entries, title = 'Timeline' }: { entries: readonly ReviewTimelineEntry[]; title?: string }) {
  return (
    <Timeline
      title={title}
      entries={entries}
      empty="Nothing has happened yet."
      lookOf={lookOf}
      stepTitle={stepTitle}
      roles={roles}
      reasonOf={(reason) => reason}
    />
  );
}
