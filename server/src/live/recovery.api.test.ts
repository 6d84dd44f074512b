import { setTimeout as sleep } from 'node:timers/promises';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatOf, linesOf, say } from '../chat/chat-test-support.ts';
import { registerAndLogIn, startTestServer, STRONG_PASSWORD, type TestServer } from '../test-support/harness.ts';
import type { Pushed } from '../test-support/live-listener.ts';
import { logIn, paidRequest, verifiedReferrer } from '../test-support/marketplace.ts';

let server: TestServer;
let riley: string;
const RILEY_ID = '00000000-0000-4000-a000-000000000003';
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startTestServer();
  riley = await logIn(server, 'referrer@referly.dev');
});
afterEach(() => sockets.splice(0).forEach((socket) => socket.disconnect()));
afterAll(() => server.close());

type Client = { socket: Socket; events: Pushed[]; readies: number };

/** A socket that does not reconnect by itself (the test says when it comes back), with what is pushed to it. */
const connect = (token: string) =>
  new Promise<Client>((resolve, reject) => {
    const socket = io(server.referly.url, { auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    const client: Client = { socket, events: [], readies: 0 };
    socket.on('event', (event: Pushed) => client.events.push(event));
    socket.on('ready', () => {
      client.readies += 1;
      if (client.readies === 1) resolve(client);
    });
    socket.once('connect_error', reject);
  });

/** The connection dies under the socket, as when a train enters a tunnel: no goodbye is sent. */
const drop = async (client: Client) => {
  const gone = new Promise((resolve) => client.socket.once('disconnect', resolve));
  client.socket.io.engine.close();
  await gone;
  // and the server notices (the socket closing, not logged out)
  await sleep(300);
};

/** Comes back: resolves once connected (or with the handshake's refusal). */
const comeBack = (client: Client) =>
  new Promise<'connected' | string>((resolve) => {
    client.socket.once('connect', () => resolve('connected'));
    client.socket.once('connect_error', (error) => resolve(error.message));
    client.socket.connect();
  });

/** A seeker's paid request at Atlassian, taken by Riley. */
const takenRequest = async () => {
  const seeker = await registerAndLogIn(server);
  const { referralId } = await paidRequest(server, seeker);
  expect((await server.put(`/api/job-referral/referrer/${referralId}`, { status: 'inProgress' }, riley)).status).toBe(200);
  return { seeker, requestId: referralId };
};

const messagesSent = (events: Pushed[]) => events.filter((event) => event.type === 'ChatMessageSent');

describe('a dropped connection loses nothing', () => {
  it('replays the 20 messages sent during a 30 s disconnect once each and in order, and the catch-up read has them all', async () => {
    const { seeker, requestId } = await takenRequest();
    const mine = await connect(seeker.token);
    await drop(mine);
    const droppedAt = Date.now();

    const sent: { messageId: string; position: number }[] = [];
    for (let i = 1; i <= 20; i += 1) {
      const reply = await say(server, requestId, `Update ${i} of 20`, riley);
      expect(reply.status).toBe(201);
      sent.push({ messageId: String(reply.body.data?.newMessage?._id), position: Number(reply.headers.get('x-referly-position')) });
    }
    expect(messagesSent(mine.events)).toEqual([]);
    await sleep(Math.max(0, 30_000 - (Date.now() - droppedAt)));

    expect(await comeBack(mine)).toBe('connected');
    expect(mine.socket.recovered).toBe(true);
    // and `ready` again, so the client re-reads
    await vi.waitUntil(() => mine.readies === 2, { timeout: 5000 });
    await vi.waitUntil(() => messagesSent(mine.events).length >= 20, { timeout: 5000 });
    await sleep(300);
    const pushed = messagesSent(mine.events);
    expect(pushed.map((event) => ({ messageId: event.data.messageId, position: event.position }))).toEqual(sent);
    expect(pushed.every((event) => event.data.chatId === requestId && (event.data.sender as { userId: string }).userId === RILEY_ID)).toBe(true);
    expect(pushed.map((event) => event.position)).toEqual([...pushed.map((event) => event.position)].sort((a, b) => a - b));

    const read = await chatOf(server, requestId, seeker.token);
    const rileysLines = linesOf(read.body).filter(([, sender]) => sender === RILEY_ID);
    expect(rileysLines.map(([, , text]) => text)).toEqual(Array.from({ length: 20 }, (_, i) => `Update ${i + 1} of 20`));
    const sequences = rileysLines.map(([sequence]) => Number(sequence));
    expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
    expect(new Set(sequences).size).toBe(20);
  }, 60_000);
});

describe('a revoked token cannot come back', () => {
  it('refuses the reconnection of a socket whose session logged out', async () => {
    const user = await registerAndLogIn(server);
    const mine = await connect(user.token);
    const closed = new Promise((resolve) => mine.socket.once('disconnect', resolve));
    expect((await server.post('/api/user/logout', undefined, user.token)).status).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect(await comeBack(mine)).toBe('unauthorized');
  });

  it('refuses to resume a dropped socket whose session logged out meanwhile, and gives it nothing it missed', async () => {
    const { seeker, requestId } = await takenRequest();
    const mine = await connect(seeker.token);
    await drop(mine);
    expect((await server.post('/api/user/logout', undefined, seeker.token)).status).toBe(200);
    expect((await say(server, requestId, 'Are you still there?', riley)).status).toBe(201);
    // every packet that reaches the client, before the handshake's answer included
    const received: { type: number; data?: unknown }[] = [];
    mine.socket.io.on('packet', (packet) => received.push(packet));
    expect(await comeBack(mine)).toBe('unauthorized');
    await sleep(300);
    expect(received.filter((packet) => packet.type === 2)).toEqual([]);
    expect(mine.events).toEqual([]);
    expect(mine.socket.connected).toBe(false);
  });

  it('refuses a token older than a password change, connected or dropped meanwhile', async () => {
    const user = await registerAndLogIn(server);
    const connected = await connect(user.token);
    const dropped = await connect(user.token);
    await drop(dropped);
    const closed = new Promise((resolve) => connected.socket.once('disconnect', resolve));
    const newPassword = 'wattle-gum-creek-88-platypus';
    const changed = await server.post(
      '/api/user/change-password',
      { oldPassword: STRONG_PASSWORD, password: newPassword, confirmPassword: newPassword },
      user.token,
    );
    expect(changed.status).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect(await comeBack(connected)).toBe('unauthorized');
    expect(await comeBack(dropped)).toBe('unauthorized');
    // the token the change gave back is good
    expect((await connect(String(changed.body.data?.token))).socket.connected).toBe(true);
  });
});

describe('a resumed socket hears only what it may still hear', () => {
  it('gives a referrer whose verification was revoked during the drop none of the company’s pushes sent meanwhile, but its own', async () => {
    const admin = await logIn(server, 'admin@referly.dev');
    const colleague = await verifiedReferrer(server, 'Atlassian', admin);
    const mine = await connect(colleague.token);
    await drop(mine);
    const revoked = await server.post(`/api/admin/referrers/${colleague.userId}/update-verification-status`, { newStatus: 'rejected' }, admin);
    expect(revoked.status).toBe(200);
    // a new paid request at the company, and its seeker's first message, while nobody handles it: the company's referrers are told
    const seeker = await registerAndLogIn(server);
    const { referralId } = await paidRequest(server, seeker);
    expect((await say(server, referralId, 'Hello, anyone at Atlassian?', seeker.token)).status).toBe(201);
    const rileys = await connect(riley);
    await sleep(300);

    expect(await comeBack(mine)).toBe('connected');
    expect(mine.socket.recovered).toBe(true);
    await vi.waitUntil(() => mine.readies === 2, { timeout: 5000 });
    await sleep(300);
    // its own change came back; nothing of the company's new request did
    expect(mine.events.map((event) => event.type)).toContain('ReferrerVerificationStatusChanged');
    expect(mine.events.filter((event) => JSON.stringify(event).includes(referralId))).toEqual([]);
    // a referrer still verified there hears the next message live
    expect((await say(server, referralId, 'Still there?', seeker.token)).status).toBe(201);
    await vi.waitUntil(() => messagesSent(rileys.events).some((event) => event.data.chatId === referralId), { timeout: 5000 });
    await sleep(300);
    expect(mine.events.filter((event) => JSON.stringify(event).includes(referralId))).toEqual([]);
  });
});
