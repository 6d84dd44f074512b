import { useState } from 'react';
import { Ban, CheckCircle2, Flag, Inbox, MessagesSquare } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { forumAdminPageSize } from '@referly/domain';
import { EmptyState, ListStates, ResponsiveList, useFailureToast } from '../../../ui/list-states';
import { PageColumn, PageHeader } from '../../../ui/page';
import { Pagination } from '../../../ui/pagination';
import { Skeleton } from '../../../ui/skeleton';
import { TabBar, tabIdOf } from '../../../ui/tab-bar';
import { useListParams } from '../../../ui/use-list-params';
import { useAdminDiscussions, useDiscussionStats } from '../api/queries';
import type { DiscussionStats, DiscussionSummary } from '../api/types';
import { forumText } from '../messages';
import { DeleteDiscussionDialog } from './delete-discussion-dialog';
import { DiscussionCards, DiscussionRowsSkeleton, DiscussionTable } from './discussion-rows';
import { FlaggedQueue } from './flagged-queue';
import { useRestrictAction } from './use-restrict-action';

/** Spec 000 §9: the admin's discussion list, 10 a page. */
export const PAGE_SIZE = forumAdminPageSize;

type Tab = 'all' | 'published' | 'restricted' | 'flagged';
const tabs: Array<{ value: Tab; label: string; count: keyof DiscussionStats }> = [
  { value: 'all', label: 'All', count: 'total' },
  { value: 'published', label: 'Published', count: 'published' },
  { value: 'restricted', label: 'Restricted', count: 'restricted' },
  { value: 'flagged', label: 'Flagged', count: 'flagged' },
];
const isTab = (value: string | null): value is Tab => tabs.some((tab) => tab.value === value);
const emptyTitles: Record<Exclude<Tab, 'flagged'>, string> = {
  all: 'No discussions yet.',
  published: 'No published discussions.',
  restricted: 'No restricted discussions.',
};

const statCards: Array<{ key: keyof DiscussionStats; label: string; icon: LucideIcon; tone: string }> = [
  { key: 'total', label: 'Total discussions', icon: MessagesSquare, tone: 'bg-brand-50 text-brand' },
  { key: 'published', label: 'Published', icon: CheckCircle2, tone: 'bg-approved-soft text-approved' },
  { key: 'restricted', label: 'Restricted', icon: Ban, tone: 'bg-rejected-soft text-rejected' },
  { key: 'flagged', label: 'Flagged for review', icon: Flag, tone: 'bg-pending-soft text-pending' },
];

/** /admin_dashboard/discussion_forum (spec 000 §2): the statistics, tabs All, Published, Restricted and the flagged queue. */
export function AdminForumPage() {
  const { params, page, update, setPage } = useListParams({ tab: 'all' });
  const raw = params.get('tab');
  const tab: Tab = isTab(raw) ? raw : 'all';
  const stats = useDiscussionStats();
  useFailureToast(stats.isError && stats.errorUpdateCount === 1, forumText.failStats);

  return (
    <PageColumn className="flex flex-col gap-5">
      <PageHeader title="Discussion Forum" description="Moderate the community's discussions: restrict, delete, and review what members flag." />
      <StatCards stats={stats.data} loading={stats.isPending} />
      <TabBar
        label="Filter discussions by status"
        value={tab}
        onChange={(next) => update({ tab: next, page: '1' })}
        tabs={tabs.map((item) => ({ value: item.value, label: item.label, count: stats.data?.[item.count] }))}
      />
      <div role="tabpanel" aria-labelledby={tabIdOf(tab)} className="flex flex-col gap-5">
        {tab === 'flagged' ? <FlaggedQueue /> : <DiscussionList tab={tab} page={page} setPage={setPage} />}
      </div>
    </PageColumn>
  );
}

function StatCards({ stats, loading }: { stats: DiscussionStats | undefined; loading: boolean }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {statCards.map(({ key, label, icon: Icon, tone }) => (
        <div key={key} className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="flex items-center gap-3 text-xs font-medium text-muted sm:text-sm">
            <span className={`grid size-10 shrink-0 place-items-center rounded-lg ${tone}`}>
              <Icon aria-hidden className="size-5" />
            </span>
            {label}
          </dt>
          <dd className="mt-1 pl-[3.25rem] text-2xl font-semibold text-ink tabular-nums">
            {loading ? <Skeleton className="mt-1 h-7 w-10" /> : (stats?.[key] ?? '—')}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function DiscussionList({ tab, page, setPage }: { tab: Exclude<Tab, 'flagged'>; page: number; setPage: (page: number) => void }) {
  const list = useAdminDiscussions({ page, limit: PAGE_SIZE, ...(tab === 'all' ? {} : { status: tab }) });
  useFailureToast(list.isError && list.errorUpdateCount === 1, forumText.failList);
  const restrict = useRestrictAction();
  const [deleting, setDeleting] = useState<DiscussionSummary | null>(null);
  const rows = list.data?.data ?? [];
  const actions = { onDelete: setDeleting, onRestrict: restrict.toggle, restricting: restrict.busyOn };
  return (
    <>
      <ListStates
        query={list}
        empty={rows.length === 0}
        skeleton={<DiscussionRowsSkeleton />}
        failure={forumText.failList}
        emptyState={<EmptyState icon={Inbox} title={emptyTitles[tab]} text="Discussions appear here once members start them." />}
      >
        <ResponsiveList query={list} table={<DiscussionTable rows={rows} {...actions} />} cards={<DiscussionCards rows={rows} {...actions} />} />
        <Pagination page={list.data?.currentPage ?? page} totalPages={list.data?.totalPages ?? 1} onPage={setPage} />
      </ListStates>
      {deleting && <DeleteDiscussionDialog discussion={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}
