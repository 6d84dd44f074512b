import { FileSearch, Plus } from 'lucide-react';
import { resumeReviewMessages as messages, type ResumeReviewTab } from '@referly/domain';
import { paths } from '../../../lib/paths';
import { Button, ButtonLink } from '../../../ui/button';
import type { SortOrder } from '../../../ui/data-table';
import { EmptyState, ListStates, ResponsiveList, useFailureToast } from '../../../ui/list-states';
import { PageColumn, PageHeader } from '../../../ui/page';
import { Pagination } from '../../../ui/pagination';
import { tabIdOf } from '../../../ui/tab-bar';
import { useSeekerReviewList } from '../api/queries';
import { ReviewRowsSkeleton, SeekerReviewCards, SeekerReviewTable, SortSelect, sortByStatus } from '../components/review-rows';
import { ReviewTabBar, useReviewListParams } from '../components/review-tabs';

const PAGE_SIZE = 10;

const emptyCopy: Record<ResumeReviewTab, { title: string; text: string }> = {
  all: {
    title: "You haven't asked for a review yet.",
    text: 'Upload your resume and cover letter: an AI review reaches you within seconds of paying, and a consultant follows with a reviewed copy.',
  },
  completed: { title: 'No approved reviews yet.', text: 'Once our consultant has reviewed your resume, the review shows here.' },
  pending: { title: 'No reviews in progress.', text: 'Reviews waiting for our consultant show here.' },
};

const sortOf = (value: string | null): SortOrder => (value === 'status' ? 'asc' : value === '-status' ? 'desc' : 'none');
const sortParam: Record<SortOrder, string> = { none: '', asc: 'status', desc: '-status' };

/** /user_dashboard/resume_review: the seeker's own reviews, newest first, with every tab's real count (spec 001 §2.2). */
export function SeekerReviewsPage() {
  const { params, page, tab, update, setPage } = useReviewListParams();
  const sort = sortOf(params.get('sort'));
  const onSort = (next: SortOrder) => update({ sort: sortParam[next] });

  const list = useSeekerReviewList({ page, limit: PAGE_SIZE, tab });
  useFailureToast(list.isError && list.errorUpdateCount === 1, messages.failList);
  const rows = sortByStatus(list.data?.data ?? [], sort);

  return (
    <PageColumn className="flex flex-col gap-5">
      <PageHeader
        title={messages.heading}
        description="Your resume and cover letter reviews: the instant AI review, the consultant's reviewed copy, and career advice."
        actions={
          <ButtonLink to={paths.userResumeReviewNew}>
            <Plus aria-hidden className="size-4" /> {messages.requestButton}
          </ButtonLink>
        }
      />
      <ReviewTabBar viewer="seeker" value={tab} counts={list.data?.counts} onChange={(next) => update({ tab: next, page: '1' })} />
      <div role="tabpanel" aria-labelledby={tabIdOf(tab)} className="flex flex-col gap-5">
        <ListStates
          query={list}
          empty={rows.length === 0}
          skeleton={<ReviewRowsSkeleton label="Loading resume reviews" />}
          failure={messages.failList}
          failureIcon={false}
          emptyState={
            <EmptyState
              icon={FileSearch}
              inviting
              wide
              {...emptyCopy[tab]}
              actions={
                <>
                  {tab !== 'all' && (
                    <Button variant="secondary" size="sm" onClick={() => update({ tab: 'all', page: '1' })}>
                      Show all reviews
                    </Button>
                  )}
                  <ButtonLink to={paths.userResumeReviewNew} size="sm">
                    <Plus aria-hidden className="size-4" /> {messages.requestButton}
                  </ButtonLink>
                </>
              }
            />
          }
        >
          <ResponsiveList
            query={list}
            table={<SeekerReviewTable rows={rows} sort={{ order: sort, onSort }} />}
            cards={
              <div className="flex flex-col gap-3">
                <SortSelect sort={sort} onSort={onSort} />
                <SeekerReviewCards rows={rows} />
              </div>
            }
          />
          <Pagination page={list.data?.currentPage ?? page} totalPages={list.data?.totalPages ?? 1} onPage={setPage} />
        </ListStates>
      </div>
    </PageColumn>
  );
}
