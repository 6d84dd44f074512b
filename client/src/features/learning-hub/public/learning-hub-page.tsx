import { BookOpen, SearchX } from 'lucide-react';
import clsx from 'clsx';
import { learningHubPageSize } from '@referly/domain';
import { ClearFiltersButton, SearchField } from '../../../ui/list-filters';
import { EmptyState, ListStates, useFailureToast } from '../../../ui/list-states';
import { Pagination } from '../../../ui/pagination';
import { useListParams, useListSearch } from '../../../ui/use-list-params';
import { usePublicPosts } from '../api/queries';
import type { Popularity } from '../api/types';
import { PostCard, PostCardsSkeleton } from '../components/post-card';
import { SortToggle } from '../components/sort-toggle';
import { learningHubText } from '../messages';

const showing = (shown: number, total: number) => `Showing ${shown} of ${total} ${total === 1 ? 'post' : 'posts'}`;

/** /learningHub (spec 000 §2): the published articles and webinars, searched and sorted by latest or popular, 10 a page. */
export function LearningHubPage() {
  const listParams = useListParams({ popularity: 'latest' });
  const { params, page, update, setPage } = listParams;
  const { search, searchText, setSearchText, clear } = useListSearch(listParams);
  const popularity: Popularity = params.get('popularity') === 'popular' ? 'popular' : 'latest';
  const list = usePublicPosts({ page, limit: learningHubPageSize, popularity, ...(search ? { search } : {}) });
  useFailureToast(list.isError && list.errorUpdateCount === 1, learningHubText.failList);
  const posts = list.data?.data ?? [];

  return (
    <div className="pb-16">
      <section className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 pt-10 pb-8 sm:px-6 lg:pt-14">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Learning Hub</p>
            <h1 className="mt-2 text-3xl font-semibold text-ink sm:text-4xl">Guides and webinars for your next move</h1>
            <p className="mt-3 text-base text-muted sm:text-lg">
              Practical advice from recruiters and referrers across Australia: referrals, resumes, interviews and the job market.
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <SearchField
              label="Search the learning hub"
              value={searchText}
              onChange={setSearchText}
              placeholder="Search articles and webinars"
              className="flex-1 sm:max-w-md"
            />
            <SortToggle value={popularity} onChange={(next) => update({ popularity: next, page: '1' })} />
          </div>
        </div>
      </section>

      <section aria-label="Posts" className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 pt-8 sm:px-6">
        <ListStates
          query={list}
          empty={posts.length === 0}
          skeleton={<PostCardsSkeleton label="Loading posts" />}
          failure={learningHubText.failList}
          emptyState={
            search ? (
              <EmptyState
                icon={SearchX}
                title={`No posts match "${search}".`}
                text="Try another word, or clear the search to see every post."
                actions={<ClearFiltersButton label="Clear search" onClick={() => clear()} />}
              />
            ) : (
              <EmptyState icon={BookOpen} title="No posts yet." text="New articles and webinars are on their way. Check back soon." />
            )
          }
        >
          <p aria-live="polite" className="text-sm text-muted">
            {showing(posts.length, list.data?.total ?? posts.length)}
            {search ? ` for "${search}"` : ''}
          </p>
          <ul className={clsx('grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3', list.isPlaceholderData && 'opacity-60')}>
            {posts.map((post, i) => {
              // the newest post leads the first page, across the row
              const featured = i === 0 && page === 1 && !search && popularity === 'latest';
              return (
                <li key={post._id} className={clsx('flex', featured && 'sm:col-span-2 lg:col-span-3')}>
                  <PostCard post={post} featured={featured} />
                </li>
              );
            })}
          </ul>
          <Pagination page={list.data?.currentPage ?? page} totalPages={list.data?.totalPages ?? 1} onPage={setPage} />
        </ListStates>
      </section>
    </div>
  );
}
