import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then.ts';
import type { AnnouncementCommand, ChatDigestCommand } from './commands.ts';
import { announcementsDecider, chatDigestDecider, evolveChatDigests, initialChatDigests, notificationsDecider, type ChatDigests } from './decide.ts';
import { ANNOUNCEMENTS_STREAM, chatDigestStream, notificationsStream, type ChatDigestEvent } from './events.ts';
import { notificationMessages } from './messages.ts';

const now = '2026-11-23T09:00:00.000Z';
const ada = { userId: 'a1', name: 'Ada Admin' };

describe('streams', () => {
  it('names each stream after what it holds', () => {
    expect(notificationsStream('u1')).toBe('notifications-u1');
    expect(ANNOUNCEMENTS_STREAM).toBe('announcements');
    expect(chatDigestStream('c1')).toBe('chat-digests-c1');
  });
});

describe('marking notifications read', () => {
  const spec = specFor(notificationsDecider);

  it('marks the named notifications, each once', () => {
    spec([])
      .when({ type: 'MarkNotificationsRead', userId: 'u1', notificationIds: ['n1', 'n2', 'n1'], now })
      .then([{ type: 'NotificationsRead', data: { userId: 'u1', notificationIds: ['n1', 'n2'], all: false, at: now } }]);
  });

  it('marks everything at once', () => {
    spec([])
      .when({ type: 'MarkNotificationsRead', userId: 'u1', notificationIds: 'all', now })
      .then([{ type: 'NotificationsRead', data: { userId: 'u1', notificationIds: [], all: true, at: now } }]);
  });

  it('records nothing when no notification is named', () => {
    spec([]).when({ type: 'MarkNotificationsRead', userId: 'u1', notificationIds: [], now }).then([]);
  });

  it('counts the marks it has recorded', () => {
    const read = { type: 'NotificationsRead' as const, data: { userId: 'u1', notificationIds: ['n1'], all: false, at: now } };
    expect([read, read].reduce(notificationsDecider.evolve, notificationsDecider.initialState())).toEqual({ marks: 2 });
    expect(notificationsDecider.initialState()).toEqual({ marks: 0 });
  });
});

describe('sending an announcement', () => {
  const spec = specFor(announcementsDecider);
  const send = (change: Partial<AnnouncementCommand> = {}): AnnouncementCommand => ({
    type: 'SendAnnouncement',
    announcementId: 'an1',
    title: 'Scheduled maintenance',
    body: 'Referly is down for ten minutes on Sunday.',
    by: ada,
    now,
    ...change,
  });
  const sent = {
    type: 'AnnouncementSent' as const,
    data: { announcementId: 'an1', title: 'Scheduled maintenance', body: 'Referly is down for ten minutes on Sunday.', by: ada, at: now },
  };

  it('sends it as plain text', () => {
    spec([])
      .when(send({ title: '  <b>Scheduled maintenance</b> ', body: 'Referly is down for ten minutes on Sunday.<script>x</script>' }))
      .then([{ ...sent, data: { ...sent.data, body: 'Referly is down for ten minutes on Sunday.x' } }]);
  });

  it('sends it once, however often it is asked', () => {
    spec([sent]).when(send()).then([]);
    spec([sent])
      .when(send({ announcementId: 'an2' }))
      .then([{ ...sent, data: { ...sent.data, announcementId: 'an2' } }]);
  });

  it('refuses an empty title or message with the message of the field', () => {
    spec([])
      .when(send({ title: ' <i></i> ' }))
      .thenThrows('validation_failed', notificationMessages.titleRequired);
    spec([])
      .when(send({ body: '' }))
      .thenThrows('validation_failed', notificationMessages.bodyRequired);
  });

  it('names the field it refuses', () => {
    let caught: unknown;
    try {
      announcementsDecider.decide(send({ body: 'x'.repeat(2001) }), announcementsDecider.initialState());
    } catch (error) {
      caught = error;
    }
    expect(caught).toMatchObject({
      code: 'validation_failed',
      message: notificationMessages.bodyTooLong,
      details: { errors: { body: notificationMessages.bodyTooLong } },
    });
  });

  it('remembers every announcement it sent', () => {
    const second = { ...sent, data: { ...sent.data, announcementId: 'an2' } };
    expect([sent, second].reduce(announcementsDecider.evolve, announcementsDecider.initialState())).toEqual({ sent: ['an1', 'an2'] });
  });
});

