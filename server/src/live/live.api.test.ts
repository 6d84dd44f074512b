import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAndLogIn, startTestServer, type TestServer } from '../test-support/harness.ts';

let server: TestServer;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => sockets.splice(0).forEach((socket) => socket.disconnect()));
afterAll(() => server.close());

type Pushed = { type: string; position: number; data: Record<string, unknown> };

const connect = (token?: string) =>
  new Promise<{ socket: Socket; events: Pushed[] }>((resolve, reject) => {
    const socket = io(server.referly.url, { auth: token ? { token } : {}, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    const events: Pushed[] = [];
    socket.on('event', (event: Pushed) => events.push(event));
    socket.on('connect', () => resolve({ socket, events }));
    socket.on('connect_error', reject);
  });

const eventually = (check: () => boolean, timeout = 3000) => vi.waitUntil(check, { timeout, interval: 20 });

const logIn = async (email: string) => String((await server.post('/api/user/login', { email, password: 'Referly-demo-2026' })).body.data?.token);

describe('live push', () => {
  it('refuses a handshake without a valid token', async () => {
    await expect(connect()).rejects.toThrow('unauthorized');
    await expect(connect('not-a-token')).rejects.toThrow('unauthorized');
  });

  it('pushes a user’s own changes to them and to admins, never to other users', async () => {
    const user = await registerAndLogIn(server);
    const mine = await connect(user.token);
    const admin = await connect(await logIn('admin@referly.dev'));
    const other = await connect(await logIn('seeker@referly.dev'));

    await server.put('/api/user', { firstName: 'Live', lastName: 'Change', mobile: '1', email: user.email, mobileWork: '2' }, user.token);
    await eventually(() => mine.events.some((e) => e.type === 'ProfileUpdated') && admin.events.some((e) => e.type === 'ProfileUpdated'));
    expect(mine.events.find((e) => e.type === 'ProfileUpdated')?.data).toMatchObject({ userId: user.userId, firstName: 'Live' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(other.events).toEqual([]);
  });

  it('tells admins about a new registration without leaking secrets', async () => {
    const admin = await connect(await logIn('admin@referly.dev'));
    await registerAndLogIn(server, { firstName: 'Pushed' });
    await eventually(() => admin.events.some((e) => e.type === 'UserRegistered' && e.data.firstName === 'Pushed'));
    expect(JSON.stringify(admin.events)).not.toMatch(/codeHash|sealedCode|passwordHash|sessionId/);
  });

  it('says it is ready, with a log position that covers every change made before the socket listened', async () => {
    const user = await registerAndLogIn(server);
    const change = await server.put('/api/user', { firstName: 'Before', lastName: 'Socket', mobile: '1', email: user.email, mobileWork: '2' }, user.token);
    const changedAt = Number(change.headers.get('x-referly-position'));
    const socket = io(server.referly.url, { auth: { token: user.token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    const ready = await new Promise<{ position: number }>((resolve) => socket.on('ready', resolve));
    expect(ready.position).toBeGreaterThanOrEqual(changedAt);
  });

  it('disconnects the socket of a session that logs out', async () => {
    const user = await registerAndLogIn(server);
    const { socket } = await connect(user.token);
    const closed = new Promise<void>((resolve) => socket.on('disconnect', () => resolve()));
    await server.post('/api/user/logout', undefined, user.token);
    await closed;
    expect(socket.connected).toBe(false);
  });
});
