import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Ban, RotateCcw, Trash2 } from 'lucide-react';
import { formatDateTime } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { Button } from '../../../ui/button';
import { BackLink, DetailColumns, DetailHeader, DetailNotFound } from '../../../ui/detail-page';
import { Fact, FactPanel } from '../../../ui/facts';
import { ListError, useNotFound } from '../../../ui/list-states';
import { PageColumn } from '../../../ui/page';
import { Panel } from '../../../ui/panel';
import { DetailSkeleton } from '../../../ui/skeleton';
import { useDiscussion } from '../api/queries';
import type { Answer, DiscussionDetail, Reply } from '../api/types';
import { Avatar, authorName } from '../components/author';
import { plural } from '../components/discussion-card';
import { RichContent } from '../components/rich-content';
import { DiscussionStatusBadge } from '../components/status-badge';
import { TagList } from '../../../ui/tag-list';
import { forumText } from '../messages';
import { DeleteDiscussionDialog } from './delete-discussion-dialog';
import { useRestrictAction } from './use-restrict-action';

/** /admin_dashboard/discussion_forum_Details/{id} (spec 000 §2): one discussion with its answers, to restrict or delete. */
export function AdminDiscussionPage() {
  const { id = '' } = useParams();
  const discussion = useDiscussion(id);
  const missing = useNotFound(discussion, forumText.failDiscussion);
  return (
    <PageColumn className="flex flex-col gap-5">
      <BackLink to={paths.adminDiscussions}>Back to discussions</BackLink>
      {discussion.isPending ? (
        <DetailSkeleton label="Loading discussion" cards={[6, 3]} timeline={0} />
      ) : missing ? (
        <DetailNotFound title={forumText.notFound} text="It may have been deleted." back={{ to: paths.adminDiscussions, label: 'Back to discussions' }} />
      ) : discussion.isError ? (
        <>
          <h1 className="sr-only">Discussion</h1>
          <ListError message={forumText.failDiscussion} onRetry={() => void discussion.refetch()} />
        </>
      ) : (
        <Details discussion={discussion.data} />
      )}
    </PageColumn>
  );
}

function Details({ discussion }: { discussion: DiscussionDetail }) {
  const navigate = useNavigate();
  const restrict = useRestrictAction();
  const [deleting, setDeleting] = useState(false);
  const restricted = discussion.status === 'restricted';
  return (
    <>
      <DetailHeader
        title={discussion.title}
        beside={<DiscussionStatusBadge status={discussion.status} />}
        subtitle={`#${discussion.index} · ${authorName(discussion.user)} · ${formatDateTime(discussion.publishedAt)}`}
        aside={
          <>
            <Button variant="secondary" onClick={() => restrict.toggle(discussion)} disabled={restrict.busyOn(discussion._id)}>
              {restricted ? <RotateCcw aria-hidden className="size-4" /> : <Ban aria-hidden className="size-4" />}
              {restricted ? 'Publish again' : 'Restrict'}
            </Button>
            <Button variant="danger" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden className="size-4" />
              Delete
            </Button>
          </>
        }
      />
      <DetailColumns
        main={
          <>
            <Panel title="Discussion">
              <RichContent html={discussion.content} className="text-[0.9375rem] text-slate-800" />
              {discussion.tags.length > 0 && (
                <div className="mt-4">
                  <TagList tags={discussion.tags} label="Tags" />
                </div>
              )}
            </Panel>
            <Panel title={plural(discussion.commentPosts.length, 'Answer')}>
              {discussion.commentPosts.length === 0 ? (
                <p className="text-sm text-muted">No answers yet.</p>
              ) : (
                <ul className="flex flex-col divide-y divide-slate-100">
                  {discussion.commentPosts.map((answer: Answer) => (
                    <li key={answer._id} className="flex flex-col gap-3 py-4 first:pt-1 last:pb-1">
                      <Comment post={answer} />
                      {answer.replies.length > 0 && (
                        <ul className="ml-4 flex flex-col gap-3 border-l-2 border-slate-100 pl-4">
                          {answer.replies.map((reply) => (
                            <li key={reply._id}>
                              <Comment post={reply} />
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </Panel>
          </>
        }
        side={
          <FactPanel title="Details">
            <Fact label="Author">
              {authorName(discussion.user)}
              {discussion.user.positionAtCompany && <span className="block font-normal text-muted">{discussion.user.positionAtCompany}</span>}
            </Fact>
            <Fact label="Published">{formatDateTime(discussion.publishedAt)}</Fact>
            <Fact label="Votes">
              {discussion.upVotes} up · {discussion.downVotes} down
            </Fact>
            <Fact label="Comments">{discussion.commentsCount}</Fact>
            <Fact label="Status">
              <DiscussionStatusBadge status={discussion.status} />
            </Fact>
          </FactPanel>
        }
      />
      {deleting && <DeleteDiscussionDialog discussion={discussion} onClose={() => setDeleting(false)} onDeleted={() => navigate(paths.adminDiscussions)} />}
    </>
  );
}

function Comment({ post }: { post: Reply }) {
  return (
    <div className="flex gap-3">
      <Avatar user={post.user} size="sm" />
      <div className="min-w-0 flex-1">
        <p className="text-sm">
          <span className="font-medium text-ink">{authorName(post.user)}</span>
          <span className="text-xs text-slate-500"> · {formatDateTime(post.publishedAt)}</span>
        </p>
        <RichContent html={post.content} className="mt-1 text-sm text-slate-800" />
        <p className="mt-1 text-xs text-slate-500 tabular-nums">
          {post.upVotes} up · {post.downVotes} down
        </p>
      </div>
    </div>
  );
}
