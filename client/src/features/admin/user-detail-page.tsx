import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft, TriangleAlert } from 'lucide-react';
import { messages, type VerificationStatus } from '@referly/domain';
import { paths } from '../../app/paths';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { PageColumn } from '../../ui/page';
import type { AdminUser } from './api/types';
import { useAdminUser } from './api/use-admin-user';
import { useUpdateVerificationStatus } from './api/use-update-verification-status';
import { AccountStatusBadge, formatDate, RoleLabel, VerificationBadge } from './components/badges';
import { Fact, NotGiven } from './components/fact';
import { Skeleton } from '../../ui/skeleton';
import { ReferrerEvidence } from './components/referrer-evidence';
import { VerificationEvidence } from './components/verification-evidence';
import { VerificationSelect } from './components/verification-select';

const failureText = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Failed to update verification status.');

function VerificationCard({ user }: { user: AdminUser }) {
  const update = useUpdateVerificationStatus(user.id);
  const isReferrer = user.userRole === 'referrer';
  const change = (newStatus: VerificationStatus) =>
    update.mutate(newStatus, {
      onSuccess: () => void toast.success(messages.toastVerificationUpdated),
      onError: (error) => void toast.error(failureText(error)),
    });
  const shown = update.isPending ? update.variables : user.referrerVerificationStatus;
  return (
    <section aria-labelledby="verification-title" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="verification-title" className="text-base font-semibold text-ink">
        Referrer verification
      </h2>
      <p className="mt-1 text-sm text-muted">
        {isReferrer ? 'Changing the status takes effect at once and the referrer is told.' : 'Only referrers have a verification status.'}
      </p>
      <div className="mt-4 flex flex-col gap-3">
        <VerificationSelect value={shown ?? null} disabled={!isReferrer} busy={update.isPending} onChange={change} />
        <div>
          <VerificationBadge status={user.referrerVerificationStatus} role={user.userRole} />
        </div>
      </div>
    </section>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" aria-label="Loading user" className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Skeleton className="h-8 w-64 max-w-full" />
        <Skeleton className="h-4 w-40" />
      </div>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="flex flex-col gap-5">
          {[6, 3].map((rows, card) => (
            <div key={card} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5">
              {Array.from({ length: rows }, (_, i) => (
                <div key={i} className="flex flex-col gap-2 sm:flex-row sm:gap-4">
                  <Skeleton className="h-4 w-28 sm:w-44" />
                  <Skeleton className="h-4 w-48 max-w-full" />
                </div>
              ))}
            </div>
          ))}
        </div>
        <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      </div>
      <span className="sr-only">Loading user…</span>
    </div>
  );
}

function Details({ user }: { user: AdminUser }) {
  const isReferrer = user.userRole === 'referrer';
  return (
    <>
      <div className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-semibold tracking-tight text-ink">{`${user.firstName} ${user.lastName}`.trim() || user.email}</h1>
          <p className="mt-1 text-sm text-muted">
            User #{user.index} · <RoleLabel role={user.userRole} />
          </p>
        </div>
        <AccountStatusBadge status={user.accountStatus} />
      </div>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-5">
          <section aria-label="Details" className="rounded-xl border border-slate-200 bg-white px-5 py-2">
            <dl className="divide-y divide-slate-100">
              <Fact label="Email">{user.email}</Fact>
              <Fact label="Mobile">{user.mobile || <NotGiven />}</Fact>
              {!isReferrer && <Fact label="Work phone">{user.mobileWork || <NotGiven />}</Fact>}
              <Fact label="Date of birth">{formatDate(user.personalInfo?.dateOfBirth)}</Fact>
              <Fact label="Role">
                <RoleLabel role={user.userRole} />
              </Fact>
              <Fact label="Created">{formatDate(user.createdAt)}</Fact>
              <Fact label="Last sign-in">{formatDate(user.lastLoginAt)}</Fact>
            </dl>
          </section>
          {isReferrer && (user.verification ? <VerificationEvidence user={user} verification={user.verification} /> : <ReferrerEvidence user={user} />)}
        </div>
        <div className="lg:sticky lg:top-24">
          <VerificationCard user={user} />
        </div>
      </div>
    </>
  );
}

/** /admin_dashboard/user_management/{id}: who the user is and, for a referrer, what they gave to be verified. */
export function UserDetailPage() {
  const { id = '' } = useParams();
  const user = useAdminUser(id);
  // once per visit: the re-read after the live socket connects may fail the same way, and says nothing new
  const firstFailure = user.isError && user.errorUpdateCount === 1;
  useEffect(() => {
    if (firstFailure) toast.error(messages.failFetchUsers);
  }, [firstFailure]);

  return (
    <PageColumn className="flex flex-col gap-5">
      <Link to={paths.adminUsers} className="focus-ring inline-flex w-fit items-center gap-1.5 rounded text-sm font-medium text-brand hover:underline">
        <ArrowLeft aria-hidden className="size-4" /> All users
      </Link>
      {user.isPending ? (
        <DetailSkeleton />
      ) : user.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-rose-200 bg-rose-50 px-6 py-10 text-center text-sm text-rose-700"
        >
          <TriangleAlert aria-hidden className="size-6" />
          <p className="font-medium">{user.error.message || messages.userNotFound}</p>
          <Button variant="secondary" size="sm" onClick={() => void user.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <Details user={user.data} />
      )}
    </PageColumn>
  );
}
