import type { ReactNode } from 'react';
import { ListStates, ResponsiveList, type ListQuery } from '../../../ui/list-states';
import { Pagination } from '../../../ui/pagination';
import type { ReferralPage, ReferralRow } from '../api/types';
import { ReferralCards, ReferralRowsSkeleton, ReferralTable, type StatusSortControl } from './referral-table';
import type { ReferralViewer } from './referral-views';

type ReferralListProps = {
  viewer: ReferralViewer;
  query: ListQuery & { data?: ReferralPage | undefined };
  /** the page's rows as shown (sorted, if the viewer sorts them) */
  rows: readonly ReferralRow[];
  page: number;
  onPage: (page: number) => void;
  fresh?: ReadonlySet<string>;
  sort?: StatusSortControl;
  /** above the cards, which have no column header to sort by */
  cardsHeader?: ReactNode;
  /** the spec's message when the list cannot be read */
  failure: string;
  failureIcon?: boolean;
  failed?: boolean;
  emptyState: ReactNode;
};

/** A page of referral requests in its states: loading, failed, empty, or the rows (a table, cards on a phone) and the pages. */
export function ReferralList({ viewer, query, rows, page, onPage, fresh, sort, cardsHeader, failure, failureIcon, failed, emptyState }: ReferralListProps) {
  return (
    <ListStates
      query={query}
      empty={rows.length === 0}
      failed={failed}
      skeleton={<ReferralRowsSkeleton viewer={viewer} />}
      failure={failure}
      failureIcon={failureIcon}
      emptyState={emptyState}
    >
      <ResponsiveList
        query={query}
        table={<ReferralTable viewer={viewer} rows={rows} fresh={fresh} sort={sort} />}
        cards={
          <div className="flex flex-col gap-3">
            {cardsHeader}
            <ReferralCards viewer={viewer} rows={rows} fresh={fresh} />
          </div>
        }
      />
      <Pagination page={query.data?.currentPage ?? page} totalPages={query.data?.totalPages ?? 1} onPage={onPage} />
    </ListStates>
  );
}
