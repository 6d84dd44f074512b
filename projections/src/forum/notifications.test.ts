import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  describeNotification,
  discussionStream,
  notificationLink,
  userStream,
  type AccountEvent,
  type DiscussionEvent,
  type RecordedEvent,
} from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { createMemoryReadStore } from '@referly/infra/read-store/memory-read-store';
import { projectionTestKit } from '../test-kit.ts';
import { notificationsProjection } from '../notifications/notifications.projection.ts';
import { listNotifications, type NotificationReader } from '../notifications/queries.ts';

const { openStore, startRunner } = projectionTestKit();

const at = (minutes: number) => new Date(Date.parse('2026-11-23T09:00:00.000Z') + minutes * 60_000).toISOString();
const dana: NotificationReader = { userId: 'dana', companyId: null };
const mo: NotificationReader = { userId: 'mo', companyId: null };
const kim: NotificationReader = { userId: 'kim', companyId: null };
const ada: NotificationReader = { userId: 'ada', companyId: null, admin: true };

const registered = (userId: string): AccountEvent => ({
  type: 'UserRegistered',
  data: {
    userId,
    firstName: userId,
    lastName: 'X',
    email: `${userId}@example.com`,
    mobile: '0400000000',
    userRole: 'jobSeeker',
    dateOfBirth: '1990-01-01',
    at: at(0),
  },
});
const post = (postId: string, authorId: string, source: string | null = null, answerId: string | null = null): DiscussionEvent => ({
  type: 'DiscussionPosted',
  data: {
    postId,
    discussionId: 'd1',
    source,
    answerId,
    authorId,
    title: source === null ? 'How do I ask for a referral?' : '',
    content: '<p>Words</p>',
    tags: [],
    status: 'published',
    images: [],
    at: at(1),
  },
});
const moderation = { postId: 'd1', discussionId: 'd1', authorId: 'dana', title: 'How do I ask for a referral?', at: at(2) };
const restricted = (by = 'ada'): DiscussionEvent => ({ type: 'DiscussionRestricted', data: { ...moderation, by } });
const publishedAgain: DiscussionEvent = { type: 'DiscussionPublishedAgain', data: { ...moderation, by: 'ada', at: at(3) } };
const hidden = (postId: string, reason: 'flags' | 'moderator'): DiscussionEvent => ({
  type: 'DiscussionHidden',
  data: { postId, discussionId: 'd1', by: reason === 'flags' ? null : 'ada', reason, at: at(4) },
});

const setUp = async () => {
  const eventStore = openStore();
  const readStore = createMemoryReadStore();
  const runner = await startRunner(eventStore, readStore, [notificationsProjection]);
  const append = async (stream: string, ...events: (DiscussionEvent | AccountEvent)[]) => {
    const result = await eventStore.append(
      stream,
      events.map((event) => ({ id: randomUUID(), ...event })),
      'any',
    );
    await runner.waitFor(result.position);
  };
  for (const userId of ['dana', 'mo', 'kim', 'ada']) await append(userStream(userId), registered(userId));
  return { readStore, append };
};

const bell = async (readStore: ReadStore, reader: NotificationReader) =>
  (await listNotifications(readStore, reader, { page: 1, limit: 20 })).data.map((doc) => ({
    ...describeNotification(doc.subject, doc.audience),
    link: notificationLink(doc.subject),
    requestId: doc.requestId,
    read: doc.read,
  }));

