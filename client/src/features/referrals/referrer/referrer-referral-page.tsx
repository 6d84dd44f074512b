import { useParams } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { ApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/dates';
import { useSession } from '../../../lib/session';
import { BackLink, DetailColumns, DetailHeader, DetailNotFound, DetailStates } from '../../../ui/detail-page';
import { useFailureToast } from '../../../ui/list-states';
import { PageColumn } from '../../../ui/page';
import { Panel } from '../../../ui/panel';
import { DetailSkeleton } from '../../../ui/skeleton';
import { StatusBadge } from '../../../ui/status-badge';
import { useReferral } from '../api/queries';
import type { Referral } from '../api/types';
import { ReferralFacts } from '../components/referral-facts';
import type { RequestChatSlot } from '../components/request-chat-slot';
import { StatusTimeline } from '../components/status-timeline';
import { RejectionNotice } from './referral-detail-parts';
import { referrerMessages } from './referrer-messages';
import { StatusControl } from './status-control';
import { DisputeNotice } from '../components/dispute-notice';

/** /referrer_dashboard/referrer_details/{id}: one request for the referrer's company (spec 001 §2.3). */
export function ReferrerReferralPage({ chat }: { chat?: RequestChatSlot }) {
  const { id = '' } = useParams();
  const referral = useReferral('referrer', id);
  // a request this referrer may not see answers 404 like one that does not exist (docs/API.md); also what a request
  // taken by a colleague becomes while it is open here (the live event reads it again)
  const notFound = referral.error instanceof ApiError && referral.error.status === 404 ? referral.error : null;
  useFailureToast(referral.isError && notFound === null, referrerMessages.failDetail);

  return (
    <PageColumn className="flex flex-col gap-5">
      <BackLink to={paths.referrerDashboard}>Referral Resumes</BackLink>
      <DetailStates
        query={referral}
        loading={<DetailSkeleton label="Loading referral request" />}
        notFound={
          notFound && (
            <DetailNotFound
              title={notFound.message}
              text="It may have been taken on by another referrer at your company, or the link is wrong."
              back={{ to: paths.referrerDashboard, label: 'Back to Referral Resumes' }}
            />
          )
        }
        failure={referrerMessages.failDetail}
      >
        {(data) => <ReferralDetail key={data.id} referral={data} chat={chat} />}
      </DetailStates>
    </PageColumn>
  );
}

function ReferralDetail({ referral, chat: Chat }: { referral: Referral; chat: RequestChatSlot | undefined }) {
  const { user } = useSession();
  const rejection = referral.status === 'rejected' ? (referral.rejectionReason ?? referral.submittedProofs) : null;
  const { jobSeekerDetails: seeker, industryDetails: industry } = referral;
  return (
    <>
      <DetailHeader
        title={seeker.name}
        beside={
          <>
            <span className="text-lg text-slate-500 tabular-nums">#{referral.index}</span>
            <StatusBadge status={referral.status} />
          </>
        }
        subtitle={
          <>
            {industry.desiredPosition} at {industry.desiredCompany} · submitted{' '}
            <time dateTime={referral.submissionDate} className="tabular-nums">
              {formatDate(referral.submissionDate, 'YYYY-MM-DD')}
            </time>
          </>
        }
        aside={
          Chat && (
            <Chat
              chatType="jobReferral"
              requestId={referral.id}
              company={industry.desiredCompany}
              position={industry.desiredPosition}
              label={`Chat with ${seeker.name.split(' ')[0] || 'the job seeker'}`}
            />
          )
        }
      />
      {rejection && <RejectionNotice reason={rejection} />}
      {referral.dispute && <DisputeNotice dispute={referral.dispute} viewer="referrer" />}
      {/* on a phone the status comes first (it is what the referrer acts on); on a desktop it sits beside the facts */}
      <DetailColumns
        side={
          <Panel title="Status" aside={<StatusBadge status={referral.status} />}>
            <StatusControl referral={referral} myId={user?.id ?? null} company={user?.careerInfo?.companyName ?? null} />
          </Panel>
        }
        main={
          <>
            <ReferralFacts referral={referral} viewer="referrer" />
            {referral.feedback && (
              <Panel title="Feedback from the job seeker">
                <p className="text-sm break-words whitespace-pre-line text-ink">{referral.feedback}</p>
              </Panel>
            )}
          </>
        }
        sideBelow={<StatusTimeline entries={referral.timeline} viewer="referrer" />}
      />
    </>
  );
}
