import { notificationMessages } from '@referly/domain';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { say } from '../chat/chat-test-support.ts';
import { registerAndLogIn, startTestServer, type TestServer } from '../test-support/harness.ts';
import { listen } from '../test-support/live-listener.ts';
import { logIn, paidRequest, verifiedReferrer } from '../test-support/marketplace.ts';

type Item = { _id: string; kind: string; title: string; text: string; requestId: string | null; read: boolean; createdAt: string };

let server: TestServer;
let admin: string;
let companyReferrer: string;
let otherReferrer: string;
let seekerA: { token: string; userId: string };
let seekerB: { token: string; userId: string };
let referralId: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  admin = await logIn(server, 'admin@referly.dev');
  companyReferrer = await logIn(server, 'referrer@referly.dev');
  otherReferrer = (await verifiedReferrer(server, 'Canva', admin)).token;
  seekerA = await registerAndLogIn(server);
  seekerB = await registerAndLogIn(server);
  referralId = (await paidRequest(server, seekerA)).referralId;
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(() => server.close());

const bell = async (token: string | undefined, query = '') => {
  const reply = await server.get(`/api/notifications${query}`, token);
  return { ...reply, items: (reply.body.data ?? []) as unknown as Item[] };
};
const itemsAbout = (items: Item[], id: string) => items.filter((item) => item.requestId === id);

describe('GET /api/notifications', () => {
  it('tells the seeker their request is paid, linking to it, as unread', async () => {
    const { status, body, items } = await bell(seekerA.token);
    expect(status).toBe(200);
    expect(itemsAbout(items, referralId)).toEqual([
      {
        _id: expect.any(String),
        kind: 'referralPaid',
        title: 'Payment received',
        text: 'Your referral request for Backend Engineer at Atlassian is paid and with its referrers now.',
        requestId: referralId,
        read: false,
        createdAt: expect.any(String),
      },
    ]);
    expect(body).toMatchObject({ statusCode: 200, unreadCount: 1, totalPages: 1, currentPage: 1 });
  });

  it('tells the company’s referrers of the new paid request, and nobody else', async () => {
    expect(itemsAbout((await bell(companyReferrer)).items, referralId).map((item) => [item.title, item.text])).toEqual([
      ['New paid request', 'A seeker is asking for a referral: Backend Engineer at Atlassian.'],
    ]);
    expect(itemsAbout((await bell(otherReferrer)).items, referralId)).toEqual([]);
    expect(itemsAbout((await bell(seekerB.token)).items, referralId)).toEqual([]);
  });

  it('tells the referrer handling a request of the seeker’s chat message, and the seeker of the status change with its reason', async () => {
    const seeker = await registerAndLogIn(server);
    const { referralId: id } = await paidRequest(server, seeker, { desiredPosition: 'Data Analyst' });
    const moved = await server.put(`/api/job-referral/referrer/${id}`, { status: 'inProgress' }, companyReferrer);
    expect(moved.status).toBe(200);
    expect((await say(server, id, 'Thanks for taking it!', seeker.token)).status).toBe(201);
    const forReferrer = itemsAbout((await bell(companyReferrer)).items, id).map((item) => [item.kind, item.title, item.text]);
    expect(forReferrer).toEqual([
      ['chatMessage', expect.stringMatching(/^New message from /), 'Data Analyst at Atlassian: Thanks for taking it!'],
      ['referralPaid', 'New paid request', 'A seeker is asking for a referral: Data Analyst at Atlassian.'],
    ]);
    // another referrer of the company no longer sees it once it is taken
    const colleague = await verifiedReferrer(server, 'Atlassian', admin);
    expect(itemsAbout((await bell(colleague.token)).items, id)).toEqual([]);
    const rejected = await server.put(`/api/job-referral/referrer/${id}`, { status: 'rejected', reason: 'The role is filled' }, companyReferrer);
    expect(rejected.status).toBe(200);
    const forSeeker = (await bell(seeker.token)).items.map((item) => item.text);
    expect(forSeeker).toContain('Your request for Data Analyst at Atlassian is now Rejected. Reason: The role is filled');
  });

  it('counts a chat message as read once its reader has read the chat', async () => {
    const seeker = await registerAndLogIn(server);
    const { referralId: id } = await paidRequest(server, seeker, { desiredPosition: 'Data Engineer' });
    await server.put(`/api/job-referral/referrer/${id}`, { status: 'inProgress' }, companyReferrer);
    const sent = await say(server, id, 'Could you send your portfolio?', companyReferrer);
    const unreadMessages = async () => itemsAbout((await bell(seeker.token)).items, id).filter((item) => item.kind === 'chatMessage' && !item.read);
    expect(await unreadMessages()).toHaveLength(1);
    const unreadBefore = (await bell(seeker.token)).body.unreadCount;
    const upTo = (sent.body.data?.newMessage as { sequence: number } | undefined)?.sequence ?? 0;
    expect((await server.put(`/api/chat/${id}/read`, { upTo }, seeker.token)).status).toBe(200);
    expect(await unreadMessages()).toEqual([]);
    expect((await bell(seeker.token)).body.unreadCount).toBe(Number(unreadBefore) - 1);
  });

  it('pages, and refuses a bad page with a clear message', async () => {
    expect((await bell(seekerA.token, '?page=1&limit=1')).body).toMatchObject({ currentPage: 1 });
    const bad = await bell(seekerA.token, '?limit=500');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(notificationMessages.limitInvalid);
    expect((await bell(seekerA.token, '?page=0')).body.message).toBe(notificationMessages.pageInvalid);
  });

  it('is for signed-in people only', async () => {
    expect((await bell(undefined)).status).toBe(401);
  });
});

