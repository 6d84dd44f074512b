import { useEffect } from 'react';
import { ArrowRight, CircleCheck, CircleX, Clock, FileText, Layers, Plus, Send, type LucideIcon } from 'lucide-react';
import clsx from 'clsx';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { Button, ButtonLink } from '../../../ui/button';
import { PageColumn, PageHeader } from '../../../ui/page';
import { Skeleton } from '../../../ui/skeleton';
import { useSeekerDashboard } from '../api/queries';
import type { SeekerDashboard } from '../api/types';
import { RecentReferrals } from './recent-referrals';

const FAILED = 'Failed to fetch JobSeeker.';

type Counts = SeekerDashboard['jobReferrals'];
type Stat = { key: keyof Counts; label: string; icon: LucideIcon; tone: string };

const stats = (approvedLabel: string): Stat[] => [
  { key: 'total', label: 'Total Requests', icon: Layers, tone: 'bg-slate-100 text-slate-600' },
  { key: 'pending', label: 'Pending', icon: Clock, tone: 'bg-pending-soft text-pending' },
  { key: 'approved', label: approvedLabel, icon: CircleCheck, tone: 'bg-approved-soft text-approved' },
  { key: 'rejected', label: 'Rejected', icon: CircleX, tone: 'bg-rejected-soft text-rejected' },
];

type CardProps = { title: string; icon: LucideIcon; approvedLabel: string; counts: Counts | undefined; loading: boolean; moreTo: string };

/** Spec 001 §2.2: one service's counts and its View More. */
function ServiceCard({ title, icon: Icon, approvedLabel, counts, loading, moreTo }: CardProps) {
  const id = `service-${moreTo.split('/').pop() ?? ''}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand">
          <Icon aria-hidden className="size-5" />
        </span>
        <h2 id={id} className="pt-1.5 text-lg font-semibold text-ink">
          {title}
        </h2>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        {stats(approvedLabel).map(({ key, label, icon: StatIcon, tone }) => (
          <div key={key} className="flex flex-col gap-2 rounded-lg border border-slate-100 bg-slate-50/60 p-3">
            <dt className="flex items-center gap-2 text-sm text-muted">
              <span aria-hidden className={clsx('grid size-6 place-items-center rounded-full', tone)}>
                <StatIcon className="size-3.5" />
              </span>
              {label}
            </dt>
            <dd className="text-2xl font-semibold text-ink tabular-nums">{loading ? <Skeleton className="h-8 w-10" /> : (counts?.[key] ?? '—')}</dd>
          </div>
        ))}
      </dl>
      <ButtonLink to={moreTo} variant="secondary" className="mt-auto self-start">
        View More <ArrowRight aria-hidden className="size-4" />
      </ButtonLink>
    </section>
  );
}

/** /user_dashboard: the seeker's requests at a glance, and the two ways to ask for help. */
export function SeekerDashboardPage() {
  const { user } = useSession();
  const dashboard = useSeekerDashboard();
  const firstFailure = dashboard.isError && dashboard.errorUpdateCount === 1;
  useEffect(() => {
    if (firstFailure) toast.error(FAILED);
  }, [firstFailure]);

  const firstName = user?.personalInfo.firstName.trim();
  const open = dashboard.data?.jobReferrals.pending;

  return (
    <PageColumn className="flex flex-col gap-6">
      <PageHeader
        title={firstName ? `Welcome, ${firstName}!` : 'Welcome!'}
        description={
          open === undefined
            ? 'Your referral requests and resume reviews, at a glance.'
            : open === 0
              ? 'You have no referral requests in progress. Ask for one whenever you are ready.'
              : `You have ${open} referral ${open === 1 ? 'request' : 'requests'} in progress.`
        }
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

      {dashboard.isError && (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-xl border border-rose-200 bg-rose-50 p-4 text-sm text-rose-700 sm:flex-row sm:items-center"
        >
          <p className="flex-1">
            {dashboard.data ? 'We could not refresh your request counts: these may be out of date.' : 'We could not load your request counts.'}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void dashboard.refetch()}>
            Try again
          </Button>
        </div>
      )}

      <div className="grid gap-5 lg:grid-cols-2">
        <ServiceCard
          title="Job Referrals"
          icon={Send}
          approvedLabel="Approved"
          counts={dashboard.data?.jobReferrals}
          loading={dashboard.isPending}
          moreTo={paths.userJobReferrals}
        />
        <ServiceCard
          title="Resume & Cover Letter Review & Assistance"
          icon={FileText}
          approvedLabel="Completed"
          counts={dashboard.data?.careerAdviceAndResumeReview}
          loading={dashboard.isPending}
          moreTo={paths.userResumeReviews}
        />
      </div>

      <RecentReferrals />
    </PageColumn>
  );
}
