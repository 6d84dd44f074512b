import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Inbox } from 'lucide-react';
import { referralTabs, type ReferralTab } from '@referly/domain';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { PageColumn, PageHeader } from '../../../ui/page';
import { Pagination } from '../../../ui/pagination';
import { TabBar } from '../../../ui/tab-bar';
import { useReferralList } from '../api/queries';
import { CreditsSummary } from './credits-summary';
import { ReferralCards, ReferralsSkeleton, ReferralTable, SortSelect, sortByStatus, type StatusSort } from './referral-rows';
import { referrerMessages } from './referrer-messages';
import { useArrivals } from './use-arrivals';

/** Spec 001 §9: the referrer list shows 10 a page. */
const PAGE_SIZE = 10;
const tabLabels: Record<ReferralTab, string> = { all: 'All', pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };
const isTab = (value: string | null): value is ReferralTab => referralTabs.some((tab) => tab === value);
const sortOf = (value: string | null): StatusSort => (value === 'status' ? 'asc' : value === '-status' ? 'desc' : 'none');
const sortParam: Record<StatusSort, string> = { none: '', asc: 'status', desc: '-status' };

/** /referrer_dashboard: paid requests for the referrer's company that nobody else handles (spec 001 §2.3). */
export function ReferrerReferralsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const rawTab = params.get('tab');
  const tab: ReferralTab = isTab(rawTab) ? rawTab : 'all';
  const sort = sortOf(params.get('sort'));
  const company = useSession().user?.careerInfo?.companyName ?? null;

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value && !(key === 'page' && value === '1') && !(key === 'tab' && value === 'all')) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };

  const list = useReferralList('referrer', { page, limit: PAGE_SIZE, tab });
  useEffect(() => {
    if (list.isError) toast.error(referrerMessages.failList);
  }, [list.isError]);

  const rows = sortByStatus(list.data?.data ?? [], sort);
  const arrived = useArrivals(
    rows.map((row) => row.id),
    `${tab} ${page}`,
    list.isSuccess && !list.isPlaceholderData,
  );
  const counts = list.data?.counts;
  // a page emptied by a decision elsewhere (the last request on page 3 rejected) falls back to the last page there is
  const totalPages = list.data?.totalPages ?? 1;
  const lastPage = Math.max(1, totalPages);
  const outOfRange = list.isSuccess && !list.isPlaceholderData && page > lastPage;
  const goToPage = useEffectEvent((to: number) => update({ page: String(to) }));
  useEffect(() => {
    if (outOfRange) goToPage(lastPage);
  }, [outOfRange, lastPage]);

  return (
    <PageColumn className="flex flex-col gap-5">
      <PageHeader
        title="Referral Resumes"
        description={
          company
            ? `Job seekers who paid for a referral at ${company}. Open one to review the resume and update its status.`
            : 'Job seekers who paid for a referral at your company. Open one to review the resume and update its status.'
        }
      />
      <CreditsSummary />
      <div className="flex flex-col gap-4">
        <TabBar
          label="Filter requests by status"
          value={tab}
          onChange={(value) => update({ tab: value, page: '1' })}
          tabs={referralTabs.map((value) => ({ value, label: tabLabels[value], count: counts?.[value] }))}
        />
        {list.isPending ? (
          <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
            <ReferralsSkeleton />
          </div>
        ) : list.isError && rows.length === 0 ? (
          <div
            role="alert"
            className="flex flex-col items-center gap-3 rounded-xl border border-rose-200 bg-rose-50 px-6 py-10 text-center text-sm text-rose-700"
          >
            <p>{referrerMessages.failList}</p>
            <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : rows.length === 0 ? (
          <EmptyList tab={tab} company={company} onShowAll={() => update({ tab: 'all', page: '1' })} />
        ) : (
          <>
            <div className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'} aria-busy={list.isFetching || undefined}>
              <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
                <ReferralTable rows={rows} arrived={arrived} sort={sort} onSort={(next) => update({ sort: sortParam[next] })} />
              </div>
              <div className="flex flex-col gap-3 md:hidden">
                <SortSelect sort={sort} onSort={(next) => update({ sort: sortParam[next] })} />
                <ReferralCards rows={rows} arrived={arrived} />
              </div>
            </div>
            <Pagination page={list.data?.currentPage ?? page} totalPages={totalPages} onPage={(next) => update({ page: String(next) })} />
          </>
        )}
      </div>
    </PageColumn>
  );
}

function EmptyList({ tab, company, onShowAll }: { tab: ReferralTab; company: string | null; onShowAll: () => void }) {
  const where = company ?? 'your company';
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
      <Inbox aria-hidden className="size-8 text-slate-400" />
      {tab === 'all' ? (
        <>
          <p className="text-base font-medium text-ink">No referral requests for {where} yet.</p>
          <p className="max-w-md text-sm text-muted">
            As soon as a job seeker pays for a referral at {where}, their request appears here, without reloading the page. Keep this page open or check back
            later.
          </p>
        </>
      ) : (
        <>
          <p className="text-base font-medium text-ink">No {tabLabels[tab].toLowerCase()} requests.</p>
          <p className="max-w-md text-sm text-muted">Requests move here as their status changes. Every request for {where} is under All.</p>
          <Button variant="secondary" size="sm" onClick={onShowAll}>
            Show all requests
          </Button>
        </>
      )}
    </div>
  );
}