describe('PUT /api/notifications/read', () => {
  it('does not let one person mark another’s notification, and changes nothing', async () => {
    const [theirs] = itemsAbout((await bell(seekerA.token)).items, referralId);
    const reply = await server.put('/api/notifications/read', { ids: [String(theirs?._id)] }, seekerB.token);
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe(notificationMessages.notFound);
    expect(itemsAbout((await bell(seekerA.token)).items, referralId)[0]?.read).toBe(false);
    const mixed = await server.put('/api/notifications/read', { ids: [String(theirs?._id), 'not-a-notification'] }, seekerA.token);
    expect(mixed.status).toBe(404);
    expect(itemsAbout((await bell(seekerA.token)).items, referralId)[0]?.read).toBe(false);
  });

  it('refuses a body that names nothing', async () => {
    for (const body of [{}, { ids: [] }, { all: false }, { ids: ['../../x'] }]) {
      const reply = await server.put('/api/notifications/read', body, seekerA.token);
      expect(reply.status).toBe(400);
      expect(typeof reply.body.message).toBe('string');
    }
    expect((await server.put('/api/notifications/read', {}, seekerA.token)).body.message).toBe(notificationMessages.markWhat);
    expect((await server.put('/api/notifications/read', { all: true }, undefined)).status).toBe(401);
  });

  it('marks the named ones read, answering the unread count, and pushes the mark to the reader only', async () => {
    const seeker = await registerAndLogIn(server);
    const { referralId: id } = await paidRequest(server, seeker);
    const pushedToSeeker = await listen(server, sockets, seeker.token);
    const pushedToOther = await listen(server, sockets, seekerB.token);
    const [paid] = (await bell(seeker.token)).items;
    const reply = await server.put('/api/notifications/read', { ids: [String(paid?._id)] }, seeker.token);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ unreadCount: 0 });
    expect(itemsAbout((await bell(seeker.token)).items, id)[0]?.read).toBe(true);
    await vi.waitFor(() => expect(pushedToSeeker.map((event) => event.type)).toContain('NotificationsRead'), { timeout: 5000 });
    expect(pushedToOther.map((event) => event.type)).not.toContain('NotificationsRead');
  });

  it('marks all read', async () => {
    const reply = await server.put('/api/notifications/read', { all: true }, companyReferrer);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ unreadCount: 0 });
    expect((await bell(companyReferrer)).items.every((item) => item.read)).toBe(true);
  });
});

