import type { DiscussionEvent, ForumNotificationSubject, ForumPostKind, forumNotifications } from '@referly/domain';
import { defineNotifyingFeature, type FeatureNotificationStep } from '../notifying-feature.ts';

/** What the notifications keep of each forum post: whose it is, what it is, and its discussion's title. */
type KeptPost = { authorId: string; discussionId: string; post: ForumPostKind; title: string };

type Step = FeatureNotificationStep<KeptPost>;
type Notifying = (typeof forumNotifications.notifyingTypes)[number];

const toAuthor = (authorId: string, subject: ForumNotificationSubject): Step => ({ notify: [{ subject, userIds: [authorId] }] });

/**
 * The forum's notifications (domain/src/forum/notifications.ts): each to the author of the post concerned, never for
 * their own doing: a restriction of their discussion and its publication again, their post hidden by members' flags,
 * an answer to their discussion and a reply to their answer.
 */
export const forumNotifying = defineNotifyingFeature<DiscussionEvent, Notifying, never, KeptPost>({
  feature: 'forum',
  steps: {
    DiscussionPosted: async ({ postId, discussionId, source, answerId, authorId, title }, kept) => {
      if (source === null) return { keep: { [postId]: { authorId, discussionId, post: 'discussion', title } } };
      // an answer's source is its discussion, a reply's the answer it answers (which kept its discussion's title)
      const parent = await kept(source);
      const post: ForumPostKind = answerId === null ? 'answer' : 'reply';
      const keep = { [postId]: { authorId, discussionId, post, title: parent?.title ?? '' } };
      if (!parent || parent.authorId === authorId) return { keep };
      const subject: ForumNotificationSubject =
        post === 'answer'
          ? { kind: 'discussionAnswered', discussionId, postId, title: parent.title }
          : { kind: 'answerReplied', discussionId, postId, title: parent.title };
      return { ...toAuthor(parent.authorId, subject), keep };
    },
    DiscussionRestricted: async ({ discussionId, authorId, title, by }) =>
      by === authorId ? {} : toAuthor(authorId, { kind: 'discussionRestricted', discussionId, title }),
    DiscussionPublishedAgain: async ({ discussionId, authorId, title, by }) =>
      by === authorId ? {} : toAuthor(authorId, { kind: 'discussionPublishedAgain', discussionId, title }),
    DiscussionHidden: async ({ postId, discussionId, reason }, kept) => {
      // an admin's own decision to hide is theirs to tell; members' flags hide a post without anyone telling its author
      if (reason !== 'flags') return {};
      const post = await kept(postId);
      return post ? toAuthor(post.authorId, { kind: 'forumPostHidden', discussionId, postId, post: post.post, title: post.title }) : {};
    },
  },
});
