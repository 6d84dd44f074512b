import type { ReactNode } from 'react';
import { Activity } from 'lucide-react';
import { useSession } from '../../lib/session.ts';
import { ComingSoonCard, PageColumn, PageHeader } from '../../ui/page.tsx';

/**
 * `activityFeed`: the activity feature's live feed; `waiting`: the referrals feature's count of what waits on an admin.
 * Both are handed in by the routes (features do not import each other).
 */
export function AdminDashboardPage({ activityFeed, waiting }: { activityFeed?: ReactNode; waiting?: ReactNode }) {
  const { user } = useSession();
  return (
    <PageColumn>
      <PageHeader title={`Welcome, ${user?.personalInfo.firstName ?? 'Admin'}!`} description="What is happening on Referly right now." />
      <div className="mt-8 grid items-start gap-5 xl:grid-cols-[minmax(0,1fr)_20rem]">
        {activityFeed ?? (
          <ComingSoonCard icon={Activity} title="Live activity">
            Sign-ups, requests, status changes and payments will stream in here as they happen.
          </ComingSoonCard>
        )}
        {/* on a phone what waits comes first; beside the feed on a wide screen */}
        {waiting && <div className="order-first xl:order-none">{waiting}</div>}
      </div>
    </PageColumn>
  );
}
