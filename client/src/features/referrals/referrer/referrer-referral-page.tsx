import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api';
import { detailDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { PageColumn } from '../../../ui/page';
import { StatusBadge } from '../../../ui/status-badge';
import { useReferral } from '../api/queries';
import type { Referral } from '../api/types';
import { BackLink, ChatSlot, DetailSkeleton, NotFound, RejectionNotice } from './referral-detail-parts';
import { Documents, IndustryDetails, SeekerInformation, Section } from './referral-facts';
import { ReferralTimeline } from './referral-timeline';
import { referrerMessages } from './referrer-messages';
import { StatusControl } from './status-control';

/** /referrer_dashboard/referrer_details/{id}: one request for the referrer's company (spec 001 §2.3). */
export function ReferrerReferralPage() {
  const { id = '' } = useParams();
  const referral = useReferral('referrer', id);
  const notFound = referral.error instanceof ApiError && referral.error.status === 404 ? referral.error : null;
  const failed = referral.isError && notFound === null;
  useEffect(() => {
    if (failed) toast.error(referrerMessages.failDetail);
  }, [failed]);

  return (
    <PageColumn className="flex flex-col gap-5">
      <BackLink />
      {referral.isPending ? (
        <DetailSkeleton />
      ) : notFound ? (
        // also what a request taken by a colleague becomes while it is open here (the live event reads it again)
        <NotFound message={notFound.message} />
      ) : referral.data ? (
        <ReferralDetail key={referral.data.id} referral={referral.data} />
      ) : (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-rose-200 bg-rose-50 px-6 py-10 text-center text-sm text-rose-700"
        >
          <p>{referrerMessages.failDetail}</p>
          <Button variant="secondary" size="sm" onClick={() => void referral.refetch()}>
            Try again
          </Button>
        </div>
      )}
    </PageColumn>
  );
}

function ReferralDetail({ referral }: { referral: Referral }) {
  const { user } = useSession();
  const rejection = referral.status === 'rejected' ? (referral.rejectionReason ?? referral.submittedProofs) : null;
  return (
    <>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 className="text-2xl font-semibold break-words text-ink sm:text-3xl">{referral.jobSeekerDetails.name}</h1>
            <span className="text-lg text-slate-500 tabular-nums">#{referral.index}</span>
            <StatusBadge status={referral.status} />
          </div>
          <p className="mt-1.5 text-base text-muted">
            {referral.industryDetails.desiredPosition} at {referral.industryDetails.desiredCompany} · submitted{' '}
            <time dateTime={referral.submissionDate} className="tabular-nums">
              {detailDate(referral.submissionDate)}
            </time>
          </p>
        </div>
        <ChatSlot seekerName={referral.jobSeekerDetails.name} />
      </header>
      {rejection && <RejectionNotice reason={rejection} />}
      {/* on a phone the status comes first (it is what the referrer acts on); on a desktop it sits beside the facts */}
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
        <Section title="Status" actions={<StatusBadge status={referral.status} />} className="lg:col-start-2 lg:row-start-1">
          <StatusControl referral={referral} myId={user?.id ?? null} company={user?.careerInfo?.companyName ?? null} />
        </Section>
        <div className="flex min-w-0 flex-col gap-5 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <SeekerInformation referral={referral} />
          <IndustryDetails referral={referral} />
          <Documents referral={referral} />
          {referral.feedback && (
            <Section title="Feedback from the job seeker">
              <p className="text-sm break-words whitespace-pre-line text-ink">{referral.feedback}</p>
            </Section>
          )}
        </div>
        <Section title="Timeline" className="lg:col-start-2 lg:row-start-2">
          <ReferralTimeline entries={referral.timeline} />
        </Section>
      </div>
    </>
  );
}
