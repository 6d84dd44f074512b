import { paths } from '../../../lib/paths';
import { WaitingFailure, WaitingLine, WaitingLinesLoading } from '../../../ui/waiting-card';
import { useAdminUsers } from '../api/use-admin-users';

/**
 * The admin home's line for referrer verifications waiting for a decision, leading to those referrers. Its read is
 * one of the user reads, so a submission or a decision pushed to the admin room counts it again (live.ts).
 */
export function VerificationsWaiting() {
  const waiting = useAdminUsers({ page: 1, limit: 1, verification: 'pending' });
  if (waiting.isPending) return <WaitingLinesLoading label="Loading the verifications waiting" />;
  if (waiting.isError) return <WaitingFailure text="Failed to count the verifications waiting." onRetry={() => void waiting.refetch()} />;
  const count = waiting.data.totalCount ?? 0;
  return (
    <WaitingLine
      count={count}
      label={count === 1 ? 'referrer verification waiting for a decision' : 'referrer verifications waiting for a decision'}
      to={`${paths.adminUsers}?verification=pending`}
    />
  );
}
