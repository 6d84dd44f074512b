import { Inbox } from 'lucide-react';
import type { ReferralTab } from '@referly/domain';
import { ClearFiltersButton, SearchField } from '../../../ui/list-filters';
import { EmptyState, useFailureToast } from '../../../ui/list-states';
import { PageColumn, PageHeader } from '../../../ui/page';
import { useListSearch } from '../../../ui/use-list-params';
import { useReferralList } from '../api/queries';
import { ReferralList } from '../components/referral-list';
import { referralTabLabels, ReferralTabBar, useReferralListParams } from '../components/referral-tabs';
import { settledIds, useFreshIds } from '../components/use-fresh-ids';
import { adminReferralMessages } from './messages';
import { ServicesSubnav } from '../../../lib/services-subnav';

const PAGE_SIZE = 10;
// spec 001 §2.4's order of the tabs
const tabOrder: ReferralTab[] = ['all', 'approved', 'pending', 'rejected'];

/** /admin_dashboard/service_management: every job referral request, 10 a page, with each tab's real count. */
export function AdminReferralsPage() {
  const listParams = useReferralListParams();
  const { page, tab, update, setPage } = listParams;
  const { search, searchText, setSearchText, clear } = useListSearch(listParams);

  const referrals = useReferralList('admin', { page, limit: PAGE_SIZE, tab, ...(search ? { search } : {}) });
  useFailureToast(referrals.isError, adminReferralMessages.failList);

  const rows = referrals.data?.data ?? [];
  const counts = referrals.data?.counts;
  const fresh = useFreshIds(settledIds(referrals, rows), `${tab}:${page}:${search}`);

  return (
    <PageColumn className="flex flex-col gap-5">
      <PageHeader
        title="Service Management"
        description={counts ? `Job referral requests: ${counts.all} in all, ${counts.pending} not decided yet.` : 'Every job referral request, paid or not.'}
      />
      <ServicesSubnav />
      <SearchField
        label="Search job referrals"
        value={searchText}
        onChange={setSearchText}
        placeholder="Search by name, job title or company"
        className="sm:max-w-md"
      />
      <ReferralTabBar
        label="Filter job referrals by status"
        order={tabOrder}
        value={tab}
        counts={counts}
        onChange={(next) => update({ tab: next, page: '1' })}
      />

      <ReferralList
        viewer="admin"
        query={referrals}
        rows={rows}
        page={page}
        onPage={setPage}
        fresh={fresh}
        failure={adminReferralMessages.failList}
        emptyState={
          <EmptyState
            icon={Inbox}
            title={search ? 'No job referrals match this search.' : `No ${tab === 'all' ? '' : `${referralTabLabels[tab].toLowerCase()} `}job referrals.`}
            text={search ? 'Try another name, job title or company.' : 'Requests appear here as soon as job seekers make them.'}
            actions={search ? <ClearFiltersButton label="Clear search" onClick={() => clear()} /> : null}
          />
        }
      />
    </PageColumn>
  );
}
