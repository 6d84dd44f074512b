import { setTimeout as sleep } from 'node:timers/promises';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAndLogIn, startTestServer, type TestServer } from '../test-support/harness.ts';
import { logIn, paidRequest } from '../test-support/marketplace.ts';

let server: TestServer;
let riley: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startTestServer();
  riley = await logIn(server, 'referrer@referly.dev');
});
afterEach(() => sockets.splice(0).forEach((socket) => socket.disconnect()));
afterAll(() => server.close());

type Client = { socket: Socket; typing: unknown[]; limited: { retryInMs: number }[]; closed: Promise<string> };

const connect = (token: string) =>
  new Promise<Client>((resolve, reject) => {
    const socket = io(server.referly.url, { auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    const client: Client = {
      socket,
      typing: [],
      limited: [],
      closed: new Promise((closed) => socket.once('disconnect', (reason) => closed(reason))),
    };
    socket.on('chat:typing', (event: unknown) => client.typing.push(event));
    socket.on('rate_limited', (event: { retryInMs: number }) => client.limited.push(event));
    socket.once('ready', () => resolve(client));
    socket.once('connect_error', reject);
  });

const watch = (client: Client, chatId: string) => client.socket.timeout(3000).emitWithAck('chat:watch', { chatId }) as Promise<{ ok: boolean }>;

/** A seeker and Riley, both watching the seeker's request's chat (Riley handles it). */
const pair = async () => {
  const seeker = await registerAndLogIn(server);
  const { referralId: chatId } = await paidRequest(server, seeker);
  expect((await server.put(`/api/job-referral/referrer/${chatId}`, { status: 'inProgress' }, riley)).status).toBe(200);
  const [mine, rileys] = await Promise.all([connect(seeker.token), connect(riley)]);
  expect(await watch(mine, chatId)).toMatchObject({ ok: true });
  expect(await watch(rileys, chatId)).toMatchObject({ ok: true });
  return { chatId, mine, rileys };
};

describe('limits on what a socket sends', () => {
  it('relays a burst of 40 events, drops the rest with a rate_limited notice, and takes events again once the burst is spent', async () => {
    const { chatId, mine, rileys } = await pair();
    // the watch took one of the 40
    for (let i = 0; i < 60; i += 1) mine.socket.emit('chat:typing', { chatId, typing: i % 2 === 0 });
    await vi.waitUntil(() => mine.limited.length > 0, { timeout: 3000 });
    await sleep(500);
    expect(rileys.typing.length).toBeGreaterThanOrEqual(39);
    expect(rileys.typing.length).toBeLessThanOrEqual(45);
    // one notice for the whole flood, not one per dropped event
    expect(mine.limited).toHaveLength(1);
    expect(mine.limited[0]?.retryInMs).toBeGreaterThan(0);
    expect(mine.socket.connected).toBe(true);

    await sleep(1000);
    expect(await mine.socket.timeout(3000).emitWithAck('chat:typing', { chatId, typing: false })).toEqual({ ok: true });
  });

  it('disconnects a socket that keeps flooding, and serves the others meanwhile', async () => {
    const { chatId, mine, rileys } = await pair();
    for (let i = 0; i < 500; i += 1) mine.socket.emit('chat:typing', { chatId, typing: true });
    expect(await mine.closed).toBe('io server disconnect');
    await sleep(300);
    expect(rileys.typing.length).toBeLessThanOrEqual(45);
    expect(await watch(rileys, chatId)).toEqual({ ok: true, online: [] });
  });

  it('refuses a frame over 1 MB by closing its connection, and serves the others meanwhile', async () => {
    const { chatId, mine, rileys } = await pair();
    mine.socket.emit('chat:typing', { chatId, typing: true, padding: 'x'.repeat(1_500_000) });
    expect(await mine.closed).toMatch(/^transport (close|error)$/);
    await sleep(300);
    expect(rileys.typing).toEqual([]);
    expect(await watch(rileys, chatId)).toEqual({ ok: true, online: [] });
    expect((await server.get('/api/health')).status).toBe(200);
    // a frame just under the limit is only a frame: its socket stays
    const again = await connect((await registerAndLogIn(server)).token);
    expect(await again.socket.timeout(3000).emitWithAck('chat:watch', { chatId: 'x'.repeat(900_000) })).toEqual({ ok: false });
    expect(again.socket.connected).toBe(true);
  });
});
