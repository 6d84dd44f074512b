import { describe, expect, it } from 'vitest';
import { forumNotifications, type ForumNotificationSubject } from './notifications.ts';

const title = 'Cover letters for grad roles in Sydney';
const words = (subject: ForumNotificationSubject) => forumNotifications.describe(subject);

describe('the forum’s notifications', () => {
  it('are made by a restriction, a publication again, a hiding and a new post', () => {
    expect(forumNotifications.feature).toBe('forum');
    expect(forumNotifications.notifyingTypes).toEqual(['DiscussionRestricted', 'DiscussionPublishedAgain', 'DiscussionHidden', 'DiscussionPosted']);
    expect(forumNotifications.kinds).toEqual(['discussionRestricted', 'discussionPublishedAgain', 'forumPostHidden', 'discussionAnswered', 'answerReplied']);
  });

  it('tell the author their discussion was restricted, and published again', () => {
    expect(words({ kind: 'discussionRestricted', discussionId: 'd1', title })).toEqual({
      title: 'Your discussion was restricted',
      text: `An admin restricted "${title}". It no longer shows in the public forum; you can still open it.`,
    });
    expect(words({ kind: 'discussionPublishedAgain', discussionId: 'd1', title })).toEqual({
      title: 'Your discussion is public again',
      text: `An admin published "${title}" again. It shows in the public forum.`,
    });
  });

  it('tell the author which of their posts members’ flags hid', () => {
    const hidden = (post: 'discussion' | 'answer' | 'reply') => words({ kind: 'forumPostHidden', discussionId: 'd1', postId: 'p1', post, title });
    expect(hidden('discussion')).toEqual({
      title: 'Your discussion was hidden',
      text: `"${title}" was flagged by several members and is hidden until an admin reviews it.`,
    });
    expect(hidden('answer')).toEqual({
      title: 'Your answer was hidden',
      text: `Your answer in "${title}" was flagged by several members and is hidden until an admin reviews it.`,
    });
    expect(hidden('reply')).toEqual({
      title: 'Your reply was hidden',
      text: `Your reply in "${title}" was flagged by several members and is hidden until an admin reviews it.`,
    });
  });

  it('tell the author of an answer to their discussion and of a reply to their answer', () => {
    expect(words({ kind: 'discussionAnswered', discussionId: 'd1', postId: 'a1', title })).toEqual({
      title: 'New answer to your discussion',
      text: `Someone answered "${title}".`,
    });
    expect(words({ kind: 'answerReplied', discussionId: 'd1', postId: 'r1', title })).toEqual({
      title: 'New reply to your answer',
      text: `Someone replied to your answer in "${title}".`,
    });
  });

  it('each lead to their discussion', () => {
    expect(forumNotifications.link({ kind: 'answerReplied', discussionId: 'd1', postId: 'r1', title })).toBe('/discussionPost/d1');
    expect(forumNotifications.link({ kind: 'discussionRestricted', discussionId: 'a b/c', title })).toBe('/discussionPost/a%20b%2Fc');
  });
});
