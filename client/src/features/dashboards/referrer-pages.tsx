import { Link, useParams } from 'react-router-dom';
import { BadgeCheck, ClipboardList, Coins, FileSearch, Hourglass, MessageCircle, UserCheck, XCircle } from 'lucide-react';
import { useSession } from '../../lib/session.ts';
import { ComingSoonCard, PageColumn, PageHeader, PlaceholderPage } from '../../ui/page.tsx';

export function ReferrerDashboardPage() {
  return (
    <PageColumn>
      <PageHeader title="Referral Resumes" description="Candidates asking for a referral at your company." />
      <div className="mt-8 grid gap-5 md:grid-cols-3">
        <ComingSoonCard icon={ClipboardList} title="Referral requests" className="md:col-span-2">
          Requests for your company — with the candidate, job title, submission date and status — will be listed here, 10 per page.
        </ComingSoonCard>
        <ComingSoonCard icon={Coins} title="Credits">
          Credits you earn when a candidate you recommended is hired will show here, ready to withdraw to your bank.
        </ComingSoonCard>
      </div>
    </PageColumn>
  );
}

export const ReferrerDetailsPage = () => {
  const { id = '' } = useParams();
  return (
    <PlaceholderPage
      icon={FileSearch}
      title="Referral Request"
      description={`Request ${id}: the candidate's details, resume and cover letter, its status and your chat with them will appear here.`}
    />
  );
};

export const ReferrerMessengerPage = () => (
  <PlaceholderPage icon={MessageCircle} title="Messenger" description="Your conversations with job seekers about their referral requests will appear here." />
);

export function ReferrerVerificationPage() {
  const { user } = useSession();
  return (
    <PageColumn>
      <div className="max-w-5xl">
        <PageHeader
          title="Account Verification"
          description={`Welcome, ${user?.personalInfo.firstName ?? 'there'}! Verify that you work where you say you do, then start referring candidates.`}
        />
        <div className="mt-8 grid gap-5 md:grid-cols-2">
          <ComingSoonCard icon={UserCheck} title="Your details">
            The verification form — your name, contact numbers, company, position, passport and photo — will appear here.
          </ComingSoonCard>
          <ComingSoonCard icon={BadgeCheck} title="What happens next">
            Our team checks your details. Verification may take up to 14 days; you can follow it on the status page.
          </ComingSoonCard>
        </div>
      </div>
    </PageColumn>
  );
}

export function RefereeVerificationStatusPage() {
  const { user } = useSession();
  const status = user?.referrerVerificationStatus ?? null;
  return (
    <PageColumn>
      <div className="max-w-5xl">
        <PageHeader title="Referee Registration & Verification" />
        {status === 'pending' && (
          <p className="mt-6 flex items-start gap-3 rounded-xl border border-amber-200 bg-pending-soft p-4 text-sm text-pending">
            <Hourglass aria-hidden className="mt-0.5 size-4 shrink-0" />
            The verification process may take up to 14 days. Please wait patiently.
          </p>
        )}
        {status === 'approved' && (
          <div className="mt-6 flex flex-col gap-3 rounded-xl border border-emerald-200 bg-approved-soft p-4 text-sm text-approved sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-start gap-3">
              <BadgeCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
              Congratulations! Your profile has been successfully verified. You can now start referring candidates.
            </p>
            <Link to="/referrer_dashboard" className="focus-ring shrink-0 rounded-lg bg-brand px-4 py-2 text-center font-medium text-white hover:bg-brand-800">
              Go to your dashboard
            </Link>
          </div>
        )}
        {status === 'rejected' && (
          <p className="mt-6 flex items-start gap-3 rounded-xl border border-rose-200 bg-rejected-soft p-4 text-sm text-rejected">
            <XCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
            Your verification was not approved. Please review the feedback, adjust your details and resubmit.
          </p>
        )}
        <div className="mt-8">
          <ComingSoonCard icon={ClipboardList} title="Registration, Verification and Earning">
            The timeline of your registration and verification, and how you earn credits, will appear here.
          </ComingSoonCard>
        </div>
      </div>
    </PageColumn>
  );
}
