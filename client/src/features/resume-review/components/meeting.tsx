import { CalendarClock, ExternalLink } from 'lucide-react';
import type { CareerAdviceMeeting } from '@referly/domain';
import { formatDateTime } from '../../../lib/dates';

/** When a meeting's day and time (as the admin set them) are, in the one date-and-time form. */
export const meetingWhen = (meeting: CareerAdviceMeeting) => formatDateTime(`${meeting.date}T${meeting.time}`);

/** A career advice meeting: when, and the link to join it. */
export function MeetingCard({ meeting }: { meeting: CareerAdviceMeeting }) {
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-900 ring-1 ring-brand-100 ring-inset">
      <p className="flex items-center gap-2 font-medium">
        <CalendarClock aria-hidden className="size-4 shrink-0" />
        <span className="tabular-nums">{meetingWhen(meeting)}</span>
      </p>
      <a
        href={meeting.link}
        target="_blank"
        rel="noopener noreferrer"
        className="focus-ring inline-flex w-fit max-w-full items-center gap-1 rounded font-medium text-brand underline-offset-2 hover:underline"
      >
        <span className="truncate">Join the meeting</span>
        <ExternalLink aria-hidden className="size-3.5 shrink-0" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
      <p className="text-xs break-all text-brand-800">{meeting.link}</p>
    </div>
  );
}
