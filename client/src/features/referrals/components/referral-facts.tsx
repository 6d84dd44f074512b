import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import { formatDate } from '../../../lib/dates';
import { Fact, FactPanel, NotGiven } from '../../../ui/facts';
import { FileDownload } from '../../../ui/file-download';
import { StatusBadge } from '../../../ui/status-badge';
import type { FileView, Referral, ReferralAudience } from '../api/types';
import { PaymentFacts } from './payment-facts';

type Wording = {
  /** the Application Status card's words; the referrer reads the status in the page's header instead */
  status: { submitted: string; noReferrer: string } | null;
  industry: string;
  /** a value the seeker left empty */
  blank: string;
  /** null: no Job ad line when there is no ad */
  noJobAd: string | null;
  noCoverLetter: string;
};

/** Each viewer's screen keeps its own words for the same facts. */
const wordings: Record<ReferralAudience, Wording> = {
  seeker: {
    status: { submitted: 'Submitted', noReferrer: 'No referrer yet' },
    industry: 'Industry Selection',
    blank: 'Not given',
    noJobAd: 'Not given',
    noCoverLetter: 'Not given',
  },
  referrer: { status: null, industry: 'Industry Details', blank: '—', noJobAd: 'No job ad link given', noCoverLetter: 'No cover letter was attached.' },
  admin: {
    status: { submitted: 'Submission date', noReferrer: 'No referrer has taken it yet' },
    industry: 'Industry Selection',
    blank: 'Not given',
    noJobAd: null,
    noCoverLetter: 'None sent',
  },
};

const linkClass = 'focus-ring rounded text-brand underline-offset-2 hover:underline';

function JobAdLink({ url, full }: { url: string; full: boolean }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={`${linkClass} inline-flex max-w-full items-center gap-1`}>
      <span className={full ? 'break-all' : 'truncate'}>{full ? url : url.replace(/^https:\/\//, '')}</span>
      <ExternalLink aria-hidden className="size-3.5 shrink-0" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

type ReferralFactsProps = {
  referral: Referral;
  viewer: ReferralAudience;
  /** what the viewer may do about an unpaid request (the seeker's 'Pay now') */
  paymentAction?: ReactNode;
};

/**
 * A request's facts as spec 001 §2.2 to §2.4 list them: status, user information, industry, files and payment, the
 * same cards for the seeker, the referrer and the admin. The seeker reads their own details plain; the others can
 * write or call them.
 */
export function ReferralFacts({ referral, viewer, paymentAction }: ReferralFactsProps) {
  const { jobSeekerDetails: seeker, industryDetails: industry } = referral;
  const wording = wordings[viewer];
  const admin = viewer === 'admin';
  const contact = (href: string, text: string) =>
    viewer === 'seeker' ? (
      text
    ) : (
      <a href={href} className={linkClass}>
        {text}
      </a>
    );
  const orBlank = (value: string) => (value.trim() ? value : <NotGiven>{wording.blank}</NotGiven>);
  // the admin's screen names the file in its download button the way its other screens do
  const file = (label: string, view: FileView) => <FileDownload label={label} file={view} buttonName={admin ? `Download ${label}: ${view.name}` : undefined} />;

  return (
    <div className="flex flex-col gap-5">
      {wording.status && (
        <FactPanel title="Application Status">
          {admin ? <Fact label="Name">{seeker.name}</Fact> : <Fact label="Request">#{referral.index}</Fact>}
          <Fact label={wording.status.submitted}>
            <span className="tabular-nums">{formatDate(referral.submissionDate, 'YYYY-MM-DD')}</span>
          </Fact>
          <Fact label="Status">
            <StatusBadge status={referral.status} />
          </Fact>
          {admin && referral.rejectionReason && <Fact label="Rejection reason">{referral.rejectionReason}</Fact>}
          <Fact label="Referrer">{referral.referrer?.name || <NotGiven>{wording.status.noReferrer}</NotGiven>}</Fact>
        </FactPanel>
      )}

      <FactPanel title="User Information">
        {!admin && <Fact label="Name">{orBlank(seeker.name)}</Fact>}
        <Fact label="Email">{contact(`mailto:${seeker.email}`, seeker.email)}</Fact>
        <Fact label="Phone">{contact(`tel:${seeker.mobile.replace(/\s/g, '')}`, seeker.mobile)}</Fact>
      </FactPanel>

      <FactPanel title={wording.industry}>
        <Fact label="Industry">{orBlank(industry.industry)}</Fact>
        <Fact label="Desired position">{orBlank(industry.desiredPosition)}</Fact>
        <Fact label="Desired company">{orBlank(industry.desiredCompany)}</Fact>
        <Fact label="Current job">{orBlank(industry.currentJob)}</Fact>
        {(referral.jobUrl || wording.noJobAd) && (
          <Fact label="Job ad">{referral.jobUrl ? <JobAdLink url={referral.jobUrl} full={admin} /> : <NotGiven>{wording.noJobAd}</NotGiven>}</Fact>
        )}
      </FactPanel>

      <FactPanel title="Application Details">
        <Fact label="Resume">{file('Resume', referral.resume)}</Fact>
        <Fact label="Cover letter">{referral.coverLetter ? file('Cover letter', referral.coverLetter) : <NotGiven>{wording.noCoverLetter}</NotGiven>}</Fact>
      </FactPanel>

      {viewer !== 'referrer' && <PaymentFacts referral={referral} viewer={viewer} paymentAction={paymentAction} />}
    </div>
  );
}
