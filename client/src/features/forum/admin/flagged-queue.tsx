import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Check, EyeOff, ShieldCheck, Trash2 } from 'lucide-react';
import { formatDate } from '../../../lib/dates';
import { reasonOr } from '../../../lib/failure';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { ConfirmDeleteDialog, type Removal } from '../../../ui/confirm-dialog';
import { EmptyState, ListSkeleton, ListStates } from '../../../ui/list-states';
import { Pagination } from '../../../ui/pagination';
import { useModerate } from '../api/mutations';
import { useFlagged } from '../api/queries';
import type { FlagDecision, FlaggedItem } from '../api/types';
import { authorName } from '../components/author';
import { plainText } from '../components/rich-content';
import { flagReasons } from '../post/flag-menu';
import { forumText } from '../messages';

const PAGE_SIZE = 10;
const reasonLabel = (reason: string) => flagReasons.find((known) => known.value === reason)?.label ?? reason;
const decided: Record<FlagDecision, string> = {
  keep: forumText.kept,
  hide: forumText.hidden,
  delete: forumText.deleted,
};

/** Posts and comments members flagged, for an admin to keep, hide or delete (Discourse's review queue). */
export function FlaggedQueue() {
  const [page, setPage] = useState(1);
  const list = useFlagged(page, PAGE_SIZE);
  const moderate = useModerate();
  const [deleting, setDeleting] = useState<FlaggedItem | null>(null);
  const items = list.data?.data ?? [];
  const decide = (item: FlaggedItem, decision: FlagDecision) =>
    moderate.mutate(
      { id: item._id, decision },
      {
        onSuccess: () => void toast.success(decided[decision]),
        onError: (error) => void toast.error(reasonOr(error, forumText.genericFailure)),
      },
    );
  const busy = (id: string) => moderate.isPending && moderate.variables.id === id;
  const removal: Removal = {
    isPending: moderate.isPending,
    mutate: (id, options) => moderate.mutate({ id, decision: 'delete' }, options),
  };
  return (
    <div className="flex flex-col gap-5">
      <ListStates
        query={list}
        empty={items.length === 0}
        skeleton={<ListSkeleton label="Loading flagged posts" cells={['h-4 w-2/3', 'ml-auto h-8 w-40']} />}
        failure={forumText.failList}
        emptyState={<EmptyState icon={ShieldCheck} title="Nothing to review." text="Posts and comments members flag appear here for a decision." />}
      >
        <ul aria-label="Flagged posts" className="flex flex-col gap-3">
          {items.map((item) => {
            const name = item.title ?? `Comment by ${authorName(item.user)}`;
            return (
              <li key={item._id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-medium break-words text-ink">{item.title ? item.title : <span>Comment by {authorName(item.user)}</span>}</p>
                    <p className="text-xs text-muted">
                      {authorName(item.user)} · {formatDate(item.publishedAt)}
                      {item.source && item.discussionId && (
                        <>
                          {' · '}
                          <Link to={paths.adminDiscussion(item.discussionId)} className="focus-ring rounded text-brand-800 hover:underline">
                            in its discussion
                          </Link>
                        </>
                      )}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-1.5">
                    {item.hidden && <Badge tone="rejected">Hidden</Badge>}
                    {item.flags.map((flag) => (
                      <Badge key={flag.reason} tone="pending">
                        {reasonLabel(flag.reason)} × {flag.count}
                      </Badge>
                    ))}
                  </div>
                </div>
                <p className="line-clamp-3 text-sm break-words text-slate-700">{plainText(item.content)}</p>
                <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-3">
                  <Button variant="secondary" size="sm" onClick={() => decide(item, 'keep')} disabled={busy(item._id)} aria-label={`Keep ${name}`}>
                    <Check aria-hidden className="size-4" /> Keep
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => decide(item, 'hide')}
                    disabled={busy(item._id) || item.hidden}
                    aria-label={`Hide ${name}`}
                  >
                    <EyeOff aria-hidden className="size-4" /> Hide
                  </Button>
                  <Button variant="danger" size="sm" onClick={() => setDeleting(item)} disabled={busy(item._id)} aria-label={`Delete ${name}`}>
                    <Trash2 aria-hidden className="size-4" /> Delete
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
        <Pagination page={list.data?.currentPage ?? page} totalPages={list.data?.totalPages ?? 1} onPage={setPage} />
      </ListStates>
      {deleting && (
        <ConfirmDeleteDialog
          title="Delete this post?"
          description={forumText.confirmDelete}
          removal={removal}
          id={deleting._id}
          messages={{ deleted: forumText.deleted, failed: forumText.failDelete }}
          ownFailure
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
