import { Scale } from 'lucide-react';
import { EmptyState, ListStates, ResponsiveList, useFailureToast } from '../../../ui/list-states';
import { PageColumn, PageHeader } from '../../../ui/page';
import { Pagination } from '../../../ui/pagination';
import { TabBar } from '../../../ui/tab-bar';
import { useListParams } from '../../../ui/use-list-params';
import { useDisputes } from '../api/queries';
import type { DisputeStatus } from '../api/types';
import { settledIds, useFreshIds } from '../components/use-fresh-ids';
import { DisputeCards, DisputesSkeleton, DisputeTable } from './dispute-list';

const PAGE_SIZE = 10;
const failDisputes = 'Failed to fetch disputes.';
const tabs: { value: DisputeStatus; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'settled', label: 'Settled' },
];
const emptyText: Record<DisputeStatus, { title: string; text: string }> = {
  open: {
    title: 'No open disputes.',
    text: 'When a job seeker disputes a completed or approved request, it appears here for the team to settle.',
  },
  settled: { title: 'No settled disputes yet.', text: 'Disputes the team refunds or approves are kept here.' },
};

/** /admin_dashboard/disputes (issue 17): seekers' disputes to ask about in the chat, refund or approve; newest first. */
export function DisputesPage() {
  const { params, page, update, setPage } = useListParams({ status: 'open' });
  const status: DisputeStatus = params.get('status') === 'settled' ? 'settled' : 'open';
  const disputes = useDisputes({ status, page, limit: PAGE_SIZE });
  // the other tab's first page: its count, and the tab opens at once
  const other = useDisputes({ status: status === 'open' ? 'settled' : 'open', page: 1, limit: PAGE_SIZE });
  useFailureToast(disputes.isError, failDisputes);

  const rows = disputes.data?.data ?? [];
  const openCount = disputes.data?.openCount ?? other.data?.openCount;
  const settledCount = status === 'settled' ? disputes.data?.totalCount : other.data?.totalCount;
  const fresh = useFreshIds(settledIds(disputes, rows), `${status}:${page}`);

  return (
    <PageColumn className="flex flex-col gap-5">
      <PageHeader
        title="Disputes"
        description={
          openCount === undefined || openCount === 0
            ? 'Job seekers dispute completed or approved requests here; the team asks in the chat, refunds or approves.'
            : `${openCount} open ${openCount === 1 ? 'dispute is' : 'disputes are'} waiting for the team: ask in the chat, refund or approve.`
        }
      />
      <TabBar
        label="Filter disputes by status"
        value={status}
        onChange={(next) => update({ status: next, page: '1' })}
        tabs={tabs.map((tab) => ({ ...tab, count: tab.value === 'open' ? openCount : settledCount }))}
      />
      <ListStates
        query={disputes}
        empty={rows.length === 0}
        skeleton={<DisputesSkeleton />}
        failure={failDisputes}
        emptyState={<EmptyState icon={Scale} title={emptyText[status].title} text={emptyText[status].text} />}
      >
        <ResponsiveList query={disputes} tableFrom="lg" table={<DisputeTable rows={rows} fresh={fresh} />} cards={<DisputeCards rows={rows} fresh={fresh} />} />
        <Pagination page={disputes.data?.currentPage ?? page} totalPages={disputes.data?.totalPages ?? 0} onPage={setPage} />
      </ListStates>
    </PageColumn>
  );
}
