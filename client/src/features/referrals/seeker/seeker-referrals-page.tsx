import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Plus, Send } from 'lucide-react';
import { referralTabs, type ReferralTab } from '@referly/domain';
import { paths } from '../../../app/paths';
import { toast } from '../../../lib/toast';
import { Button, ButtonLink } from '../../../ui/button';
import { PageColumn, PageHeader } from '../../../ui/page';
import { Pagination } from '../../../ui/pagination';
import { TabBar, tabIdOf } from '../../../ui/tab-bar';
import { useReferralList } from '../api/queries';
import { ReferralCards, ReferralRowsSkeleton, ReferralTable } from '../components/referral-table';
import { useFreshIds } from '../components/use-fresh-ids';

const PAGE_SIZE = 10;
const FAILED = 'Failed to retrieve job referrals.';
const tabLabels: Record<ReferralTab, string> = { all: 'All', pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };
const isTab = (value: string | null): value is ReferralTab => referralTabs.some((tab) => tab === value);

const emptyCopy: Record<ReferralTab, { title: string; text: string }> = {
  all: { title: "You haven't requested a referral yet.", text: 'Tell us the job you want and a referrer at that company can put your resume forward.' },
  pending: { title: 'No requests in progress.', text: 'Requests waiting for a referrer, being handled, or waiting for your approval show here.' },
  approved: { title: 'No approved referrals yet.', text: 'Once a referrer has put you forward and you approve it, the request shows here.' },
  rejected: { title: 'No rejected requests.', text: 'A request a referrer cannot take on shows here, with the reason and its refund.' },
};

function EmptyState({ tab, onShowAll }: { tab: ReferralTab; onShowAll: () => void }) {
  const copy = emptyCopy[tab];
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand">
        <Send aria-hidden className="size-5" />
      </span>
      <p className="text-base font-medium text-ink">{copy.title}</p>
      <p className="max-w-md text-sm text-muted">{copy.text}</p>
      <div className="mt-1 flex flex-wrap justify-center gap-2">
        {tab !== 'all' && (
          <Button variant="secondary" size="sm" onClick={onShowAll}>
            Show all requests
          </Button>
        )}
        <ButtonLink to={paths.userJobReferralNew} size="sm">
          <Plus aria-hidden className="size-4" /> Request a Referral
        </ButtonLink>
      </div>
    </div>
  );
}

/** /user_dashboard/job_referrals: the seeker's own requests, newest first, 10 a page, with every tab's real count. */
export function SeekerReferralsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const rawTab = params.get('tab');
  const tab: ReferralTab = isTab(rawTab) ? rawTab : 'all';

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value && !(key === 'page' && value === '1') && !(key === 'tab' && value === 'all')) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };

  const list = useReferralList('seeker', { page, limit: PAGE_SIZE, tab });
  // once per failure: the re-read after the live socket connects may fail the same way, and says nothing new
  const firstFailure = list.isError && list.errorUpdateCount === 1;
  useEffect(() => {
    if (firstFailure) toast.error(FAILED);
  }, [firstFailure]);

  const rows = list.data?.data;
  const fresh = useFreshIds(
    rows?.map((row) => row.id),
    `${tab}:${page}`,
  );
  const counts = list.data?.counts;
  const hrefOf = (id: string) => paths.userJobReferral(id);

  return (
    <PageColumn className="flex flex-col gap-5">
      <PageHeader
        title="Job Referrals"
        description="Every referral you have asked for, where it stands and what it cost."
        actions={
          <ButtonLink to={paths.userJobReferralNew}>
            <Plus aria-hidden className="size-4" /> Request a Referral
          </ButtonLink>
        }
      />
      <TabBar
        label="Filter requests by status"
        value={tab}
        onChange={(next) => update({ tab: next, page: '1' })}
        tabs={referralTabs.map((value) => ({ value, label: tabLabels[value], count: counts?.[value] }))}
      />

      <div role="tabpanel" aria-labelledby={tabIdOf(tab)} className="flex flex-col gap-5">
        {list.isPending ? (
          <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
            <ReferralRowsSkeleton />
          </div>
        ) : list.isError && !rows ? (
          <div
            role="alert"
            className="flex flex-col items-center gap-3 rounded-xl border border-rose-200 bg-rose-50 px-6 py-10 text-center text-sm text-rose-700"
          >
            <p>{FAILED}</p>
            <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : !rows || rows.length === 0 ? (
          <EmptyState tab={tab} onShowAll={() => update({ tab: 'all', page: '1' })} />
        ) : (
          <>
            <div className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'} aria-busy={list.isFetching || undefined}>
              <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
                <ReferralTable rows={rows} hrefOf={hrefOf} fresh={fresh} />
              </div>
              <div className="md:hidden">
                <ReferralCards rows={rows} hrefOf={hrefOf} fresh={fresh} />
              </div>
            </div>
            <Pagination page={list.data?.currentPage ?? page} totalPages={list.data?.totalPages ?? 1} onPage={(next) => update({ page: String(next) })} />
          </>
        )}
      </div>
    </PageColumn>
  );
}
