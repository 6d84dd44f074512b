import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENTS_STREAM,
  chatStream,
  describeNotification,
  notificationsStream,
  referralStream,
  userStream,
  type AccountEvent,
  type AnnouncementEvent,
  type ChatEvent,
  type ChatSender,
  type NotificationEvent,
  type ReferralEvent,
} from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { createMemoryReadStore } from '@referly/infra/read-store/memory-read-store';
import { projectionTestKit } from '../test-kit.ts';
import { notificationsProjections } from './index.ts';
import { referralProjections } from '../referrals/kind.ts';
import { defineRequestKind } from '../request-kind.ts';
import { NOTIFICATIONS, notificationsProjectionOf } from './notifications.projection.ts';
import { listNotifications, unreadNotifications, visibleNotificationIds, type NotificationReader } from './queries.ts';

const { openStore, startRunner } = projectionTestKit();

type AnyEvent = ReferralEvent | ChatEvent | AccountEvent | AnnouncementEvent | NotificationEvent;

const at = (minutes: number) => new Date(Date.parse('2026-11-23T09:00:00.000Z') + minutes * 60_000).toISOString();
const ids = { referralId: 'ref-1', seekerId: 's1', companyId: 'c1' };
const riley: ChatSender = { userId: 'r1', role: 'referrer', name: 'Riley Referrer' };
const sam: ChatSender = { userId: 's1', role: 'jobSeeker', name: 'Sam Seeker' };
const participants = { seekerId: 's1', referrerId: 'r1', companyId: 'c1' };

const seeker: NotificationReader = { userId: 's1', companyId: null };
const rileyReader: NotificationReader = { userId: 'r1', companyId: 'c1' };
const robin: NotificationReader = { userId: 'r2', companyId: 'c1' };
const outsider: NotificationReader = { userId: 'r3', companyId: 'c9' };
const ada: NotificationReader = { userId: 'a1', companyId: null };

const registered = (userId: string, minutes = 0): AccountEvent => ({
  type: 'UserRegistered',
  data: {
    userId,
    firstName: userId,
    lastName: 'X',
    email: `${userId}@example.com`,
    mobile: '0400000000',
    userRole: 'jobSeeker',
    dateOfBirth: '1990-01-01',
    at: at(minutes),
  },
});
const requested: ReferralEvent = {
  type: 'ReferralRequested',
  data: {
    ...ids,
    seeker: { name: 'Sam Seeker', email: 'sam@example.com', mobile: '0412345678' },
    industry: 'ICT',
    desiredPosition: 'Backend Engineer',
    companyName: 'Atlassian',
    currentJob: '',
    jobUrl: null,
    resume: { fileId: 'f', name: 'resume.pdf', mime: 'application/pdf', size: 10 },
    coverLetter: null,
    amountCents: 45000,
    currency: 'aud',
    couponCode: null,
    discountPercentage: null,
    paymentIntentId: 'pi_1',
    at: at(1),
  },
};
const paid: ReferralEvent = { type: 'ReferralPaid', data: { ...ids, paymentIntentId: 'pi_1', amountCents: 45000, currency: 'aud', at: at(2) } };
const taken: ReferralEvent = { type: 'ReferralTaken', data: { ...ids, referrerId: 'r1', referrerName: 'Riley Referrer', at: at(3) } };
const rejected: ReferralEvent = {
  type: 'ReferralStatusChanged',
  data: { ...ids, referrerId: 'r1', from: 'inProgress', to: 'rejected', by: riley, reason: 'Role filled', refundDue: true, at: at(4) },
};
const refunded: ReferralEvent = { type: 'RefundIssued', data: { ...ids, triggerEventId: 'x', refundId: 're_1', amountCents: 45000, at: at(5) } };
const message = (messageId: string, sender: ChatSender, value: string): ChatEvent => ({
  type: 'ChatMessageSent',
  data: { chatId: 'ref-1', chatType: 'jobReferral', requestId: 'ref-1', messageId, sender, content: { type: 'text', value }, participants, at: at(6) },
});
const announced = (announcementId: string): AnnouncementEvent => ({
  type: 'AnnouncementSent',
  data: { announcementId, title: 'Maintenance', body: 'Down on Sunday.', by: { userId: 'a1', name: 'Ada Admin' }, at: at(7) },
});
const read = (userId: string, notificationIds: string[], all = false): NotificationEvent => ({
  type: 'NotificationsRead',
  data: { userId, notificationIds, all, at: at(8) },
});

