import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft, MessageCircle, TriangleAlert } from 'lucide-react';
import { paths } from '../../../app/paths';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { PageColumn } from '../../../ui/page';
import { Skeleton } from '../../../ui/skeleton';
import { useReferral } from '../api/queries';
import type { Referral } from '../api/types';
import { adminReferralMessages } from './messages';
import { RefundPanel } from './refund-panel';
import { RequestFacts } from './request-facts';
import { StatusControl } from './status-control';
import { StatusTimeline } from './status-timeline';

/** Where the request's chat drawer (spec 001 §2.5) will open; the chat comes with a later issue. */
function ChatSpot() {
  return (
    <section aria-labelledby="chat-title" className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-5">
      <h2 id="chat-title" className="flex items-center gap-2 text-base font-semibold text-ink">
        <MessageCircle aria-hidden className="size-5 text-slate-400" />
        Chat
      </h2>
      <p className="mt-1 text-sm text-muted">The conversation between the job seeker and the referrer will show here (read-only for admins).</p>
    </section>
  );
}

function Details({ referral }: { referral: Referral }) {
  return (
    <>
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight text-ink">Job Referral #{referral.index}</h1>
        <p className="mt-1 text-sm text-muted">
          {referral.jobSeekerDetails.name} · {referral.industryDetails.desiredPosition} at {referral.industryDetails.desiredCompany}
        </p>
      </div>
      {/* the status comes first on a phone (the admin's action); on a desktop it sits right of the facts, the chat below it */}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="flex flex-col gap-5 lg:col-start-2 lg:row-start-1">
          <StatusControl referral={referral} />
          {referral.refund && <RefundPanel referralId={referral.id} refund={referral.refund} />}
        </div>
        <div className="flex min-w-0 flex-col gap-5 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <RequestFacts referral={referral} />
          <StatusTimeline entries={referral.timeline} />
        </div>
        <div className="lg:col-start-2 lg:row-start-2">
          <ChatSpot />
        </div>
      </div>
    </>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" aria-label="Loading job referral" className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Skeleton className="h-8 w-64 max-w-full" />
        <Skeleton className="h-4 w-80 max-w-full" />
      </div>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="flex flex-col gap-5">
          {[4, 2, 4].map((rows, card) => (
            <div key={card} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5">
              <Skeleton className="h-5 w-40" />
              {Array.from({ length: rows }, (_, i) => (
                <div key={i} className="flex flex-col gap-2 sm:flex-row sm:gap-4">
                  <Skeleton className="h-4 w-28 sm:w-40" />
                  <Skeleton className="h-4 w-48 max-w-full" />
                </div>
              ))}
            </div>
          ))}
        </div>
        <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-10 w-full" />
        </div>
      </div>
    </div>
  );
}

/** /admin_dashboard/job_referrals/{id}: one request's facts, its timeline, its status and its refund. */
export function AdminReferralPage() {
  const { id = '' } = useParams();
  const referral = useReferral('admin', id);
  // once per visit: a re-read after the live socket connects may fail the same way and says nothing new
  const firstFailure = referral.isError && referral.errorUpdateCount === 1;
  useEffect(() => {
    if (firstFailure) toast.error(adminReferralMessages.failDetail);
  }, [firstFailure]);

  return (
    <PageColumn className="flex flex-col gap-5">
      <Link to={paths.adminServices} className="focus-ring inline-flex w-fit items-center gap-1.5 rounded text-sm font-medium text-brand hover:underline">
        <ArrowLeft aria-hidden className="size-4" /> All job referrals
      </Link>
      {referral.isPending ? (
        <DetailSkeleton />
      ) : referral.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-rose-200 bg-rose-50 px-6 py-10 text-center text-sm text-rose-700"
        >
          <TriangleAlert aria-hidden className="size-6" />
          <p className="font-medium">{referral.error.message || adminReferralMessages.failDetail}</p>
          <Button variant="secondary" size="sm" onClick={() => void referral.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <Details referral={referral.data} />
      )}
    </PageColumn>
  );
}
