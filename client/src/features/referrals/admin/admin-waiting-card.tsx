import type { ReactNode } from 'react';
import { paths } from '../../../lib/paths';
import { WaitingCard, WaitingFailure, WaitingLine, WaitingLinesLoading } from '../../../ui/waiting-card';
import { useDisputes, useReferralList, useWithdrawals } from '../api/queries';

/**
 * The admin home's "Waiting on you": job referral requests not decided yet, disputes to settle (issue 17) and withdrawals to pay out, each a link to
 * where they are handled. Both follow the marketplace live (the referrals feature's live handlers make them stale).
 * `more`: other features' lines (the routes hand them in; features do not import each other).
 */
export function AdminWaitingCard({ more }: { more?: ReactNode }) {
  const requests = useReferralList('admin', { page: 1, limit: 1, tab: 'pending' });
  const withdrawals = useWithdrawals();
  const disputes = useDisputes({ status: 'open', page: 1, limit: 1 });
  const loading = requests.isPending || withdrawals.isPending || disputes.isPending;
  const failed = requests.isError || withdrawals.isError || disputes.isError;
  const toSettle = disputes.data?.openCount ?? 0;
  const toPay = (withdrawals.data ?? []).filter((withdrawal) => withdrawal.status === 'requested').length;
  const pending = requests.data?.counts.pending ?? 0;
  return (
    <WaitingCard>
      {loading ? (
        <WaitingLinesLoading label="Loading what is waiting" lines={3} />
      ) : failed ? (
        <WaitingFailure
          text="Failed to count what is waiting."
          onRetry={() => {
            void requests.refetch();
            void withdrawals.refetch();
            void disputes.refetch();
          }}
        />
      ) : (
        <>
          <WaitingLine
            count={pending}
            label={pending === 1 ? 'job referral request not decided yet' : 'job referral requests not decided yet'}
            to={`${paths.adminServices}?tab=pending`}
          />
          <WaitingLine count={toSettle} label={toSettle === 1 ? 'dispute to settle' : 'disputes to settle'} to={paths.adminDisputes} />
          <WaitingLine
            count={toPay}
            label={toPay === 1 ? 'withdrawal to pay out or decline' : 'withdrawals to pay out or decline'}
            to={paths.adminWithdrawals}
          />
        </>
      )}
      {more}
    </WaitingCard>
  );
}