const setUp = async (projections = notificationsProjections.projections) => {
  const eventStore = openStore();
  const readStore = createMemoryReadStore();
  const runner = await startRunner(eventStore, readStore, projections);
  const append = async (stream: string, ...events: AnyEvent[]) => {
    const result = await eventStore.append(
      stream,
      events.map((event) => ({ id: randomUUID(), ...event })),
      'any',
    );
    await runner.waitFor(result.position);
    return result;
  };
  return { eventStore, readStore, append };
};

const page = (readStore: ReadStore, reader: NotificationReader, limit = 20) => listNotifications(readStore, reader, { page: 1, limit });
const titles = async (readStore: ReadStore, reader: NotificationReader) =>
  (await page(readStore, reader)).data.map((doc) => [describeNotification(doc.subject, doc.audience).title, doc.read]);

describe('notifications read model', () => {
  it('tells the seeker each step of their request, newest first, with the request it links to', async () => {
    const { readStore, append } = await setUp();
    await append(userStream('s1'), registered('s1'));
    await append(referralStream('ref-1'), requested, paid, taken, rejected, refunded);
    expect(await titles(readStore, seeker)).toEqual([
      ['Refund issued', false],
      ['Status changed to Rejected', false],
      ['A referrer took your request', false],
      ['Payment received', false],
    ]);
    const listed = await page(readStore, seeker);
    expect(listed).toMatchObject({ unreadCount: 4, totalPages: 1, currentPage: 1 });
    expect(listed.data.every((doc) => doc.requestId === 'ref-1' && doc.audience === 'own')).toBe(true);
    expect(describeNotification(listed.data[1]?.subject ?? { kind: 'announcement', title: '', body: '' }, 'own').text).toBe(
      'Your request for Backend Engineer at Atlassian is now Rejected. Reason: Role filled',
    );
    expect(describeNotification(listed.data[0]?.subject ?? { kind: 'announcement', title: '', body: '' }, 'own').text).toBe(
      'AUD\u00a0450.00 was refunded for your request for Backend Engineer at Atlassian.',
    );
  });

  it('shows a paid request to its company’s referrers until one takes it, then to the taker only', async () => {
    const { readStore, append } = await setUp();
    await append(referralStream('ref-1'), requested, paid);
    for (const reader of [rileyReader, robin]) expect(await titles(readStore, reader)).toEqual([['New paid request', false]]);
    expect(await titles(readStore, outsider)).toEqual([]);
    await append(referralStream('ref-1'), taken);
    expect(await titles(readStore, rileyReader)).toEqual([['New paid request', false]]);
    expect(await titles(readStore, robin)).toEqual([]);
    expect(await unreadNotifications(readStore, robin)).toBe(0);
  });

  it('closes a paid request to the company when an admin decides it before anyone takes it', async () => {
    const { readStore, append } = await setUp();
    const admin = { userId: 'a1', role: 'admin' as const, name: 'Ada' };
    await append(referralStream('ref-1'), requested, paid, {
      type: 'ReferralStatusChanged',
      data: { ...ids, referrerId: null, from: 'pending', to: 'rejected', by: admin, reason: 'Spam', refundDue: true, at: at(3) },
    });
    expect(await titles(readStore, robin)).toEqual([]);
    expect(await titles(readStore, seeker)).toEqual([
      ['Status changed to Rejected', false],
      ['Payment received', false],
    ]);
  });

  it('does not tell the seeker of their own change', async () => {
    const { readStore, append } = await setUp();
    await append(referralStream('ref-1'), requested, {
      type: 'ReferralStatusChanged',
      data: {
        ...ids,
        referrerId: 'r1',
        from: 'waitingforapproval',
        to: 'approved',
        by: { userId: 's1', role: 'jobSeeker', name: 'Sam' },
        reason: null,
        refundDue: false,
        at: at(3),
      },
    });
    expect(await titles(readStore, seeker)).toEqual([]);
  });

  it('tells the other people on a request of a chat message, never its writer', async () => {
    const { readStore, append } = await setUp();
    await append(referralStream('ref-1'), requested);
    await append(chatStream('ref-1'), message('m1', sam, 'Hello   Riley,\nthanks'), message('m2', riley, 'On it'));
    const forRiley = await page(readStore, rileyReader);
    expect(forRiley.data.map((doc) => describeNotification(doc.subject, doc.audience))).toEqual([
      { title: 'New message from Sam Seeker', text: 'Backend Engineer at Atlassian: Hello Riley, thanks' },
    ]);
    expect(await titles(readStore, seeker)).toEqual([['New message from Riley Referrer', false]]);
    expect(await titles(readStore, robin)).toEqual([]);
  });

  it('counts a chat message as read once its reader read that chat after it, and a later message as new again', async () => {
    const { readStore, append } = await setUp();
    await append(referralStream('ref-1'), requested, paid);
    await append(chatStream('ref-1'), message('m1', riley, 'Hi Sam'), message('m2', riley, 'Any news?'));
    expect(await unreadNotifications(readStore, seeker)).toBe(3);
    const chatRead = (userId: string): ChatEvent => ({ type: 'ChatRead', data: { chatId: 'ref-1', userId, upTo: 3, participants, at: at(7) } });
    // another person's read of the chat changes nothing for the seeker
    await append(chatStream('ref-1'), chatRead('r1'));
    expect(await unreadNotifications(readStore, seeker)).toBe(3);
    await append(chatStream('ref-1'), chatRead('s1'));
    expect(await titles(readStore, seeker)).toEqual([
      ['New message from Riley Referrer', true],
      ['New message from Riley Referrer', true],
      ['Payment received', false],
    ]);
    expect(await unreadNotifications(readStore, seeker)).toBe(1);
    await append(chatStream('ref-1'), message('m3', riley, 'Still there?'));
    expect(await unreadNotifications(readStore, seeker)).toBe(2);
    expect((await titles(readStore, seeker))[0]).toEqual(['New message from Riley Referrer', false]);
  });

  it('shows announcements to everyone who had an account, read for their author', async () => {
    const { readStore, append } = await setUp();
    await append(userStream('s1'), registered('s1'));
    await append(userStream('a1'), registered('a1'));
    await append(ANNOUNCEMENTS_STREAM, announced('an1'));
    await append(userStream('late'), registered('late', 9));
    expect(await titles(readStore, seeker)).toEqual([['Maintenance', false]]);
    expect(await titles(readStore, ada)).toEqual([['Maintenance', true]]);
    expect(await unreadNotifications(readStore, ada)).toBe(0);
    expect(await titles(readStore, { userId: 'late', companyId: null })).toEqual([]);
  });

  it('marks the named notifications read, then all of them', async () => {
    const { readStore, append } = await setUp();
    await append(userStream('s1'), registered('s1'));
    await append(referralStream('ref-1'), requested, paid, taken, rejected);
    const [newest, , oldest] = (await page(readStore, seeker)).data.map((doc) => doc._id);
    await append(notificationsStream('s1'), read('s1', [String(newest), String(oldest)]));
    expect(await titles(readStore, seeker)).toEqual([
      ['Status changed to Rejected', true],
      ['A referrer took your request', false],
      ['Payment received', true],
    ]);
    expect(await unreadNotifications(readStore, seeker)).toBe(1);
    await append(notificationsStream('s1'), read('s1', [], true));
    expect(await unreadNotifications(readStore, seeker)).toBe(0);
    await append(referralStream('ref-1'), refunded);
    expect(await titles(readStore, seeker)).toEqual([
      ['Refund issued', false],
      ['Status changed to Rejected', true],
      ['A referrer took your request', true],
      ['Payment received', true],
    ]);
  });

  it('says which ids a person may see', async () => {
    const { readStore, append } = await setUp();
    await append(referralStream('ref-1'), requested, paid, taken);
    const all = (await page(readStore, seeker)).data.map((doc) => doc._id);
    const company = (await page(readStore, rileyReader)).data.map((doc) => doc._id);
    expect(await visibleNotificationIds(readStore, seeker, [...all, 'nope'])).toEqual(expect.arrayContaining(all));
    expect(await visibleNotificationIds(readStore, robin, all)).toEqual([]);
    expect(await visibleNotificationIds(readStore, rileyReader, all)).toEqual(company);
  });

  it('pages newest first', async () => {
    const { readStore, append } = await setUp();
    await append(referralStream('ref-1'), requested, paid, taken, rejected, refunded);
    const second = await listNotifications(readStore, seeker, { page: 2, limit: 3 });
    expect(second).toMatchObject({ unreadCount: 4, totalPages: 2, currentPage: 2 });
    expect(second.data.map((doc) => doc.kind)).toEqual(['referralPaid']);
  });

  it('builds the same notifications from the log again', async () => {
    const { eventStore, readStore, append } = await setUp();
    await append(userStream('s1'), registered('s1'));
    await append(referralStream('ref-1'), requested, paid, taken);
    await append(notificationsStream('s1'), read('s1', [], true));
    const again = createMemoryReadStore();
    const runner = await startRunner(eventStore, again, notificationsProjections.projections);
    await runner.waitFor(await eventStore.headPosition());
    const docs = async (store: ReadStore) => store.collection(NOTIFICATIONS).find({}, { sort: { _id: 1 } });
    expect(await docs(again)).toEqual(await docs(readStore));
    expect(await page(again, seeker)).toEqual(await page(readStore, seeker));
  });
});

