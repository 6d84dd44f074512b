import { useState } from 'react';
import { FilePlus2, Inbox, SearchX } from 'lucide-react';
import { learningHubPageSize } from '@referly/domain';
import { paths } from '../../../lib/paths';
import { ButtonLink } from '../../../ui/button';
import { EmptyState, ListStates, ResponsiveList, useFailureToast } from '../../../ui/list-states';
import { PageColumn, PageHeader } from '../../../ui/page';
import { Pagination } from '../../../ui/pagination';
import { TabBar, tabIdOf } from '../../../ui/tab-bar';
import { ClearFiltersButton, SearchField } from '../../../ui/list-filters';
import { useListParams, useListSearch } from '../../../ui/use-list-params';
import { useAdminPosts } from '../api/queries';
import type { AdminTab, LearningHubItem } from '../api/types';
import { learningHubText } from '../messages';
import { DeletePostDialog } from './delete-post-dialog';
import { PostCards, PostRowsSkeleton, PostTable } from './post-rows';

const tabs: Array<{ value: AdminTab; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
  { value: 'restricted', label: 'Restricted' },
];
const isTab = (value: string | null): value is AdminTab => tabs.some((tab) => tab.value === value);
const emptyTitles: Record<AdminTab, string> = {
  all: 'No posts yet.',
  published: 'No published posts.',
  draft: 'No drafts.',
  restricted: 'No restricted posts.',
};

/** /admin_dashboard/learning_hub: every post, 10 a page, tabs All, Published, Draft and Restricted with real counts. */
export function AdminLearningHubPage() {
  const listParams = useListParams({ tab: 'all' });
  const { params, page, update, setPage } = listParams;
  const { search, searchText, setSearchText, clear } = useListSearch(listParams);
  const raw = params.get('tab');
  const tab: AdminTab = isTab(raw) ? raw : 'all';
  const list = useAdminPosts({ page, limit: learningHubPageSize, ...(tab === 'all' ? {} : { status: tab }), ...(search ? { search } : {}) });
  useFailureToast(list.isError && list.errorUpdateCount === 1, learningHubText.failList);
  const [deleting, setDeleting] = useState<LearningHubItem | null>(null);
  const rows = list.data?.data ?? [];
  const counts = list.data?.counts;
  const create = (
    <ButtonLink to={paths.adminCreatePost}>
      <FilePlus2 aria-hidden className="size-4" />
      Create Post
    </ButtonLink>
  );

  return (
    <PageColumn className="flex flex-col gap-5">
      <PageHeader
        title="Learning Hub"
        description={
          counts
            ? `${counts.all} ${counts.all === 1 ? 'post' : 'posts'}: ${counts.published} published, ${counts.draft} ${counts.draft === 1 ? 'draft' : 'drafts'}, ${counts.restricted} restricted.`
            : 'Articles and webinars for the public learning hub.'
        }
        actions={create}
      />
      <SearchField label="Search posts" value={searchText} onChange={setSearchText} placeholder="Search by title, author or tag" className="sm:max-w-md" />
      <TabBar
        label="Filter posts by status"
        value={tab}
        onChange={(next) => update({ tab: next, page: '1' })}
        tabs={tabs.map((item) => ({ ...item, count: counts?.[item.value] }))}
      />
      <div role="tabpanel" aria-labelledby={tabIdOf(tab)} className="flex flex-col gap-5">
        <ListStates
          query={list}
          empty={rows.length === 0}
          skeleton={<PostRowsSkeleton />}
          failure={learningHubText.failList}
          emptyState={
            search ? (
              <EmptyState
                icon={SearchX}
                title={`No posts match "${search}".`}
                text="Try another word, or clear the search."
                actions={<ClearFiltersButton label="Clear search" onClick={() => clear()} />}
              />
            ) : (
              <EmptyState
                icon={Inbox}
                title={emptyTitles[tab]}
                text={
                  tab === 'all' || tab === 'draft'
                    ? 'Write an article or upload a webinar; save it as a draft until it is ready.'
                    : 'Posts appear here once they have this status.'
                }
                actions={tab === 'all' || tab === 'draft' ? create : null}
                inviting={tab === 'all'}
              />
            )
          }
        >
          <ResponsiveList query={list} table={<PostTable rows={rows} onDelete={setDeleting} />} cards={<PostCards rows={rows} onDelete={setDeleting} />} />
          <Pagination page={list.data?.currentPage ?? page} totalPages={list.data?.totalPages ?? 1} onPage={setPage} />
        </ListStates>
      </div>
      {deleting && <DeletePostDialog post={deleting} onClose={() => setDeleting(null)} />}
    </PageColumn>
  );
}
