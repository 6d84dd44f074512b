import type { NotificationWording } from '../notifications/wording.ts';
import type { DiscussionEvent } from './posts.ts';

/** Which of a member's posts a notification is about: their discussion, an answer to one, or a reply to an answer. */
export type ForumPostKind = 'discussion' | 'answer' | 'reply';

/** What the forum's notifications are about, each to the author of the post concerned; `title` is the discussion's. */
export type ForumNotificationSubject =
  | { kind: 'discussionRestricted'; discussionId: string; title: string }
  | { kind: 'discussionPublishedAgain'; discussionId: string; title: string }
  | { kind: 'forumPostHidden'; discussionId: string; postId: string; post: ForumPostKind; title: string }
  | { kind: 'discussionAnswered'; discussionId: string; postId: string; title: string }
  | { kind: 'answerReplied'; discussionId: string; postId: string; title: string };

const hiddenTitles: Record<ForumPostKind, string> = {
  discussion: 'Your discussion was hidden',
  answer: 'Your answer was hidden',
  reply: 'Your reply was hidden',
};

const hiddenWhat = (post: ForumPostKind, title: string) => (post === 'discussion' ? `"${title}"` : `Your ${post} in "${title}"`);

/** A forum notification's title and sentence, for the bell (always the author's own post). */
const describeForumNotification = (subject: ForumNotificationSubject): NotificationWording => {
  switch (subject.kind) {
    case 'discussionRestricted':
      return {
        title: 'Your discussion was restricted',
        text: `An admin restricted "${subject.title}". It no longer shows in the public forum; you can still open it.`,
      };
    case 'discussionPublishedAgain':
      return { title: 'Your discussion is public again', text: `An admin published "${subject.title}" again. It shows in the public forum.` };
    case 'forumPostHidden':
      return {
        title: hiddenTitles[subject.post],
        text: `${hiddenWhat(subject.post, subject.title)} was flagged by several members and is hidden until an admin reviews it.`,
      };
    case 'discussionAnswered':
      return { title: 'New answer to your discussion', text: `Someone answered "${subject.title}".` };
    case 'answerReplied':
      return { title: 'New reply to your answer', text: `Someone replied to your answer in "${subject.title}".` };
  }
};

/** The page every forum notification leads to: its discussion (/discussionPost/{id}). */
const linkOfForumNotification = (subject: ForumNotificationSubject): string => `/discussionPost/${encodeURIComponent(subject.discussionId)}`;

/** The notifications the forum contributes to the bell (domain/src/notifying-features.ts): its events, subjects, words and links. */
export const forumNotifications = {
  feature: 'forum',
  notifyingTypes: [
    'DiscussionRestricted',
    'DiscussionPublishedAgain',
    'DiscussionHidden',
    'DiscussionPosted',
  ] as const satisfies readonly DiscussionEvent['type'][],
  kinds: [
    'discussionRestricted',
    'discussionPublishedAgain',
    'forumPostHidden',
    'discussionAnswered',
    'answerReplied',
  ] as const satisfies readonly ForumNotificationSubject['kind'][],
  describe: describeForumNotification,
  link: linkOfForumNotification,
};
