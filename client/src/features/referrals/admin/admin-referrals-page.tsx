import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Inbox, Search, TriangleAlert } from 'lucide-react';
import { referralTabs, type ReferralTab } from '@referly/domain';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { PageColumn, PageHeader } from '../../../ui/page';
import { Pagination } from '../../../ui/pagination';
import { TabBar } from '../../../ui/tab-bar';
import { useReferralList } from '../api/queries';
import { adminReferralMessages } from './messages';
import { ReferralCards, ReferralListSkeleton, ReferralTable } from './referral-list';
import { ServicesSubnav } from './services-subnav';

const PAGE_SIZE = 10;
const SEARCH_DEBOUNCE_MS = 300;
const tabLabels: Record<ReferralTab, string> = { all: 'All', approved: 'Approved', pending: 'Pending', rejected: 'Rejected' };
// spec 001 §2.4's order of the tabs
const tabOrder: ReferralTab[] = ['all', 'approved', 'pending', 'rejected'];
const isTab = (value: string | null): value is ReferralTab => referralTabs.some((tab) => tab === value);

/** /admin_dashboard/service_management: every job referral request, 10 a page, with each tab's real count. */
export function AdminReferralsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const rawTab = params.get('tab');
  const tab: ReferralTab = isTab(rawTab) ? rawTab : 'all';
  const [searchText, setSearchText] = useState(search);

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value && !(key === 'page' && value === '1') && !(key === 'tab' && value === 'all')) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };

  // Only typing restarts the wait: the URL is read when the text changes and when the wait ends, not watched.
  const isNewSearch = useEffectEvent((text: string) => text !== search);
  const applySearch = useEffectEvent((text: string) => update({ search: text, page: '1' }));
  useEffect(() => {
    const text = searchText.trim();
    if (!isNewSearch(text)) return;
    const timer = setTimeout(() => applySearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const referrals = useReferralList('admin', { page, limit: PAGE_SIZE, tab, ...(search ? { search } : {}) });
  useEffect(() => {
    if (referrals.isError) toast.error(adminReferralMessages.failList);
  }, [referrals.isError]);

  const rows = referrals.data?.data ?? [];
  const counts = referrals.data?.counts;

  return (
    <PageColumn className="flex flex-col gap-5">
      <PageHeader
        title="Service Management"
        description={counts ? `Job referral requests: ${counts.all} in all, ${counts.pending} not decided yet.` : 'Every job referral request, paid or not.'}
      />
      <ServicesSubnav />
      <label className="relative sm:max-w-md">
        <span className="sr-only">Search job referrals</span>
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
        <input
          type="search"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          placeholder="Search by name, job title or company"
          className="focus-ring h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-ink placeholder:text-slate-400"
        />
      </label>
      <TabBar
        label="Filter job referrals by status"
        value={tab}
        onChange={(next) => update({ tab: next, page: '1' })}
        tabs={tabOrder.map((value) => ({ value, label: tabLabels[value], count: counts?.[value] }))}
      />

      {referrals.isPending ? (
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
          <ReferralListSkeleton />
        </div>
      ) : referrals.isError && rows.length === 0 ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-rose-200 bg-rose-50 px-6 py-10 text-center text-sm text-rose-700"
        >
          <TriangleAlert aria-hidden className="size-6" />
          <p className="font-medium">{adminReferralMessages.failList}</p>
          <Button variant="secondary" size="sm" onClick={() => void referrals.refetch()}>
            Try again
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
          <Inbox aria-hidden className="size-8 text-slate-400" />
          <p className="text-base font-medium text-ink">
            {search ? 'No job referrals match this search.' : `No ${tab === 'all' ? '' : `${tabLabels[tab].toLowerCase()} `}job referrals.`}
          </p>
          <p className="max-w-sm text-sm text-muted">
            {search ? 'Try another name, job title or company.' : 'Requests appear here as soon as job seekers make them.'}
          </p>
          {search && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setSearchText('');
                update({ search: '', page: '1' });
              }}
            >
              Clear search
            </Button>
          )}
        </div>
      ) : (
        <>
          <div className={referrals.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'} aria-busy={referrals.isFetching || undefined}>
            <div className="relative hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
              <ReferralTable rows={rows} />
            </div>
            <div className="md:hidden">
              <ReferralCards rows={rows} />
            </div>
          </div>
          <Pagination
            page={referrals.data?.currentPage ?? page}
            totalPages={referrals.data?.totalPages ?? 1}
            onPage={(next) => update({ page: String(next) })}
          />
        </>
      )}
    </PageColumn>
  );
}
