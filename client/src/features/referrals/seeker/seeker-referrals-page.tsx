import { Plus, Send } from 'lucide-react';
import type { ReferralTab } from '@referly/domain';
import { paths } from '../../../lib/paths';
import { Button, ButtonLink } from '../../../ui/button';
import { EmptyState, useFailureToast } from '../../../ui/list-states';
import { PageColumn, PageHeader } from '../../../ui/page';
import { tabIdOf } from '../../../ui/tab-bar';
import { useReferralList } from '../api/queries';
import { ReferralList } from '../components/referral-list';
import { ReferralTabBar, useReferralListParams } from '../components/referral-tabs';
import { settledIds, useFreshIds } from '../components/use-fresh-ids';

const PAGE_SIZE = 10;
const FAILED = 'Failed to retrieve job referrals.';

const emptyCopy: Record<ReferralTab, { title: string; text: string }> = {
  all: { title: "You haven't requested a referral yet.", text: 'Tell us the job you want and a referrer at that company can put your resume forward.' },
  pending: { title: 'No requests in progress.', text: 'Requests waiting for a referrer, being handled, or waiting for your approval show here.' },
  approved: { title: 'No approved referrals yet.', text: 'Once a referrer has put you forward and you approve it, the request shows here.' },
  rejected: { title: 'No rejected requests.', text: 'A request a referrer cannot take on shows here, with the reason and its refund.' },
};

function EmptyList({ tab, onShowAll }: { tab: ReferralTab; onShowAll: () => void }) {
  return (
    <EmptyState
      icon={Send}
      inviting
      wide
      {...emptyCopy[tab]}
      actions={
        <>
          {tab !== 'all' && (
            <Button variant="secondary" size="sm" onClick={onShowAll}>
              Show all requests
            </Button>
          )}
          <ButtonLink to={paths.userJobReferralNew} size="sm">
            <Plus aria-hidden className="size-4" /> Request a Referral
          </ButtonLink>
        </>
      }
    />
  );
}

/** /user_dashboard/job_referrals: the seeker's own requests, newest first, 10 a page, with every tab's real count. */
export function SeekerReferralsPage() {
  const { page, tab, update, setPage } = useReferralListParams();

  const list = useReferralList('seeker', { page, limit: PAGE_SIZE, tab });
  // once per failure: the re-read after the live socket connects may fail the same way, and says nothing new
  useFailureToast(list.isError && list.errorUpdateCount === 1, FAILED);

  const rows = list.data?.data;
  const fresh = useFreshIds(settledIds(list, rows), `${tab}:${page}`);

  return (
    <PageColumn className="flex flex-col gap-5">
      <PageHeader
        title="Job Referrals"
        description="Every referral you have asked for, where it stands and what it cost."
        actions={
          <ButtonLink to={paths.userJobReferralNew}>
            <Plus aria-hidden className="size-4" /> Request a Referral
          </ButtonLink>
        }
      />
      <ReferralTabBar value={tab} counts={list.data?.counts} onChange={(next) => update({ tab: next, page: '1' })} />

      <div role="tabpanel" aria-labelledby={tabIdOf(tab)} className="flex flex-col gap-5">
        <ReferralList
          viewer="seeker"
          query={list}
          rows={rows ?? []}
          failed={list.isError && !rows}
          page={page}
          onPage={setPage}
          fresh={fresh}
          failure={FAILED}
          failureIcon={false}
          emptyState={<EmptyList tab={tab} onShowAll={() => update({ tab: 'all', page: '1' })} />}
        />
      </div>
    </PageColumn>
  );
}
