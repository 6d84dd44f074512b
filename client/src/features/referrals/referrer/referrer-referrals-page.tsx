import { useEffect, useEffectEvent } from 'react';
import { Inbox } from 'lucide-react';
import type { ReferralTab } from '@referly/domain';
import { useSession } from '../../../lib/session';
import { Button } from '../../../ui/button';
import { EmptyState, useFailureToast } from '../../../ui/list-states';
import { PageColumn, PageHeader } from '../../../ui/page';
import { useReferralList } from '../api/queries';
import { ReferralList } from '../components/referral-list';
import { referralTabLabels, ReferralTabBar, useReferralListParams } from '../components/referral-tabs';
import { CreditsSummary } from './credits-summary';
import { SortSelect, sortByStatus, sortHint, type StatusSort } from './referral-rows';
import { referrerMessages } from './referrer-messages';
import { settledIds, useFreshIds } from '../components/use-fresh-ids';

/** Spec 001 §9: the referrer list shows 10 a page. */
const PAGE_SIZE = 10;
const sortOf = (value: string | null): StatusSort => (value === 'status' ? 'asc' : value === '-status' ? 'desc' : 'none');
const sortParam: Record<StatusSort, string> = { none: '', asc: 'status', desc: '-status' };

/** /referrer_dashboard: paid requests for the referrer's company that nobody else handles (spec 001 §2.3). */
export function ReferrerReferralsPage() {
  const { params, page, tab, update, setPage } = useReferralListParams();
  const sort = sortOf(params.get('sort'));
  const onSort = (next: StatusSort) => update({ sort: sortParam[next] });
  const company = useSession().user?.careerInfo?.companyName ?? null;

  const list = useReferralList('referrer', { page, limit: PAGE_SIZE, tab });
  useFailureToast(list.isError, referrerMessages.failList);

  const rows = sortByStatus(list.data?.data ?? [], sort);
  const arrived = useFreshIds(settledIds(list, rows), `${tab} ${page}`);
  const counts = list.data?.counts;
  // a page emptied by a decision elsewhere (the last request on page 3 rejected) falls back to the last page there is
  const lastPage = Math.max(1, list.data?.totalPages ?? 1);
  const outOfRange = list.isSuccess && !list.isPlaceholderData && page > lastPage;
  const goToPage = useEffectEvent(setPage);
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
        <ReferralTabBar value={tab} counts={counts} onChange={(value) => update({ tab: value, page: '1' })} />
        <ReferralList
          viewer="referrer"
          query={list}
          rows={rows}
          page={page}
          onPage={setPage}
          fresh={arrived}
          sort={{ order: sort, hint: sortHint[sort], onSort }}
          cardsHeader={<SortSelect sort={sort} onSort={onSort} />}
          failure={referrerMessages.failList}
          failureIcon={false}
          emptyState={<EmptyList tab={tab} company={company} onShowAll={() => update({ tab: 'all', page: '1' })} />}
        />
      </div>
    </PageColumn>
  );
}

function EmptyList({ tab, company, onShowAll }: { tab: ReferralTab; company: string | null; onShowAll: () => void }) {
  const where = company ?? 'your company';
  if (tab === 'all') {
    return (
      <EmptyState
        icon={Inbox}
        wide
        title={`No referral requests for ${where} yet.`}
        text={`As soon as a job seeker pays for a referral at ${where}, their request appears here, without reloading the page. Keep this page open or check back later.`}
      />
    );
  }
  return (
    <EmptyState
      icon={Inbox}
      wide
      title={`No ${referralTabLabels[tab].toLowerCase()} requests.`}
      text={`Requests move here as their status changes. Every request for ${where} is under All.`}
      actions={
        <Button variant="secondary" size="sm" onClick={onShowAll}>
          Show all requests
        </Button>
      }
    />
  );
}
