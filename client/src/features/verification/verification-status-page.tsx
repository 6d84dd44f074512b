import { useId, useState, type ReactNode } from 'react';
import { ArrowRight, ChevronDown } from 'lucide-react';
import { verificationMessages, type VerificationStatus } from '@referly/domain';
import { paths } from '../../lib/paths';
import { formatDate } from '../../lib/dates';
import { useSession } from '../../lib/session';
import { Button, ButtonLink } from '../../ui/button';
import { PageColumn, PageHeader } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { useMyVerification } from './api/queries';
import { verificationStatusOf } from './session-status';
import { VerificationSteps, type Step, type StepState } from './verification-steps';
import { WorkProfile } from './work-profile';

const verificationStep: Record<VerificationStatus | 'none', { state: StepState; label: string }> = {
  none: { state: 'todo', label: 'Not started' },
  pending: { state: 'waiting', label: 'In review' },
  approved: { state: 'done', label: 'Verified' },
  rejected: { state: 'refused', label: 'Not approved' },
};

/** /referrer_varification/referee_verification: spec 001 §2.3's verification timeline. */
export function VerificationStatusPage() {
  const { user } = useSession();
  const sessionStatus = verificationStatusOf(user);
  const verification = useMyVerification(sessionStatus);
  // the session follows an admin's decision live; the server's answer fills in a status this browser has not heard of yet
  const status = sessionStatus ?? verification.data?.status ?? null;
  const [showProfile, setShowProfile] = useState(false);
  const profileId = useId();

  const when = (label: string, iso: string | null | undefined): ReactNode =>
    verification.isPending ? (
      <Skeleton className="h-4 w-40" />
    ) : iso ? (
      <p className="text-xs text-slate-500">
        {label}{' '}
        <time dateTime={iso} className="tabular-nums">
          {formatDate(iso, 'YYYY-MM-DD')}
        </time>
      </p>
    ) : null;

  const profileToggle = (
    <Button variant="secondary" aria-expanded={showProfile} aria-controls={profileId} onClick={() => setShowProfile((open) => !open)}>
      View work Profile
      <ChevronDown aria-hidden className={showProfile ? 'size-4 rotate-180 transition-transform' : 'size-4 transition-transform'} />
    </Button>
  );
  const profile = showProfile && (
    <WorkProfile
      id={profileId}
      verification={verification.data}
      loading={verification.isPending}
      failed={verification.isError}
      onRetry={() => void verification.refetch()}
      user={user}
    />
  );

  const step = verificationStep[status ?? 'none'];
  const steps: Step[] = [
    {
      title: 'Registration',
      state: 'done',
      children: <p>Your Referly referrer account is set up and your e-mail address is confirmed.</p>,
    },
    {
      title: 'Verification',
      state: step.state,
      stateLabel: step.label,
      children: (
        <>
          {status === null && (
            <>
              <p>Tell us where you work and confirm your identity with your passport and a photo. Our team checks every referrer by hand.</p>
              <div>
                <ButtonLink to={paths.referrerVerification}>Verify Now</ButtonLink>
              </div>
            </>
          )}
          {status === 'pending' && (
            <>
              <p className="font-medium text-ink">{verificationMessages.pending}</p>
              {when('Submitted on', verification.data?.submittedAt)}
            </>
          )}
          {status === 'approved' && (
            <>
              <p className="font-medium text-ink">{verificationMessages.approved}</p>
              {when('Verified on', verification.data?.decidedAt)}
            </>
          )}
          {status === 'rejected' && (
            <>
              <p className="font-medium text-ink">{verificationMessages.rejected}</p>
              {when('Decided on', verification.data?.decidedAt)}
              <div className="flex flex-wrap gap-2">
                {profileToggle}
                <ButtonLink to={paths.referrerVerification}>Resubmit</ButtonLink>
              </div>
            </>
          )}
          {(status === 'pending' || status === 'approved') && <div>{profileToggle}</div>}
          {profile}
        </>
      ),
    },
    {
      title: 'Earning',
      state: status === 'approved' ? 'done' : 'locked',
      stateLabel: status === 'approved' ? 'Unlocked' : 'Unlocks once you are verified',
      children: (
        <>
          <p>
            You see the referral requests job seekers have paid for at your company, for roles like yours. Review each resume and cover letter, recommend the
            candidates you believe in to your hiring team, and keep the job seeker posted as you go.
          </p>
          <p>
            When the job seeker approves your referral, you earn 100 credits, which you can withdraw to your bank account (the Credits page shows what they are
            worth).
          </p>
          {status === 'approved' && (
            <div>
              <ButtonLink to={paths.referrerDashboard}>
                Go to your dashboard <ArrowRight aria-hidden className="size-4" />
              </ButtonLink>
            </div>
          )}
        </>
      ),
    },
  ];

  return (
    <PageColumn>
      <div className="flex max-w-3xl flex-col gap-8">
        <PageHeader title="Referee Registration & Verification" description="Three steps stand between you and your first referral." />
        <div className="rounded-xl border border-slate-200 bg-white p-5 sm:p-8">
          <VerificationSteps steps={steps} />
        </div>
      </div>
    </PageColumn>
  );
}
