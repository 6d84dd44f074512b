import type { ActivitySpec, Path } from '../activity/catalogue.ts';
import { activityPart, adminPath } from '../activity/words.ts';

const about = (fields: Path[], actor?: Path): ActivitySpec => ({
  kind: 'forum',
  ...(actor ? { actor } : {}),
  subject: { type: 'discussion', id: 'discussionId' },
  fields,
});
const what = (s: { text: (path: string) => string }) => (s.text('title') ? `the discussion “${s.text('title')}”` : 'a comment');
const reasons: Record<string, string> = { spam: 'spam', abuse: 'abuse', offTopic: 'off-topic' };

/** The forum in the admin's feed: posts, votes, flags, moderation, visits. Never a post's words nor who flagged or voted how. */
export const forumActivity = activityPart(
  {
    DiscussionPosted: about(['title', 'source'], 'authorId'),
    DiscussionVoted: about(['vote'], 'userId'),
    DiscussionRestricted: about(['title'], 'by'),
    DiscussionPublishedAgain: about(['title'], 'by'),
    DiscussionFlagged: about(['title', 'reason']),
    DiscussionHidden: about(['reason'], 'by'),
    DiscussionFlagsCleared: about([], 'by'),
    DiscussionDeleted: about(['title'], 'by'),
    DiscussionVisited: about([], 'userId'),
  },
  {
    DiscussionPosted: (s) => (s.text('source') ? `${s.actor} commented in a discussion` : `${s.actor} started the discussion “${s.text('title')}”`),
    DiscussionVoted: (s) => (s.text('vote') ? `${s.actor} voted in a discussion` : `${s.actor} took back a vote in a discussion`),
    DiscussionRestricted: (s) => `${s.actor} restricted the discussion “${s.text('title')}”`,
    DiscussionPublishedAgain: (s) => `${s.actor} published the discussion “${s.text('title')}” again`,
    DiscussionFlagged: (s) => `A member flagged ${what(s)} as ${reasons[s.text('reason')] ?? s.text('reason')}`,
    DiscussionHidden: (s) => (s.text('reason') === 'flags' ? 'Flags from 3 members hid a forum post' : `${s.actor} hid a flagged forum post`),
    DiscussionFlagsCleared: (s) => `${s.actor} kept a flagged forum post`,
    DiscussionDeleted: (s) => `${s.actor} deleted ${what(s)}`,
    DiscussionVisited: (s) => `${s.actor} read a discussion`,
  },
  {
    discussion: { link: (id) => ({ href: adminPath('/admin_dashboard/discussion_forum_Details', id), label: 'View discussion' }) },
  },
);