describe('the admins’ notifications', () => {
  it('reach every admin’s bell, marked read by each for themselves, and no one else’s', async () => {
    // what a kind's step writes for the admins (a resume review's chat message): the read model's document as it is
    const { readStore, eventStore } = server.referly.adapters;
    const position = await eventStore.headPosition();
    const request = { requestId: 'rr-admins', desiredPosition: 'Product Designer', companyName: 'Canva' };
    await readStore.collection('notifications').replaceIfNewer({
      _id: 'n-admins',
      kind: 'chatMessage',
      subject: { kind: 'chatMessage', request, senderName: 'Sam Seeker', preview: 'Is my resume ready?' },
      requestId: 'rr-admins',
      userIds: [],
      companyId: null,
      openToCompany: false,
      takenBy: null,
      admins: true,
      everyone: false,
      authorId: null,
      at: new Date().toISOString(),
      createdPosition: position,
      _position: position,
    });
    expect(itemsAbout((await bell(admin)).items, 'rr-admins')).toEqual([
      {
        _id: 'n-admins',
        kind: 'chatMessage',
        title: 'New message from Sam Seeker',
        text: 'Product Designer at Canva: Is my resume ready?',
        requestId: 'rr-admins',
        read: false,
        createdAt: expect.any(String),
      },
    ]);
    for (const token of [seekerA.token, companyReferrer]) {
      expect(itemsAbout((await bell(token)).items, 'rr-admins')).toEqual([]);
      expect((await server.put('/api/notifications/read', { ids: ['n-admins'] }, token)).status).toBe(404);
    }
    const unread = Number((await bell(admin)).body.unreadCount);
    const reply = await server.put('/api/notifications/read', { ids: ['n-admins'] }, admin);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ unreadCount: unread - 1 });
    expect(itemsAbout((await bell(admin)).items, 'rr-admins')[0]?.read).toBe(true);
  });
});

describe('POST /api/admin/announcements', () => {
  it('is for admins only', async () => {
    const announcement = { title: 'Hello', body: 'Everyone' };
    expect((await server.post('/api/admin/announcements', announcement, seekerA.token)).status).toBe(403);
    expect((await server.post('/api/admin/announcements', announcement, companyReferrer)).status).toBe(403);
    expect((await server.post('/api/admin/announcements', announcement, undefined)).status).toBe(401);
  });

  it('refuses an empty or too long announcement with the field’s message', async () => {
    const empty = await server.post('/api/admin/announcements', { title: ' <b></b> ', body: 'x' }, admin);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(notificationMessages.titleRequired);
    const long = await server.post('/api/admin/announcements', { title: 't', body: 'x'.repeat(2001) }, admin);
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(notificationMessages.bodyTooLong);
  });

  it('reaches every bell live, as plain text, and is read for the admin who sent it', async () => {
    const pushed = await listen(server, sockets, seekerB.token);
    const sent = await server.post('/api/admin/announcements', { title: 'Maintenance <script>alert(1)</script>', body: 'Down <b>Sunday</b> 2am.' }, admin);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      statusCode: 201,
      message: notificationMessages.announcementSent,
      data: { title: 'Maintenance alert(1)', body: 'Down Sunday 2am.' },
    });
    await vi.waitFor(() => expect(pushed.map((event) => event.type)).toContain('AnnouncementSent'), { timeout: 5000 });
    for (const token of [seekerA.token, seekerB.token, companyReferrer, otherReferrer]) {
      const [newest] = (await bell(token)).items;
      expect(newest).toMatchObject({ kind: 'announcement', title: 'Maintenance alert(1)', text: 'Down Sunday 2am.', requestId: null, read: false });
    }
    const [own] = (await bell(admin)).items;
    expect(own).toMatchObject({ kind: 'announcement', read: true });
  });
});