describe('notifications to the admins', () => {
  // a kind of request that tells every admin of a paid request and of a message in its chats, as a resume review does
  const askingAdmins = defineRequestKind<ReferralEvent, 'ReferralRequested', never, 'ReferralPaid'>({
    chatType: 'resumeReview',
    opens: 'ReferralRequested',
    requestIdField: 'referralId',
    chat: { open: referralProjections.chat.open, systemLines: {}, messagesToAdmins: true },
    notifications: {
      request: referralProjections.notifications.request,
      steps: { ReferralPaid: (_data, request) => ({ notify: [{ subject: { kind: 'referralPaid', request }, admins: true }] }) },
    },
  });
  const adaAdmin: NotificationReader = { userId: 'a1', companyId: null, admin: true };
  const alexAdmin: NotificationReader = { userId: 'a2', companyId: null, admin: true };
  const reviewMessage = (messageId: string, sender: ChatSender): ChatEvent => ({
    type: 'ChatMessageSent',
    data: {
      chatId: 'ref-1',
      chatType: 'resumeReview',
      requestId: 'ref-1',
      messageId,
      sender,
      content: { type: 'text', value: 'About my resume' },
      participants: { ...participants, referrerId: null },
      at: at(6),
    },
  });
  const ada: ChatSender = { userId: 'a1', role: 'admin', name: 'Ada Admin' };

  it('reach every admin, each reading them for themselves, and nobody else', async () => {
    const { readStore, append } = await setUp([notificationsProjectionOf([askingAdmins])]);
    await append(userStream('a1'), registered('a1'));
    await append(userStream('a2'), registered('a2'));
    await append(referralStream('ref-1'), requested, paid);
    for (const reader of [adaAdmin, alexAdmin]) {
      const listed = await page(readStore, reader);
      expect(listed.data.map((doc) => [doc.kind, doc.audience, doc.requestId, doc.read])).toEqual([['referralPaid', 'admins', 'ref-1', false]]);
      expect(listed.unreadCount).toBe(1);
    }
    for (const reader of [seeker, rileyReader, { ...adaAdmin, admin: false }]) expect(await titles(readStore, reader)).toEqual([]);
    const [paidId] = (await page(readStore, adaAdmin)).data.map((doc) => doc._id);
    expect(await visibleNotificationIds(readStore, seeker, [paidId ?? ''])).toEqual([]);
    await append(notificationsStream('a1'), read('a1', [paidId ?? '']));
    expect(await unreadNotifications(readStore, adaAdmin)).toBe(0);
    expect(await unreadNotifications(readStore, alexAdmin)).toBe(1);
  });

  it('are not for an admin who joined after them', async () => {
    const { readStore, append } = await setUp([notificationsProjectionOf([askingAdmins])]);
    await append(referralStream('ref-1'), requested, paid);
    await append(userStream('a2'), registered('a2'));
    expect(await titles(readStore, alexAdmin)).toEqual([]);
  });

  it('tell the admins of a message in the kind’s chat from its seeker, and the seeker of an admin’s answer, not the other admins', async () => {
    const { readStore, append } = await setUp([notificationsProjectionOf([askingAdmins])]);
    await append(referralStream('ref-1'), requested);
    await append(chatStream('ref-1'), reviewMessage('m1', sam));
    expect((await page(readStore, alexAdmin)).data.map((doc) => [describeNotification(doc.subject, doc.audience), doc.audience])).toEqual([
      [{ title: 'New message from Sam Seeker', text: 'Backend Engineer at Atlassian (resume review): About my resume' }, 'admins'],
    ]);
    await append(chatStream('ref-1'), reviewMessage('m2', ada));
    expect(await titles(readStore, seeker)).toEqual([['New message from Ada Admin', false]]);
    expect(await titles(readStore, alexAdmin)).toEqual([['New message from Sam Seeker', false]]);
  });

  it('are not made by the job referrals’ kind, whose chat messages reach the people on the request only', async () => {
    const { readStore, append } = await setUp();
    await append(referralStream('ref-1'), requested, paid);
    await append(chatStream('ref-1'), message('m1', sam, 'Hello'));
    expect(await titles(readStore, adaAdmin)).toEqual([]);
  });
});
