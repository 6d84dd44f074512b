import { useId, type ReactNode } from 'react';
import clsx from 'clsx';
import { Gauge, Sprout } from 'lucide-react';
import { formatRate, formatReplyTime, REPUTATION_MIN_REQUESTS, requestCount, reputationMessages, REPUTATION_WINDOW_DAYS } from '@referly/domain';
import { Panel } from '../../../ui/panel';
import { Skeleton } from '../../../ui/skeleton';
import type { ReferrerReputationView } from '../api/types';
import { useReferrerReputation } from '../api/use-referrer-reputation';

export type ReferrerReputationProps = {
  referrerId: string;
  referrerName: string;
  /** a card of its own (the admin's pages), or a part of a card that already names the referrer (the seeker's) */
  framed?: boolean;
};

const WINDOW = `last ${REPUTATION_WINDOW_DAYS} days`;

function Figure({ label, value, note, placeholder = false }: { label: string; value: string; note: string; placeholder?: boolean }) {
  return (
    // dt and dd straight inside the dl's div (axe: dlitem, definition-list); the grid puts the value beside the label
    <div className="grid grid-cols-[1fr_auto] items-baseline gap-x-3 py-2.5 first:pt-0 last:pb-0">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className={clsx('shrink-0 text-right tabular-nums', placeholder ? 'text-sm font-medium text-muted' : 'text-lg font-semibold text-ink')}>{value}</dd>
      <dd className="col-span-2 mt-0.5 text-xs text-muted">{note}</dd>
    </div>
  );
}

/**
 * The three figures, each with the number of requests it rests on (docs/API.md, Referrer reputation); a rate resting
 * on fewer than three requests says so instead of a share that would mislead.
 */
function Figures({ reputation }: { reputation: ReferrerReputationView }) {
  const { responses, firstReply, approvals } = reputation;
  const replies = firstReply.requests;
  return (
    <dl className="divide-y divide-slate-100">
      <Figure
        label="Response rate"
        value={formatRate(responses.rate, responses.requests)}
        placeholder={responses.requests < REPUTATION_MIN_REQUESTS}
        note={
          responses.requests === 0
            ? `No seeker messages in the ${WINDOW}`
            : `Replied to ${responses.answered} of ${requestCount(responses.requests)} where the seeker wrote`
        }
      />
      <Figure
        label="Median first reply"
        value={firstReply.medianMs === null ? reputationMessages.noReplies : formatReplyTime(firstReply.medianMs)}
        placeholder={firstReply.medianMs === null}
        note={replies === 0 ? 'Timed from the seeker’s first message' : `From ${replies} first ${replies === 1 ? 'reply' : 'replies'}`}
      />
      <Figure
        label="Taken to approved"
        value={formatRate(approvals.rate, approvals.taken)}
        placeholder={approvals.taken < REPUTATION_MIN_REQUESTS}
        note={approvals.taken === 0 ? `No requests taken in the ${WINDOW}` : `${approvals.approved} of ${requestCount(approvals.taken)} taken reached approved`}
      />
    </dl>
  );
}

function Empty({ name }: { name: string }) {
  return (
    <div className="flex items-start gap-3 rounded-lg bg-slate-50 p-3">
      <Sprout aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
      <div className="text-sm">
        <p className="font-medium text-ink">No requests in the {WINDOW} yet</p>
        <p className="mt-0.5 text-muted">Figures appear here once {name} takes on requests and replies to seekers.</p>
      </div>
    </div>
  );
}

function Body({ referrerId, referrerName }: { referrerId: string; referrerName: string }) {
  const reputation = useReferrerReputation(referrerId);
  if (reputation.isPending)
    return (
      <div role="status" aria-label="Loading reputation" className="flex flex-col gap-3">
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex items-center justify-between gap-3">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-5 w-14" />
          </div>
        ))}
      </div>
    );
  if (reputation.isError)
    return (
      <p className="text-sm text-rose-700">
        {reputationMessages.failFetch}{' '}
        <button type="button" onClick={() => void reputation.refetch()} className="focus-ring rounded font-medium underline underline-offset-2">
          Try again
        </button>
      </p>
    );
  const { data } = reputation;
  if (data.responses.requests === 0 && data.approvals.taken === 0) return <Empty name={referrerName} />;
  return <Figures reputation={data} />;
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-1 border-t border-slate-100 pt-3">
      <h3 id={id} className="mb-2.5 text-sm font-semibold text-ink">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * A referrer's reputation (issue 7): response rate, median time to first reply and requests taken to approved over
 * the last 90 days. Shown to the seekers they handle and to admins; the server refuses anyone else.
 */
export function ReferrerReputation({ referrerId, referrerName, framed = true }: ReferrerReputationProps) {
  const body = <Body referrerId={referrerId} referrerName={referrerName} />;
  if (!framed)
    return (
      <Section
        title={
          <>
            Reputation <span className="font-normal text-muted">· {WINDOW}</span>
          </>
        }
      >
        {body}
      </Section>
    );
  return (
    <Panel icon={<Gauge aria-hidden className="size-5" />} title="Referrer reputation" description={`${referrerName}, ${WINDOW}`}>
      {body}
    </Panel>
  );
}
