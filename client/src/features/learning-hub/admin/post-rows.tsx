import { Link } from 'react-router-dom';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { actionsColumn, DataTable, type Column } from '../../../ui/data-table';
import { CardList, ItemCard } from '../../../ui/list-cards';
import { ListSkeleton } from '../../../ui/list-states';
import type { LearningHubItem } from '../api/types';
import { categoryLabels } from '../components/post-text';
import { PostStatusBadge } from '../components/status-badge';
import { adminPostDetails } from './admin-paths';

type Rows = { rows: readonly LearningHubItem[]; onDelete: (post: LearningHubItem) => void };

const iconButton = 'focus-ring grid size-9 place-items-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 hover:text-ink';

/** View, Edit and Delete for one post; each says which post it acts on. */
function PostActions({ post, onDelete }: { post: LearningHubItem; onDelete: Rows['onDelete'] }) {
  return (
    <span className="inline-flex items-center gap-0.5">
      <Link to={adminPostDetails(post._id)} className={iconButton} aria-label={`View ${post.title}`} title="View">
        <Eye aria-hidden className="size-4" />
      </Link>
      <Link to={paths.adminEditPost(post._id)} className={iconButton} aria-label={`Edit ${post.title}`} title="Edit">
        <Pencil aria-hidden className="size-4" />
      </Link>
      <button
        type="button"
        onClick={() => onDelete(post)}
        className={`${iconButton} hover:bg-rose-50 hover:text-rose-700`}
        aria-label={`Delete ${post.title}`}
        title="Delete"
      >
        <Trash2 aria-hidden className="size-4" />
      </button>
    </span>
  );
}

/** The admin's posts on a wide screen: ID, Title, Category, Author, Date, Status, Views and the actions. */
export function PostTable({ rows, onDelete }: Rows) {
  const columns: Column<LearningHubItem>[] = [
    { header: 'ID', className: 'text-slate-500 tabular-nums', cell: (post) => post.index },
    {
      header: 'Title',
      className: 'max-w-80',
      cell: (post) => (
        <Link to={adminPostDetails(post._id)} className="focus-ring line-clamp-2 rounded font-medium text-ink hover:text-brand-800 hover:underline">
          {post.title}
        </Link>
      ),
    },
    { header: 'Category', className: 'text-muted', cell: (post) => categoryLabels[post.category] },
    { header: 'Author', className: 'whitespace-nowrap text-ink', cell: (post) => post.author },
    { header: 'Date', className: 'whitespace-nowrap text-muted tabular-nums', cell: (post) => formatDate(post.publishedAt) },
    { header: 'Status', cell: (post) => <PostStatusBadge status={post.status} /> },
    { header: 'Views', className: 'text-right tabular-nums text-muted', headerClassName: 'px-3 py-2.5 text-right', cell: (post) => post.views },
    actionsColumn((post) => <PostActions post={post} onDelete={onDelete} />),
  ];
  return <DataTable columns={columns} rows={rows} rowKey={(post) => post._id} density="compact" />;
}

export function PostCards({ rows, onDelete }: Rows) {
  return (
    <CardList>
      {rows.map((post) => (
        <ItemCard
          key={post._id}
          heading={
            <>
              <p className="text-xs text-slate-500 tabular-nums">
                #{post.index} · {categoryLabels[post.category]}
              </p>
              <Link to={adminPostDetails(post._id)} className="focus-ring mt-0.5 block rounded font-medium break-words text-ink hover:underline">
                {post.title}
              </Link>
            </>
          }
          badge={<PostStatusBadge status={post.status} />}
          actions={
            <div className="flex items-center justify-between gap-2">
              <span className="text-xs text-muted">
                {post.author} · {formatDate(post.publishedAt)} · {post.views} {post.views === 1 ? 'view' : 'views'}
              </span>
              <PostActions post={post} onDelete={onDelete} />
            </div>
          }
        />
      ))}
    </CardList>
  );
}

export function PostRowsSkeleton() {
  return (
    <ListSkeleton
      label="Loading posts"
      cells={['h-4 w-6', 'h-4 w-64', 'hidden h-4 w-16 md:block', 'hidden h-4 w-24 md:block', 'hidden h-4 w-20 md:block', 'ml-auto h-5 w-20 rounded-full']}
    />
  );
}
