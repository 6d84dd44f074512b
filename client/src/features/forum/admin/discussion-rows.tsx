import { Link } from 'react-router-dom';
import { Ban, Eye, RotateCcw, Trash2 } from 'lucide-react';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { actionsColumn, DataTable, type Column } from '../../../ui/data-table';
import { CardList, ItemCard } from '../../../ui/list-cards';
import { ListSkeleton } from '../../../ui/list-states';
import type { DiscussionSummary } from '../api/types';
import { authorName } from '../components/author';
import { plural } from '../components/discussion-card';
import { DiscussionStatusBadge } from '../components/status-badge';

type Rows = {
  rows: readonly DiscussionSummary[];
  onDelete: (discussion: DiscussionSummary) => void;
  onRestrict: (discussion: DiscussionSummary) => void;
  restricting: (id: string) => boolean;
};

const iconButton =
  'focus-ring grid size-9 place-items-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 hover:text-ink disabled:opacity-50';

/** View, Restrict (or Publish again) and Delete for one discussion; each says which discussion it acts on. */
function Actions({ discussion, onDelete, onRestrict, restricting }: Omit<Rows, 'rows'> & { discussion: DiscussionSummary }) {
  const restricted = discussion.status === 'restricted';
  const RestrictIcon = restricted ? RotateCcw : Ban;
  return (
    <span className="inline-flex items-center gap-0.5">
      <Link to={paths.adminDiscussion(discussion._id)} className={iconButton} aria-label={`View ${discussion.title}`} title="View">
        <Eye aria-hidden className="size-4" />
      </Link>
      <button
        type="button"
        onClick={() => onRestrict(discussion)}
        disabled={restricting(discussion._id)}
        className={`${iconButton} hover:bg-amber-50 hover:text-amber-800`}
        aria-label={`${restricted ? 'Publish again' : 'Restrict'} ${discussion.title}`}
        title={restricted ? 'Publish again' : 'Restrict'}
      >
        <RestrictIcon aria-hidden className="size-4" />
      </button>
      <button
        type="button"
        onClick={() => onDelete(discussion)}
        className={`${iconButton} hover:bg-rose-50 hover:text-rose-700`}
        aria-label={`Delete ${discussion.title}`}
        title="Delete"
      >
        <Trash2 aria-hidden className="size-4" />
      </button>
    </span>
  );
}

const votes = (discussion: DiscussionSummary) => discussion.upVotes - discussion.downVotes;

/** The admin's discussions on a wide screen: ID, Title, Author, Date, Votes, Comments, Status and the actions. */
export function DiscussionTable({ rows, ...actions }: Rows) {
  const columns: Column<DiscussionSummary>[] = [
    { header: 'ID', className: 'text-slate-500 tabular-nums', cell: (discussion) => discussion.index },
    {
      header: 'Title',
      className: 'max-w-80',
      cell: (discussion) => (
        <Link
          to={paths.adminDiscussion(discussion._id)}
          className="focus-ring line-clamp-2 rounded font-medium break-words text-ink hover:text-brand-800 hover:underline"
        >
          {discussion.title}
        </Link>
      ),
    },
    { header: 'Author', className: 'whitespace-nowrap text-ink', cell: (discussion) => authorName(discussion.user) },
    { header: 'Date', className: 'whitespace-nowrap text-muted tabular-nums', cell: (discussion) => formatDate(discussion.publishedAt) },
    { header: 'Votes', className: 'text-right tabular-nums text-muted', headerClassName: 'px-3 py-2.5 text-right', cell: votes },
    {
      header: 'Comments',
      className: 'text-right tabular-nums text-muted',
      headerClassName: 'px-3 py-2.5 text-right',
      cell: (discussion) => discussion.commentsCount,
    },
    { header: 'Status', cell: (discussion) => <DiscussionStatusBadge status={discussion.status} /> },
    actionsColumn((discussion) => <Actions discussion={discussion} {...actions} />),
  ];
  return <DataTable columns={columns} rows={rows} rowKey={(discussion) => discussion._id} density="compact" />;
}

export function DiscussionCards({ rows, ...actions }: Rows) {
  return (
    <CardList>
      {rows.map((discussion) => (
        <ItemCard
          key={discussion._id}
          heading={
            <>
              <p className="text-xs text-slate-500 tabular-nums">#{discussion.index}</p>
              <Link to={paths.adminDiscussion(discussion._id)} className="focus-ring mt-0.5 block rounded font-medium break-words text-ink hover:underline">
                {discussion.title}
              </Link>
            </>
          }
          badge={<DiscussionStatusBadge status={discussion.status} />}
          actions={
            <div className="flex items-center justify-between gap-2">
              <span className="text-xs text-muted">
                {authorName(discussion.user)} · {formatDate(discussion.publishedAt)} · {plural(votes(discussion), 'vote')} ·{' '}
                {plural(discussion.commentsCount, 'comment')}
              </span>
              <Actions discussion={discussion} {...actions} />
            </div>
          }
        />
      ))}
    </CardList>
  );
}

export function DiscussionRowsSkeleton() {
  return (
    <ListSkeleton
      label="Loading discussions"
      cells={['h-4 w-6', 'h-4 w-64', 'hidden h-4 w-24 md:block', 'hidden h-4 w-20 md:block', 'hidden h-4 w-10 md:block', 'ml-auto h-5 w-20 rounded-full']}
    />
  );
}
