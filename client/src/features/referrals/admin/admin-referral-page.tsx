import { useParams } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { BackLink, DetailColumns, DetailHeader, DetailStates } from '../../../ui/detail-page';
import { useFailureToast } from '../../../ui/list-states';
import { PageColumn } from '../../../ui/page';
import { DetailSkeleton } from '../../../ui/skeleton';
import { useReferral } from '../api/queries';
import type { Referral } from '../api/types';
import { ReferralFacts } from '../components/referral-facts';
import type { ReferrerReputationSlot } from '../components/referrer-reputation-slot';
import type { RequestChatSlot } from '../components/request-chat-slot';
import { StatusTimeline } from '../components/status-timeline';
import { DisputePanel } from './dispute-panel';
import { adminReferralMessages } from './messages';
import { RefundPanel } from './refund-panel';
import { StatusControl } from './status-control';

function Details({
  referral,
  chat: Chat,
  reputation: Reputation,
}: {
  referral: Referral;
  chat: RequestChatSlot | undefined;
  reputation: ReferrerReputationSlot | undefined;
}) {
  const { jobSeekerDetails: seeker, industryDetails: industry } = referral;
  return (
    <>
      <DetailHeader
        title={`Job Referral #${referral.index}`}
        subtitle={`${seeker.name} · ${industry.desiredPosition} at ${industry.desiredCompany}`}
        aside={
          Chat && <Chat chatType="jobReferral" requestId={referral.id} company={industry.desiredCompany} position={industry.desiredPosition} label="Chat" />
        }
      />
      {/* the status comes first on a phone (the admin's action); on a desktop it sits right of the facts */}
      <DetailColumns
        side={
          <>
            {referral.dispute && <DisputePanel referral={referral} />}
            <StatusControl referral={referral} />
            {referral.refund && <RefundPanel referralId={referral.id} refund={referral.refund} currency={referral.currency} />}
            {Reputation && referral.referrer && <Reputation referrerId={referral.referrer.id} referrerName={referral.referrer.name ?? 'This referrer'} />}
          </>
        }
        main={
          <>
            <ReferralFacts referral={referral} viewer="admin" />
            <StatusTimeline entries={referral.timeline} viewer="admin" />
          </>
        }
      />
    </>
  );
}

/** /admin_dashboard/job_referrals/{id}: one request's facts, its timeline, its status and its refund. */
export function AdminReferralPage({ chat, reputation }: { chat?: RequestChatSlot; reputation?: ReferrerReputationSlot }) {
  const { id = '' } = useParams();
  const referral = useReferral('admin', id);
  // once per visit: a re-read after the live socket connects may fail the same way and says nothing new
  useFailureToast(referral.isError && referral.errorUpdateCount === 1, adminReferralMessages.failDetail);

  return (
    <PageColumn className="flex flex-col gap-5">
      <BackLink to={paths.adminServices}>All job referrals</BackLink>
      <DetailStates
        query={referral}
        loading={<DetailSkeleton label="Loading job referral" />}
        failure={referral.error?.message || adminReferralMessages.failDetail}
      >
        {(data) => <Details referral={data} chat={chat} reputation={reputation} />}
      </DetailStates>
    </PageColumn>
  );
}
