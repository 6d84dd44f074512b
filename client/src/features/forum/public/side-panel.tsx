import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Clock, Flame, Link2, SquarePen } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { useSideList } from '../api/queries';
import type { DiscussionSummary } from '../api/types';
import { plural } from '../components/discussion-card';
import { useCreatePost } from '../components/use-create-post';
import { forumText } from '../messages';

const SIDE_LIMIT = 5;

/** Spec 000 §2's side panel: create a post, related topics, the reader's recently visited and the burning topics. */
export function SidePanel({ tag, shown }: { tag: string; shown: readonly DiscussionSummary[] }) {
  const { token } = useSession();
  const createPost = useCreatePost();
  // related: the chosen category's most popular, or the leading discussion's first tag's, not already in the list
  const topic = tag || shown[0]?.tags[0] || '';
  const shownIds = new Set(shown.map((discussion) => discussion._id));
  const relatedList = useSideList('related', { page: 1, limit: SIDE_LIMIT * 2, type: 'popular', tag: topic }, Boolean(topic));
  const related = { ...relatedList, data: relatedList.data && { data: relatedList.data.data.filter((d) => !shownIds.has(d._id)).slice(0, SIDE_LIMIT) } };
  const recent = useSideList('recent', { page: 1, limit: SIDE_LIMIT, isRecentlyVisited: true }, Boolean(token));
  const burning = useSideList('burning', { page: 1, limit: SIDE_LIMIT, type: 'popular' });
  return (
    <aside aria-label="Forum side panel" className="flex flex-col gap-5">
      <div className="rounded-xl border border-brand-100 bg-brand-50 p-5">
        <p className="text-base font-semibold text-ink">Have a question?</p>
        <p className="mt-1 text-sm text-muted">Ask the community of seekers and referrers across Australia.</p>
        <Button className="mt-4 w-full" onClick={createPost}>
          <SquarePen aria-hidden className="size-4" />
          Create Post
        </Button>
      </div>
      <TopicBox icon={Link2} title="Related topics" caption={topic ? `More in ${topic}` : undefined} query={topic ? related : null} empty={forumText.noData} />
      <TopicBox icon={Clock} title="Recently visited" query={token ? recent : null} empty={forumText.noRecent} />
      <TopicBox icon={Flame} title="Burning topics" query={burning} empty={forumText.noData} detail={(d) => plural(d.commentsCount, 'comment')} />
    </aside>
  );
}

type SideQuery = { isPending: boolean; isError: boolean; data?: { data: DiscussionSummary[] } | undefined };

function TopicBox({
  icon: Icon,
  title,
  caption,
  query,
  empty,
  detail,
}: {
  icon: LucideIcon;
  title: string;
  caption?: string | undefined;
  /** null: nothing to read (a visitor has no visits) */
  query: SideQuery | null;
  empty: string;
  detail?: (discussion: DiscussionSummary) => string;
}) {
  const items = query?.data?.data ?? [];
  let body: ReactNode;
  if (query?.isPending) {
    body = (
      <div className="flex flex-col gap-2.5" aria-hidden>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-4 w-full" />
        ))}
      </div>
    );
  } else if (query?.isError) body = <p className="text-sm text-rose-700">{forumText.failList}</p>;
  else if (items.length === 0) body = <p className="text-sm text-muted">{empty}</p>;
  else {
    body = (
      <ul className="flex flex-col divide-y divide-slate-100">
        {items.map((discussion) => (
          <li key={discussion._id} className="py-2 first:pt-0 last:pb-0">
            <Link
              to={paths.discussionPost(discussion._id)}
              className="focus-ring line-clamp-2 rounded text-sm font-medium break-words text-ink hover:text-brand-800 hover:underline"
            >
              {discussion.title}
            </Link>
            {detail && <p className="mt-0.5 text-xs text-slate-500 tabular-nums">{detail(discussion)}</p>}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 className="mb-3 flex items-center gap-2 text-sm font-semibold text-ink">
        <Icon aria-hidden className="size-4 text-brand" />
        {title}
      </h2>
      {caption && <p className="-mt-2 mb-3 text-xs text-slate-500">{caption}</p>}
      {body}
    </section>
  );
}
