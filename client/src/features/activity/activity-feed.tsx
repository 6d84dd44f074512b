import { useEffect, useMemo, useRef, useState } from 'react';
import { Activity, Download, Pause, Play } from 'lucide-react';
import clsx from 'clsx';
import { activityKinds, activityMessages, type ActivityKind } from '@referly/domain';
import { downloadFile } from '../../lib/download';
import { formatDate } from '../../lib/dates';
import { Button } from '../../ui/button';
import { EmptyState, ListError, ListSkeleton, useFailureToast } from '../../ui/list-states';
import { useListParams, useListSearch } from '../../ui/use-list-params';
import { useActivityFeed, useNewActivityCount } from './api/queries';
import type { ActivityFilters as Filters } from './api/types';
import { ActivityEntryItem } from './components/activity-entry';
import { ActivityFilters } from './components/activity-filters';
import { dayBoundary } from './when';

const isKind = (value: string | null): value is ActivityKind => activityKinds.some((kind) => kind === value);
const FRESH_MS = 2500;

/** Re-renders every half minute, so '2 min ago' keeps true. */
const useNow = () => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
};

/**
 * The admin's live activity feed (issue 7 §4): every event as it happens, filtered by kind, person and days (kept in
 * the address), paused and resumed (counting what came meanwhile), older entries paged in, and the filtered feed
 * exported as CSV.
 */
