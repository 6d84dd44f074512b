import { Inbox } from 'lucide-react';
import { resumeReviewMessages as messages } from '@referly/domain';
import { ServicesSubnav } from '../../../lib/services-subnav';
import { ClearFiltersButton, SearchField } from '../../../ui/list-filters';
import { EmptyState, ListStates, ResponsiveList, useFailureToast } from '../../../ui/list-states';
import { PageColumn, PageHeader } from '../../../ui/page';
import { Pagination } from '../../../ui/pagination';
import { tabIdOf } from '../../../ui/tab-bar';
import { useListSearch } from '../../../ui/use-list-params';
import { useAdminReviewList } from '../api/queries';
import { AdminReviewCards, AdminReviewTable, ReviewRowsSkeleton } from '../components/review-rows';
import { ReviewTabBar, useReviewListParams } from '../components/review-tabs';

const PAGE_SIZE = 10;

/** /admin_dashboard/resume_review: every resume review, 10 a page, tabs All, Completed, Pending with real counts (spec 001 §2.4). */
export function AdminReviewsPage() {
  const listParams = useReviewListParams();
  const { page, tab, update, setPage } = listParams;
  const { search, searchText, setSearchText, clear } = useListSearch(listParams);
  const list = useAdminReviewList({ page, limit: PAGE_SIZE, tab, ...(search ? { search } : {}) });
  useFailureToast(list.isError && list.errorUpdateCount === 1, messages.failList);
  const rows = list.data?.data ?? [];
  const counts = list.data?.counts;

  return (
    <PageColumn className="flex flex-col gap-5">
      <PageHeader
        title="Resume Review"
        description={
          counts ? `Resume reviews: ${counts.all} in all, ${counts.pending} waiting for a consultant.` : 'Every resume and cover letter review, paid or not.'
        }
      />
      <ServicesSubnav />
      <SearchField
        label="Search resume reviews"
        value={searchText}
        onChange={setSearchText}
        placeholder="Search by name or current job"
        className="sm:max-w-md"
      />
      <ReviewTabBar viewer="admin" value={tab} counts={counts} onChange={(next) => update({ tab: next, page: '1' })} />
      <div role="tabpanel" aria-labelledby={tabIdOf(tab)} className="flex flex-col gap-5">
        <ListStates
          query={list}
          empty={rows.length === 0}
          skeleton={<ReviewRowsSkeleton label="Loading resume reviews" />}
          failure={messages.failList}
          emptyState={
            <EmptyState
              icon={Inbox}
              title={search ? 'No resume reviews match this search.' : `No ${tab === 'all' ? '' : `${tab} `}resume reviews.`}
              text={search ? 'Try another name or job.' : 'Reviews appear here as soon as job seekers ask for them.'}
              actions={search ? <ClearFiltersButton label="Clear search" onClick={() => clear()} /> : null}
            />
          }
        >
          <ResponsiveList query={list} table={<AdminReviewTable rows={rows} />} cards={<AdminReviewCards rows={rows} />} />
          <Pagination page={list.data?.currentPage ?? page} totalPages={list.data?.totalPages ?? 1} onPage={setPage} />
        </ListStates>
      </div>
    </PageColumn>
  );
}