describe('a chat’s digests', () => {
  const spec = specFor(chatDigestDecider);
  const m = (messageId: string, position: number) => ({ messageId, position });
  const claim = (change: Partial<Extract<ChatDigestCommand, { type: 'ClaimDigest' }>> = {}): ChatDigestCommand => ({
    type: 'ClaimDigest',
    chatId: 'c1',
    digestId: 'd1',
    userId: 's1',
    unread: [m('m1', 10), m('m2', 12)],
    now,
    ...change,
  });
  const due = (digestId: string, messages: { messageId: string; position: number }[], userId = 's1'): ChatDigestEvent => ({
    type: 'ChatDigestDue',
    data: { chatId: 'c1', digestId, userId, messages, at: now },
  });
  const sentEvent = (digestId: string, userId = 's1'): ChatDigestEvent => ({
    type: 'ChatDigestSent',
    data: { chatId: 'c1', digestId, userId, to: 'sam@example.com', at: now },
  });

  it('claims a digest of the unread messages', () => {
    spec([])
      .when(claim())
      .then([due('d1', [m('m1', 10), m('m2', 12)])]);
  });

  it('lists only messages no earlier digest to that person listed', () => {
    spec([due('d0', [m('m1', 10)])])
      .when(claim({ unread: [m('m1', 10), m('m2', 12)] }))
      .then([due('d1', [m('m2', 12)])]);
    spec([due('d0', [m('m1', 10), m('m2', 12)])])
      .when(claim())
      .then([]);
  });

  it('keeps each person’s digests apart', () => {
    spec([due('d0', [m('m1', 10), m('m2', 12)], 'r1')])
      .when(claim())
      .then([due('d1', [m('m1', 10), m('m2', 12)])]);
  });

  it('claims nothing when nothing is unread', () => {
    spec([])
      .when(claim({ unread: [] }))
      .then([]);
  });

  it('claims a digest id once, sent or not', () => {
    spec([due('d1', [m('m0', 5)])])
      .when(claim({ unread: [m('m1', 10)] }))
      .then([]);
    spec([due('d1', [m('m0', 5)]), sentEvent('d1')])
      .when(claim({ unread: [m('m1', 10)] }))
      .then([]);
  });

  it('records a claimed digest as sent once', () => {
    const record: ChatDigestCommand = { type: 'RecordDigestSent', chatId: 'c1', digestId: 'd1', to: 'sam@example.com', now };
    spec([due('d1', [m('m1', 10)], 'r1')])
      .when(record)
      .then([sentEvent('d1', 'r1')]);
    spec([due('d1', [m('m1', 10)]), sentEvent('d1')])
      .when(record)
      .then([]);
    spec([]).when(record).then([]);
  });

  it('closes each message’s check once', () => {
    const check: ChatDigestCommand = { type: 'RecordChecked', chatId: 'c1', triggerEventId: 'e1', now };
    const checked: ChatDigestEvent = { type: 'ChatDigestChecked', data: { chatId: 'c1', triggerEventId: 'e1', at: now } };
    spec([]).when(check).then([checked]);
    spec([checked]).when(check).then([]);
  });

  it('folds what was claimed, sent and checked', () => {
    const state = [
      due('d1', [m('m2', 12), m('m1', 10)]),
      due('d2', [m('m0', 3)]),
      due('d3', [m('m9', 30)], 'r1'),
      sentEvent('d1'),
      { type: 'ChatDigestChecked', data: { chatId: 'c1', triggerEventId: 'e1', at: now } } as ChatDigestEvent,
    ].reduce(evolveChatDigests, initialChatDigests());
    const expected: ChatDigests = {
      coveredUpTo: { s1: 12, r1: 30 },
      unsent: { d2: { userId: 's1', messages: [m('m0', 3)] }, d3: { userId: 'r1', messages: [m('m9', 30)] } },
      sent: ['d1'],
      checked: ['e1'],
    };
    expect(state).toEqual(expected);
    expect(initialChatDigests()).toEqual({ coveredUpTo: {}, unsent: {}, sent: [], checked: [] });
  });
});
