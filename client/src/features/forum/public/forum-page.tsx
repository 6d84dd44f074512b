import { MessagesSquare, SearchX, SquarePen } from 'lucide-react';
import clsx from 'clsx';
import { forumInitialPageSize } from '@referly/domain';
import { Button } from '../../../ui/button';
import { ClearFiltersButton, SearchField } from '../../../ui/list-filters';
import { EmptyState, ListStates, useFailureToast } from '../../../ui/list-states';
import { useDiscussionPages, useTags } from '../api/queries';
import { DiscussionCard, DiscussionCardsSkeleton } from '../components/discussion-card';
import { useCreatePost } from '../components/use-create-post';
import { forumText } from '../messages';
import { CategoryList } from './category-list';
import { SidePanel } from './side-panel';
import { SortButtons } from './sort-buttons';
import { useForumFilters } from './use-forum-filters';

/** Spec 000 §9: the first 5 discussions, and 5 more with each Show More Discussions. */
export const PAGE_SIZE = forumInitialPageSize;

const showing = (shown: number, total: number) => `Showing ${shown} of ${total} ${total === 1 ? 'discussion' : 'discussions'}`;

/** /discussionForum (spec 000 §2): search, sort, categories, the discussions 5 at a time, and the side panel. */
export function ForumPage() {
  const filters = useForumFilters();
  const { search, type, tag } = filters;
  const list = useDiscussionPages({ limit: PAGE_SIZE, type, ...(search ? { search } : {}), ...(tag ? { tag } : {}) });
  const tags = useTags();
  useFailureToast(list.isError && list.errorUpdateCount === 1, forumText.failList);
  useFailureToast(tags.isError && tags.errorUpdateCount === 1, forumText.failTags);
  const createPost = useCreatePost();
  const discussions = list.data?.pages.flatMap((page) => page.data) ?? [];
  const total = list.data?.pages.at(-1)?.total ?? discussions.length;
  const filtered = Boolean(search || tag);

  return (
    <div className="pb-16">
      <section className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 pt-10 pb-8 sm:px-6 lg:pt-14">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Discussion Forum</p>
            <h1 className="mt-2 text-3xl font-semibold text-ink sm:text-4xl">Ask, answer and learn from each other</h1>
            <p className="mt-3 text-base text-muted sm:text-lg">Questions about referrals, resumes and interviews, answered by job seekers and referrers.</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <SearchField
              label="Search discussions"
              value={filters.searchText}
              onChange={filters.setSearchText}
              placeholder="Search discussions"
              className="flex-1 sm:max-w-md"
            />
            <SortButtons value={type} onChange={filters.setType} />
            <Button className="lg:hidden" onClick={createPost}>
              <SquarePen aria-hidden className="size-4" />
              Create Post
            </Button>
          </div>
        </div>
      </section>

      <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 pt-8 sm:px-6 lg:grid-cols-[12rem_minmax(0,1fr)_18rem] lg:gap-8 xl:grid-cols-[13rem_minmax(0,1fr)_20rem]">
        <div className="min-w-0 lg:sticky lg:top-20 lg:self-start">
          <CategoryList tags={tags.data ?? []} value={tag} onChange={filters.setTag} loading={tags.isPending} />
        </div>

        <section aria-label="Discussions" className="flex min-w-0 flex-col gap-4">
          <ListStates
            query={list}
            empty={discussions.length === 0}
            skeleton={<DiscussionCardsSkeleton label="Loading discussions" />}
            failure={forumText.failList}
            emptyState={
              filtered ? (
                <EmptyState
                  icon={SearchX}
                  title={forumText.noData}
                  text="Try another word or category, or clear them to see every discussion."
                  actions={<ClearFiltersButton label="Clear search and category" onClick={filters.clear} />}
                />
              ) : (
                <EmptyState
                  icon={MessagesSquare}
                  text={forumText.noDiscussions}
                  actions={
                    <Button onClick={createPost}>
                      <SquarePen aria-hidden className="size-4" />
                      Create Post
                    </Button>
                  }
                  inviting
                />
              )
            }
          >
            <p aria-live="polite" className="text-sm text-muted">
              {showing(discussions.length, total)}
              {search ? ` for "${search}"` : ''}
              {tag ? ` in ${tag}` : ''}
            </p>
            <ul className={clsx('flex flex-col gap-4 transition-opacity', list.isPlaceholderData && 'opacity-60')}>
              {discussions.map((discussion) => (
                <li key={discussion._id}>
                  <DiscussionCard discussion={discussion} />
                </li>
              ))}
            </ul>
            {list.hasNextPage && (
              <Button
                variant="secondary"
                className="self-center"
                onClick={() => void list.fetchNextPage()}
                disabled={list.isFetchingNextPage}
                aria-busy={list.isFetchingNextPage || undefined}
              >
                {list.isFetchingNextPage ? 'Loading...' : 'Show More Discussions'}
              </Button>
            )}
          </ListStates>
        </section>

        <SidePanel tag={tag} shown={discussions} />
      </div>
    </div>
  );
}
