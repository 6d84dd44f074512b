import { useId, useState } from 'react';
import { RotateCcw } from 'lucide-react';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { Button, ButtonLink } from '../../ui/button';
import { PageColumn, PageHeader } from '../../ui/page';
import { FormSkeleton } from '../../ui/skeleton';
import { useMyVerification } from './api/queries';
import { verificationStatusOf } from './session-status';
import { valuesFromDetails, valuesFromSession } from './verification-fields';
import { VerificationForm } from './verification-form';
import { WorkProfile } from './work-profile';

/** /referrer_varification: spec 001 §2.3's account verification form, also the way to resubmit after a rejection. */
export function VerificationFormPage() {
  const { user } = useSession();
  const status = verificationStatusOf(user);
  // someone under review (or already verified) has nothing to submit: the tab (and the header's Profile) shows what they sent
  if (status === 'pending' || status === 'approved') return <SubmittedProfile status={status} />;

  return (
    <PageColumn>
      {/* the column keeps its width across the section's tabs; the form narrows inside it */}
      <div className="flex max-w-4xl flex-col gap-6">
        <PageHeader
          title="Account Verification"
          description="Tell us who you are and where you work. Once our team has verified you, you see the referral requests job seekers make for your company and earn credits for each one you help with."
        />
        {status === 'rejected' ? <Resubmission /> : <VerificationForm initial={valuesFromSession(user)} />}
      </div>
    </PageColumn>
  );
}

/** After a rejection the form starts from what was given before; the files must be chosen again (they are not sent back). */
function Resubmission() {
  const verification = useMyVerification('rejected');
  const { user } = useSession();
  const [fromScratch, setFromScratch] = useState(false);

  if (fromScratch) return <VerificationForm initial={valuesFromSession(user)} />;
  if (verification.isPending) return <FormSkeleton label="Loading your details" cards={[4, 5, 2]} />;
  if (verification.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-rose-200 bg-rose-50 px-6 py-10 text-center text-sm text-rose-700">
        <p>The details you sent before could not be loaded.</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button variant="secondary" size="sm" onClick={() => void verification.refetch()}>
            Try again
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setFromScratch(true)}>
            Fill in the form from scratch
          </Button>
        </div>
      </div>
    );
  }
  const details = verification.data.details;
  return (
    <>
      <div role="note" className="flex gap-3 rounded-xl border border-amber-200 bg-pending-soft p-4 text-sm text-ink">
        <RotateCcw aria-hidden className="mt-0.5 size-5 shrink-0 text-pending" />
        <p>
          {details
            ? 'The details you sent before are filled in. Adjust what needs changing, choose your passport and photo again, and submit.'
            : 'Check your details, choose your passport and photo, and submit again.'}
        </p>
      </div>
      <VerificationForm initial={details ? valuesFromDetails(details) : valuesFromSession(user)} />
    </>
  );
}

/** What a referrer under review or verified gave, read-only, with the way on: the status page, or the dashboard. */
function SubmittedProfile({ status }: { status: 'pending' | 'approved' }) {
  const { user } = useSession();
  const verification = useMyVerification(status);
  const id = useId();
  return (
    <PageColumn>
      <div className="flex max-w-4xl flex-col gap-6">
        <PageHeader
          title="Account Verification"
          description={
            status === 'pending'
              ? 'Your details are with our team. There is nothing more to send while they review them.'
              : 'You are a verified referrer. These are the details our team verified.'
          }
          actions={
            <ButtonLink to={status === 'pending' ? paths.referrerVerificationStatus : paths.referrerDashboard} variant="secondary">
              {status === 'pending' ? 'See where it stands' : 'Go to your dashboard'}
            </ButtonLink>
          }
        />
        <WorkProfile
          id={id}
          verification={verification.data}
          loading={verification.isPending}
          failed={verification.isError}
          onRetry={() => void verification.refetch()}
          user={user}
        />
      </div>
    </PageColumn>
  );
}
