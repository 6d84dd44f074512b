import { useState, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { messages, verificationStatuses, type VerificationStatus } from '@referly/domain';
import { paths } from '../../lib/paths';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { BackLink, DetailColumns, DetailHeader, DetailStates } from '../../ui/detail-page';
import { Fact, FactList, NotGiven } from '../../ui/facts';
import { useFailureToast } from '../../ui/list-states';
import { PageColumn } from '../../ui/page';
import { Panel } from '../../ui/panel';
import { Dialog } from '../../ui/dialog';
import { DetailSkeleton } from '../../ui/skeleton';
import { StatusSelect } from '../../ui/status-select';
import type { AdminUser } from './api/types';
import { useAdminUser } from './api/use-admin-user';
import { useUpdateVerificationStatus } from './api/use-update-verification-status';
import { AccountStatusBadge, formatDate, RoleLabel, VerificationBadge, verificationLabels } from './components/badges';
import { ReferrerEvidence } from './components/referrer-evidence';
import { VerificationEvidence } from './components/verification-evidence';

const failureText = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Failed to update verification status.');

const verificationOptions = verificationStatuses.map((status) => ({ value: status, label: verificationLabels[status], tone: status }));

const nameOf = (user: AdminUser) => `${user.firstName} ${user.lastName}`.trim() || user.email;

/** Approving lets a referrer see their company's paid requests and earn credits, so it is asked before it is sent. */
function ConfirmApproval({ user, busy, onConfirm, onClose }: { user: AdminUser; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  const company = user.verification?.details.companyName || user.careerInfo?.companyName;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      size="sm"
      title={`Approve ${nameOf(user)} as a referrer?`}
      description={`They will see the paid referral requests ${company ? `for ${company}` : 'for their company'} and earn credits for them. They are told at once.`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Approving...' : 'Approve'}
          </Button>
        </>
      }
    />
  );
}

/** Spec 000 §4: the change is sent at once, an approval once confirmed (issue 13); only referrers have a verification status. */
function VerificationCard({ user }: { user: AdminUser }) {
  const update = useUpdateVerificationStatus(user.id);
  const [confirming, setConfirming] = useState(false);
  const isReferrer = user.userRole === 'referrer';
  const send = (newStatus: VerificationStatus) =>
    update.mutate(newStatus, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(messages.toastVerificationUpdated);
      },
      onError: (error) => void toast.error(failureText(error)),
    });
  const change = (newStatus: VerificationStatus) => (newStatus === 'approved' ? setConfirming(true) : send(newStatus));
  const shown = update.isPending ? update.variables : user.referrerVerificationStatus;
  return (
    <Panel
      title="Referrer verification"
      description={isReferrer ? 'Changing the status takes effect at once and the referrer is told.' : 'Only referrers have a verification status.'}
    >
      <div className="flex flex-col gap-3">
        <StatusSelect
          label="Verification status"
          options={verificationOptions}
          value={shown ?? null}
          placeholder="Not submitted"
          disabled={!isReferrer}
          busy={update.isPending}
          onChange={change}
          className="min-w-44 sm:w-52"
        />
        <div>
          <VerificationBadge status={user.referrerVerificationStatus} role={user.userRole} />
        </div>
      </div>
      {confirming && <ConfirmApproval user={user} busy={update.isPending} onConfirm={() => send('approved')} onClose={() => setConfirming(false)} />}
    </Panel>
  );
}

/** A referrer's reputation: its own feature, which this one may not import; the app hands it over (app/routes.tsx). */
export type ReferrerReputationSlot = ComponentType<{ referrerId: string; referrerName: string }>;

function Details({ user, reputation: Reputation }: { user: AdminUser; reputation: ReferrerReputationSlot | undefined }) {
  const isReferrer = user.userRole === 'referrer';
  return (
    <>
      <DetailHeader
        title={`${user.firstName} ${user.lastName}`.trim() || user.email}
        subtitle={
          <>
            User #{user.index} · <RoleLabel role={user.userRole} />
          </>
        }
        aside={<AccountStatusBadge status={user.accountStatus} />}
      />
      <DetailColumns
        main={
          <>
            <section aria-label="Details" className="rounded-xl border border-slate-200 bg-white px-5 py-2">
              <FactList>
                <Fact label="Email">{user.email}</Fact>
                <Fact label="Mobile">{user.mobile || <NotGiven />}</Fact>
                {!isReferrer && <Fact label="Work phone">{user.mobileWork || <NotGiven />}</Fact>}
                <Fact label="Date of birth">{formatDate(user.personalInfo?.dateOfBirth)}</Fact>
                <Fact label="Role">
                  <RoleLabel role={user.userRole} />
                </Fact>
                <Fact label="Created">{formatDate(user.createdAt)}</Fact>
                <Fact label="Last sign-in">{formatDate(user.lastLoginAt)}</Fact>
              </FactList>
            </section>
            {isReferrer && (user.verification ? <VerificationEvidence user={user} verification={user.verification} /> : <ReferrerEvidence user={user} />)}
          </>
        }
        sideBelow={
          <>
            <VerificationCard user={user} />
            {Reputation && isReferrer && <Reputation referrerId={user.id} referrerName={`${user.firstName} ${user.lastName}`.trim() || user.email} />}
          </>
        }
      />
    </>
  );
}

/** /admin_dashboard/user_management/{id}: who the user is and, for a referrer, what they gave to be verified. */
export function UserDetailPage({ reputation }: { reputation?: ReferrerReputationSlot }) {
  const { id = '' } = useParams();
  const user = useAdminUser(id);
  // once per visit: the re-read after the live socket connects may fail the same way, and says nothing new
  useFailureToast(user.isError && user.errorUpdateCount === 1, messages.failFetchUsers);

  return (
    <PageColumn className="flex flex-col gap-5">
      <BackLink to={paths.adminUsers}>All users</BackLink>
      <DetailStates
        query={user}
        loading={<DetailSkeleton label="Loading user" cards={[6, 3]} timeline={0} />}
        failure={user.error?.message || messages.userNotFound}
      >
        {(data) => <Details user={data} reputation={reputation} />}
      </DetailStates>
    </PageColumn>
  );
}
