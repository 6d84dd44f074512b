import { useEffect, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { messages, type VerificationStatus } from '@referly/domain';
import { paths } from '../../app/paths';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import type { AdminUser } from './api/types';
import { useAdminUser } from './api/use-admin-user';
import { useUpdateVerificationStatus } from './api/use-update-verification-status';
import { AccountStatusBadge, formatDate, RoleLabel, VerificationBadge } from './components/badges';
import { Skeleton } from './components/pagination';
import { VerificationSelect } from './components/verification-select';

const failureText = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Failed to update verification status.');

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-3 sm:flex-row sm:gap-4">
      <dt className="text-sm text-muted sm:w-44 sm:shrink-0">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-words text-ink">{children}</dd>
    </div>
  );
}

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
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <VerificationSelect value={shown ?? null} disabled={!isReferrer} busy={update.isPending} onChange={change} />
        <VerificationBadge status={user.referrerVerificationStatus} role={user.userRole} />
      </div>
    </section>
  );
}

/** /admin_dashboard/user_management/{id} */
export function UserDetailPage() {
  const { id = '' } = useParams();
  const user = useAdminUser(id);
  useEffect(() => {
    if (user.isError) toast.error(messages.failFetchUsers);
  }, [user.isError]);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 py-6 sm:px-6 lg:py-8">
      <Link to={paths.adminUsers} className="focus-ring inline-flex w-fit items-center gap-1.5 rounded text-sm font-medium text-brand hover:underline">
        <ArrowLeft aria-hidden className="size-4" /> All users
      </Link>
      {user.isPending ? (
        <div role="status" aria-label="Loading user" className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5">
          <Skeleton className="h-7 w-56" />
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-4 w-full max-w-md" />
          ))}
        </div>
      ) : user.isError ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-rose-200 bg-rose-50 px-6 py-10 text-center text-sm text-rose-700">
          <p>{user.error.message || messages.userNotFound}</p>
          <Button variant="secondary" size="sm" onClick={() => void user.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <div className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <h1 className="truncate text-2xl font-semibold tracking-tight text-ink">
                {`${user.data.firstName} ${user.data.lastName}`.trim() || user.data.email}
              </h1>
              <p className="mt-1 text-sm text-muted">
                User #{user.data.index} · <RoleLabel role={user.data.userRole} />
              </p>
            </div>
            <AccountStatusBadge status={user.data.accountStatus} />
          </div>
          <section aria-label="Details" className="rounded-xl border border-slate-200 bg-white px-5 py-2">
            <dl className="divide-y divide-slate-100">
              <Fact label="Email">{user.data.email}</Fact>
              <Fact label="Mobile">{user.data.mobile || '—'}</Fact>
              <Fact label="Work phone">{user.data.mobileWork || '—'}</Fact>
              <Fact label="Date of birth">{formatDate(user.data.personalInfo?.dateOfBirth)}</Fact>
              <Fact label="Role">
                <RoleLabel role={user.data.userRole} />
              </Fact>
              <Fact label="Created">{formatDate(user.data.createdAt)}</Fact>
              <Fact label="Last sign-in">{formatDate(user.data.lastLoginAt)}</Fact>
            </dl>
          </section>
          <VerificationCard user={user.data} />
        </>
      )}
    </div>
  );
}
