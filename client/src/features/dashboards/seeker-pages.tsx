import { useParams } from 'react-router-dom';
import { FileText, Handshake, Plus } from 'lucide-react';
import { useSession } from '../../lib/session.ts';
import { paths } from '../../app/paths.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { ComingSoonCard, PageColumn, PageHeader, PlaceholderPage } from '../../ui/page.tsx';

export function SeekerDashboardPage() {
  const { user } = useSession();
  return (
    <PageColumn>
      <PageHeader
        title={`Welcome, ${user?.personalInfo.firstName ?? 'there'}!`}
        description="Your referral requests and resume reviews, all in one place."
        actions={
          <>
            <ButtonLink to={paths.userJobReferralNew}>
              <Plus aria-hidden className="size-4" /> Request a Referral
            </ButtonLink>
            <ButtonLink to={paths.userResumeReviewNew} variant="secondary">
              Request Resume Review
            </ButtonLink>
          </>
        }
      />
      <div className="mt-8 grid gap-5 md:grid-cols-2">
        <ComingSoonCard icon={Handshake} title="Job Referrals">
          Your total, pending, approved and rejected referral requests will be counted here, with a link to the full list.
        </ComingSoonCard>
        <ComingSoonCard icon={FileText} title="Resume & Cover Letter Review & Assistance">
          Your total, pending, completed and rejected reviews will be counted here, with a link to the full list.
        </ComingSoonCard>
      </div>
    </PageColumn>
  );
}

export const SeekerJobReferralsPage = () => (
  <PlaceholderPage icon={Handshake} title="Job Referrals" description="Job referrals — your referral requests will appear here.">
    <ButtonLink to={paths.userJobReferralNew}>
      <Plus aria-hidden className="size-4" /> Request a Referral
    </ButtonLink>
  </PlaceholderPage>
);

export const SeekerNewJobReferralPage = () => (
  <PlaceholderPage
    icon={Handshake}
    title="Request a Referral"
    description="The referral request form — your details, the company and role you want, your resume, then payment — will appear here."
  />
);

export const SeekerJobReferralPage = () => {
  const { id = '' } = useParams();
  return (
    <PlaceholderPage
      icon={Handshake}
      title="Referral Request"
      description={`Request ${id}: its status, details, chat with your referrer and feedback will appear here.`}
    />
  );
};

export const SeekerResumeReviewsPage = () => (
  <PlaceholderPage icon={FileText} title="Resume & Cover Letter Review & Assistance" description="Your resume review requests will appear here.">
    <ButtonLink to={paths.userResumeReviewNew}>Request Resume Review</ButtonLink>
  </PlaceholderPage>
);

export const SeekerNewResumeReviewPage = () => (
  <PlaceholderPage
    icon={FileText}
    title="Request Resume Review"
    description="The resume review form — your details, the industry and role you want, your resume and cover letter, then payment — will appear here."
  />
);

export const SeekerResumeReviewPage = () => {
  const { id = '' } = useParams();
  return (
    <PlaceholderPage
      icon={FileText}
      title="Resume Review"
      description={`Review ${id}: its status, the AI and consultant feedback, payment details and chat will appear here.`}
    />
  );
};
