import { CalendarDays } from 'lucide-react';
import type { CareerAdviceRow } from '@referly/domain';
import { formatDate } from '../../../lib/dates';
import { ServicesSubnav } from '../../../lib/services-subnav';
import { Badge } from '../../../ui/badge';
import { DataTable, type Column } from '../../../ui/data-table';
import { CardList, LinkCard } from '../../../ui/list-cards';
import { EmptyState, ListSkeleton, ListStates, ResponsiveList, useFailureToast } from '../../../ui/list-states';
import { PageColumn, PageHeader } from '../../../ui/page';
import { Pagination } from '../../../ui/pagination';
import { TabBar, tabIdOf } from '../../../ui/tab-bar';
import { useListParams } from '../../../ui/use-list-params';
import { useCareerAdviceList } from '../api/queries';
import type { CareerAdviceListQuery } from '../api/types';
import { meetingWhen } from '../components/meeting';
import { reviewPaths } from '../paths';

const PAGE_SIZE = 10;
const FAILED = 'Failed to fetch career advice requests.';
const states = ['all', 'requested', 'scheduled'] as const;
type State = CareerAdviceListQuery['state'];
const stateLabels: Record<State, string> = { all: 'All', requested: 'Waiting for a meeting', scheduled: 'Scheduled' };
const isState = (value: string | null): value is State => states.some((state) => state === value);

const StateBadge = ({ row }: { row: CareerAdviceRow }) =>
  row.meeting ? <Badge tone="approved">Scheduled</Badge> : <Badge tone="pending">Waiting for a meeting</Badge>;

const columns: Column<CareerAdviceRow>[] = [
  { header: 'ID', className: 'text-slate-500 tabular-nums', cell: (row) => row.index },
  { header: 'User Name', className: 'font-medium whitespace-nowrap text-ink', cell: (row) => row.userName },
  { header: 'Email', className: 'max-w-52 truncate text-muted', cell: (row) => row.email },
  { header: 'Desired Position', className: 'max-w-48 truncate text-ink', cell: (row) => row.desiredPosition },
  { header: 'Requested', className: 'whitespace-nowrap text-muted tabular-nums', cell: (row) => formatDate(row.requestedAt) },
  { header: 'Meeting', className: 'whitespace-nowrap tabular-nums', cell: (row) => (row.meeting ? meetingWhen(row.meeting) : <StateBadge row={row} />) },
];

/** /admin_dashboard/career_advice_table: the seekers' requests for a career advice session, and their meetings. */
export function CareerAdviceTablePage() {
  const { params, page, update, setPage } = useListParams({ state: 'all' });
  const raw = params.get('state');
  const state: State = isState(raw) ? raw : 'all';
  const list = useCareerAdviceList({ page, limit: PAGE_SIZE, state });
  useFailureToast(list.isError && list.errorUpdateCount === 1, FAILED);
  const rows = list.data?.data ?? [];

  return (
    <PageColumn className="flex flex-col gap-5">
      <PageHeader title="Career Advice" description="Job seekers who asked for a session on their resume review. Open one to set its meeting." />
      <ServicesSubnav />
      <TabBar
        label="Filter career advice sessions"
        value={state}
        onChange={(next) => update({ state: next, page: '1' })}
        tabs={states.map((value) => ({ value, label: stateLabels[value] }))}
      />
      <div role="tabpanel" aria-labelledby={tabIdOf(state)} className="flex flex-col gap-5">
        <ListStates
          query={list}
          empty={rows.length === 0}
          skeleton={
            <ListSkeleton label="Loading career advice requests" cells={['h-4 w-6', 'h-4 w-28', 'hidden h-4 w-40 md:block', 'ml-auto h-5 w-24 rounded-full']} />
          }
          failure={FAILED}
          emptyState={
            <EmptyState
              icon={CalendarDays}
              title="No career advice sessions here."
              text="A session appears here as soon as a job seeker asks for one on a review."
            />
          }
        >
          <ResponsiveList
            query={list}
            table={
              <DataTable
                columns={columns}
                rows={rows}
                rowKey={(row) => row.reviewId}
                rowLink={(row) => ({ to: reviewPaths.adminCareerAdviceDetail(row.reviewId), label: `Open the career advice session of ${row.userName}` })}
              />
            }
            cards={
              <CardList>
                {rows.map((row) => (
                  <LinkCard key={row.reviewId} to={reviewPaths.adminCareerAdviceDetail(row.reviewId)}>
                    <p className="flex items-baseline gap-2">
                      <span className="text-xs text-slate-500 tabular-nums">#{row.index}</span>
                      <span className="truncate font-medium text-ink">{row.userName}</span>
                    </p>
                    <p className="mt-0.5 truncate text-sm text-muted">{row.desiredPosition}</p>
                    <div className="mt-2.5 flex flex-wrap items-center justify-between gap-2">
                      <StateBadge row={row} />
                      <span className="text-xs text-slate-500 tabular-nums">
                        {row.meeting ? meetingWhen(row.meeting) : `Asked ${formatDate(row.requestedAt)}`}
                      </span>
                    </div>
                  </LinkCard>
                ))}
              </CardList>
            }
          />
          <Pagination page={list.data?.currentPage ?? page} totalPages={list.data?.totalPages ?? 1} onPage={setPage} />
        </ListStates>
      </div>
    </PageColumn>
  );
}