export function ActivityFeed() {
  const listParams = useListParams();
  const { params, update } = listParams;
  // null: live; a position: paused, showing nothing newer than it
  const [pausedAfter, setPausedAfter] = useState<number | null>(null);
  // any change of filter shows the feed as it is now
  const change = (changes: Record<string, string>) => {
    setPausedAfter(null);
    update(changes);
  };
  const { search, searchText, setSearchText, clear } = useListSearch({ params, update: change });

  const rawKind = params.get('kind');
  const kind: ActivityKind | '' = isKind(rawKind) ? rawKind : '';
  const userId = params.get('user') ?? '';
  const user = userId ? { userId, name: params.get('userName') || 'this person' } : null;
  const fromDay = params.get('from') ?? '';
  const toDay = params.get('to') ?? '';
  const filters = useMemo<Filters>(() => {
    const from = dayBoundary(fromDay);
    const to = dayBoundary(toDay, true);
    return { ...(kind ? { kind } : {}), ...(userId ? { userId } : {}), ...(search ? { q: search } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}) };
  }, [kind, userId, search, fromDay, toDay]);
  const filtered = Object.keys(filters).length > 0;

  const paused = pausedAfter !== null;
  const feed = useActivityFeed(filters, !paused);
  const newCount = useNewActivityCount(filters, pausedAfter).data ?? 0;
  useFailureToast(feed.isError, activityMessages.failList);
  const entries = useMemo(() => feed.data?.pages.flatMap((page) => page.data) ?? [], [feed.data]);
  const newest = entries[0]?.position ?? 0;
  const now = useNow();

  // what arrived since the last look is highlighted for a moment; a list read for other filters is not new
  const seen = useRef<{ filters: Filters; newest: number } | null>(null);
  const [freshAbove, setFreshAbove] = useState<number | null>(null);
  useEffect(() => {
    if (!feed.data || feed.isPlaceholderData) return;
    const before = seen.current;
    seen.current = { filters, newest };
    if (before && before.filters === filters && newest > before.newest) setFreshAbove(before.newest);
  }, [feed.data, feed.isPlaceholderData, filters, newest]);
  useEffect(() => {
    if (freshAbove === null) return;
    const timer = setTimeout(() => setFreshAbove(null), FRESH_MS);
    return () => clearTimeout(timer);
  }, [freshAbove]);

  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    const query = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    const path = `/api/admin/activity/export${query.size > 0 ? `?${query}` : ''}`;
    await downloadFile(path, `activity-${formatDate(new Date().toISOString(), 'YYYY-MM-DD')}.csv`).catch(() => undefined);
    setExporting(false);
  };

  const clearAll = () => clear('kind', 'user', 'userName', 'from', 'to');
  const pickUser = (who: { userId: string; name: string }) => change({ user: who.userId, userName: who.name });

  return (
    <section aria-labelledby="activity-feed-title" className="flex min-w-0 flex-col overflow-hidden rounded-xl border border-slate-200 bg-white">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-5">
        <div className="flex items-center gap-3">
          <span className="grid size-9 place-items-center rounded-lg bg-brand-50 text-brand">
            <Activity aria-hidden className="size-5" />
          </span>
          <div>
            <h2 id="activity-feed-title" className="text-base font-semibold text-ink">
              Live activity
            </h2>
            <p className="flex items-center gap-1.5 text-xs text-muted" aria-live="polite">
              <span aria-hidden className={clsx('size-2 rounded-full', paused ? 'bg-amber-500' : 'animate-pulse bg-emerald-500')} />
              {paused ? (newCount > 0 ? `Paused · ${newCount} new` : 'Paused') : 'Live'}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setPausedAfter(paused ? null : newest)}>
            {paused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
            {paused ? (newCount > 0 ? `Resume (${newCount} new)` : 'Resume') : 'Pause'}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => void exportCsv()} disabled={exporting}>
            <Download aria-hidden className="size-4" />
            {exporting ? 'Exporting...' : 'Export CSV'}
          </Button>
        </div>
      </header>

      <ActivityFilters
        values={{ kind, user, searchText, from: fromDay, to: toDay }}
        onKind={(value) => change({ kind: value })}
        onSearchText={setSearchText}
        onDropUser={() => change({ user: '', userName: '' })}
        onDate={(which, day) => change({ [which]: day })}
        onClear={filtered ? clearAll : null}
      />

      {paused && newCount > 0 && (
        <button
          type="button"
          onClick={() => setPausedAfter(null)}
          className="focus-ring border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm font-medium text-amber-900 hover:bg-amber-100 sm:px-5"
        >
          {newCount === 1 ? '1 new entry' : `${newCount} new entries`} while paused. Show them
        </button>
      )}

      {feed.isPending ? (
        <ListSkeleton label="Loading activity" cells={['size-8 shrink-0 rounded-full', 'h-4 flex-1', 'h-4 w-16 shrink-0']} rows={6} />
      ) : feed.isError && entries.length === 0 ? (
        <div className="p-4 sm:p-5">
          <ListError message={activityMessages.failList} onRetry={() => void feed.refetch()} />
        </div>
      ) : entries.length === 0 ? (
        <div className="p-4 sm:p-5">
          <EmptyState
            icon={Activity}
            text={filtered ? activityMessages.emptyFiltered : activityMessages.empty}
            actions={
              filtered || feed.hasNextPage ? (
                <>
                  {/* a rare filter looks back through the newest 50,000 events at a time: older ones may still match */}
                  {feed.hasNextPage && (
                    <Button variant="secondary" size="sm" onClick={() => void feed.fetchNextPage()} disabled={feed.isFetchingNextPage}>
                      {feed.isFetchingNextPage ? 'Loading...' : 'Look further back'}
                    </Button>
                  )}
                  {filtered && (
                    <Button variant="secondary" size="sm" onClick={clearAll}>
                      Clear filters
                    </Button>
                  )}
                </>
              ) : undefined
            }
          />
        </div>
      ) : (
        <>
          <ol
            aria-label="Activity, newest first"
            aria-busy={feed.isFetching || undefined}
            className={clsx('divide-y divide-slate-100', feed.isPlaceholderData && 'opacity-60')}
          >
            {entries.map((entry) => (
              <ActivityEntryItem key={entry.id} entry={entry} now={now} fresh={freshAbove !== null && entry.position > freshAbove} onPickUser={pickUser} />
            ))}
          </ol>
          <footer className="flex justify-center border-t border-slate-200 px-4 py-3">
            {feed.hasNextPage ? (
              <Button variant="ghost" size="sm" onClick={() => void feed.fetchNextPage()} disabled={feed.isFetchingNextPage}>
                {feed.isFetchingNextPage ? 'Loading...' : 'Load older'}
              </Button>
            ) : (
              <p className="py-1.5 text-sm text-muted">That is everything{filtered ? ' that matches' : ''}.</p>
            )}
          </footer>
        </>
      )}
    </section>
  );
}