describe('the forum’s notifications', () => {
  it('tell a discussion’s author, and nobody else, that an admin restricted it and published it again, linking to it', async () => {
    const { readStore, append } = await setUp();
    await append(discussionStream('d1'), post('d1', 'dana'), restricted());
    expect(await bell(readStore, dana)).toEqual([
      {
        title: 'Your discussion was restricted',
        text: 'An admin restricted "How do I ask for a referral?". It no longer shows in the public forum; you can still open it.',
        link: '/discussionPost/d1',
        requestId: null,
        read: false,
      },
    ]);
    for (const reader of [mo, ada]) expect(await bell(readStore, reader)).toEqual([]);
    await append(discussionStream('d1'), publishedAgain);
    expect((await bell(readStore, dana)).map((entry) => [entry.title, entry.text])).toEqual([
      ['Your discussion is public again', 'An admin published "How do I ask for a referral?" again. It shows in the public forum.'],
      ['Your discussion was restricted', 'An admin restricted "How do I ask for a referral?". It no longer shows in the public forum; you can still open it.'],
    ]);
  });

  it('do not tell an admin who restricted their own discussion', async () => {
    const { readStore, append } = await setUp();
    await append(discussionStream('d1'), post('d1', 'ada'), { type: 'DiscussionRestricted', data: { ...moderation, authorId: 'ada', by: 'ada' } });
    await append(discussionStream('d1'), { type: 'DiscussionPublishedAgain', data: { ...moderation, authorId: 'ada', by: 'ada' } });
    expect(await bell(readStore, ada)).toEqual([]);
  });

  it('tell a discussion’s author of an answer by another member, once, and not of their own', async () => {
    const { readStore, append } = await setUp();
    await append(discussionStream('d1'), post('d1', 'dana'));
    await append(discussionStream('a1'), post('a1', 'mo', 'd1'));
    await append(discussionStream('a2'), post('a2', 'dana', 'd1'));
    expect(await bell(readStore, dana)).toEqual([
      {
        title: 'New answer to your discussion',
        text: 'Someone answered "How do I ask for a referral?".',
        link: '/discussionPost/d1',
        requestId: null,
        read: false,
      },
    ]);
    for (const reader of [mo, kim, ada]) expect(await bell(readStore, reader)).toEqual([]);
  });

  it('tell an answer’s author of a reply by someone else, and not the discussion’s author', async () => {
    const { readStore, append } = await setUp();
    await append(discussionStream('d1'), post('d1', 'dana'));
    await append(discussionStream('a1'), post('a1', 'mo', 'd1'));
    await append(discussionStream('r1'), post('r1', 'kim', 'a1', 'a1'));
    await append(discussionStream('r2'), post('r2', 'mo', 'a1', 'a1'));
    expect(await bell(readStore, mo)).toEqual([
      {
        title: 'New reply to your answer',
        text: 'Someone replied to your answer in "How do I ask for a referral?".',
        link: '/discussionPost/d1',
        requestId: null,
        read: false,
      },
    ]);
    expect((await bell(readStore, dana)).map((entry) => entry.title)).toEqual(['New answer to your discussion']);
    expect(await bell(readStore, kim)).toEqual([]);
  });

  it('tell a post’s author when members’ flags hide it, not when an admin does', async () => {
    const { readStore, append } = await setUp();
    await append(discussionStream('d1'), post('d1', 'dana'));
    await append(discussionStream('a1'), post('a1', 'mo', 'd1'));
    await append(discussionStream('r1'), post('r1', 'kim', 'a1', 'a1'));
    await append(discussionStream('d1'), hidden('d1', 'flags'));
    await append(discussionStream('a1'), hidden('a1', 'flags'));
    await append(discussionStream('r1'), hidden('r1', 'moderator'));
    await append(discussionStream('r1'), hidden('unknown-post', 'flags'));
    expect((await bell(readStore, dana)).map((entry) => [entry.title, entry.text])[0]).toEqual([
      'Your discussion was hidden',
      '"How do I ask for a referral?" was flagged by several members and is hidden until an admin reviews it.',
    ]);
    expect((await bell(readStore, mo)).map((entry) => [entry.title, entry.text])[0]).toEqual([
      'Your answer was hidden',
      'Your answer in "How do I ask for a referral?" was flagged by several members and is hidden until an admin reviews it.',
    ]);
    expect(await bell(readStore, kim)).toEqual([]);
  });

  it('apply an event once however often it is handed over, and keep nothing over newer', async () => {
    const readStore = createMemoryReadStore();
    await notificationsProjection.setup?.(readStore);
    const recorded = (event: DiscussionEvent, position: number): RecordedEvent =>
      ({ id: `e${position}`, position, recordedAt: at(9), streamId: 'x', revision: 0, ...event }) as unknown as RecordedEvent;
    const events = [recorded(post('d1', 'dana'), 1), recorded(post('a1', 'mo', 'd1'), 2), recorded(restricted(), 3)];
    await notificationsProjection.apply(events, readStore);
    await notificationsProjection.apply(events, readStore);
    await notificationsProjection.apply([recorded(post('d1', 'kim'), 1)], readStore);
    await notificationsProjection.apply([recorded(post('a2', 'kim', 'd1'), 4)], readStore);
    const page = await listNotifications(readStore, dana, { page: 1, limit: 20 });
    expect(page.data.map((doc) => doc.kind)).toEqual(['discussionAnswered', 'discussionRestricted', 'discussionAnswered']);
  });
});
