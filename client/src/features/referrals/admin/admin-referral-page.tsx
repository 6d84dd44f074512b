import { useParams } from 'react-router-dom';
import { MessageCircle } from 'lucide-react';
import { paths } from '../../../app/paths';
import { BackLink, DetailColumns, DetailHeader, DetailStates } from '../../../ui/detail-page';
import { useFailureToast } from '../../../ui/list-states';
import { PageColumn } from '../../../ui/page';
import { DetailSkeleton } from '../../../ui/skeleton';
import { useReferral } from '../api/queries';
import type { Referral } from '../api/types';
import { ReferralFacts } from '../components/referral-facts';
import { StatusTimeline } from '../components/status-timeline';
import { adminReferralMessages } from './messages';
import { RefundPanel } from './refund-panel';
import { StatusControl } from './status-control';

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
  const { jobSeekerDetails: seeker, industryDetails: industry } = referral;
  return (
    <>
      <DetailHeader title={`Job Referral #${referral.index}`} subtitle={`${seeker.name} · ${industry.desiredPosition} at ${industry.desiredCompany}`} />
      {/* the status comes first on a phone (the admin's action); on a desktop it sits right of the facts, the chat below it */}
      <DetailColumns
        side={
          <>
            <StatusControl referral={referral} />
            {referral.refund && <RefundPanel referralId={referral.id} refund={referral.refund} />}
          </>
        }
        main={
          <>
            <ReferralFacts referral={referral} viewer="admin" />
            <StatusTimeline entries={referral.timeline} viewer="admin" />
          </>
        }
        sideBelow={<ChatSpot />}
      />
    </>
  );
}

/** /admin_dashboard/job_referrals/{id}: one request's facts, its timeline, its status and its refund. */
export function AdminReferralPage() {
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
        {(data) => <Details referral={data} />}
      </DetailStates>
    </PageColumn>
  );
}
