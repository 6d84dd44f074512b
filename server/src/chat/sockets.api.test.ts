import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAndLogIn, startTestServer, type TestServer } from '../test-support/harness.ts';
import { logIn, paidRequest, verifiedReferrer } from '../test-support/marketplace.ts';

let server: TestServer;
let admin: string;
let riley: string;
const RILEY_ID = '00000000-0000-4000-a000-000000000003';
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startTestServer();
  admin = await logIn(server, 'admin@referly.dev');
  riley = await logIn(server, 'referrer@referly.dev');
});
afterEach(() => sockets.splice(0).forEach((socket) => socket.disconnect()));
afterAll(() => server.close());

type Typing = { chatId: string; userId: string; name: string; typing: boolean };
type Presence = { userId: string; online: boolean };
type Client = { socket: Socket; typing: Typing[]; presence: Presence[] };

/** A signed-in socket, once the server says it is ready, with the typing indicators and presence changes it receives. */
const connect = (token: string) =>
  new Promise<Client>((resolve, reject) => {
    const socket = io(server.referly.url, { auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    const client: Client = { socket, typing: [], presence: [] };
    socket.on('chat:typing', (event: Typing) => client.typing.push(event));
    socket.on('presence', (event: Presence) => client.presence.push(event));
    socket.once('ready', () => resolve(client));
    socket.once('connect_error', reject);
  });

const watch = (client: Client, chatId: unknown) => client.socket.timeout(3000).emitWithAck('chat:watch', { chatId }) as Promise<Record<string, unknown>>;
const type = (client: Client, chatId: string, typing = true) =>
  client.socket.timeout(3000).emitWithAck('chat:typing', { chatId, typing }) as Promise<Record<string, unknown>>;
/** The connection dies under the socket (no goodbye is sent), and the server notices. */
const drop = async (client: Client) => {
  const gone = new Promise((resolve) => client.socket.once('disconnect', resolve));
  client.socket.io.engine.close();
  await gone;
  await new Promise((resolve) => setTimeout(resolve, 300));
};
/** Comes back: resolves once connected (or with the handshake's refusal). */
const comeBack = (client: Client) =>
  new Promise<string>((resolve) => {
    client.socket.once('connect', () => resolve('connected'));
    client.socket.once('connect_error', (error) => resolve(error.message));
    client.socket.connect();
  });
const eventually = (check: () => boolean) => vi.waitUntil(check, { timeout: 5000, interval: 20 });
const settle = () => new Promise((resolve) => setTimeout(resolve, 250));

/** A seeker's paid request at Atlassian, taken by Riley (the demo referrer there). */
const takenRequest = async () => {
  const seeker = await registerAndLogIn(server);
  const { referralId } = await paidRequest(server, seeker);
  const taken = await server.put(`/api/job-referral/referrer/${referralId}`, { status: 'inProgress' }, riley);
  expect(taken.status).toBe(200);
  return { seeker, chatId: referralId };
};

describe('the chat’s socket protocol', () => {
  it('refuses to watch a chat its user may not see, and such a socket hears no typing there', async () => {
    const { seeker, chatId } = await takenRequest();
    const stranger = await connect((await registerAndLogIn(server)).token);
    const colleague = await connect((await verifiedReferrer(server, 'Atlassian', admin)).token);
    const [mine, rileys] = await Promise.all([connect(seeker.token), connect(riley)]);

    expect(await watch(stranger, chatId)).toEqual({ ok: false });
    // a referrer of the company, now that Riley handles the request
    expect(await watch(colleague, chatId)).toEqual({ ok: false });
    for (const bad of ['', 'user:1', 'x'.repeat(65), 42, undefined]) expect(await watch(stranger, bad)).toEqual({ ok: false });
    expect(await watch(stranger, '00000000-0000-4000-8000-00000000dead')).toEqual({ ok: false });

    expect(await watch(rileys, chatId)).toEqual({ ok: true, online: [seeker.userId] });
    expect(await type(mine, chatId)).toEqual({ ok: false }); // not watching yet: nothing relayed
    expect(await watch(mine, chatId)).toEqual({ ok: true, online: [RILEY_ID] });
    expect(await type(mine, chatId)).toEqual({ ok: true });
    await eventually(() => rileys.typing.length === 1);
    await settle();
    expect(stranger.typing).toEqual([]);
    expect(colleague.typing).toEqual([]);
    // a stranger saying they type in it is refused too
    expect(await type(stranger, chatId)).toEqual({ ok: false });
    await settle();
    expect(rileys.typing).toHaveLength(1);
  });

  it('relays typing to the others watching the chat, never back to its sender, and stops after an unwatch', async () => {
    const { seeker, chatId } = await takenRequest();
    const [mine, rileys, admins] = await Promise.all([connect(seeker.token), connect(riley), connect(admin)]);
    for (const client of [mine, rileys, admins]) expect(await watch(client, chatId)).toMatchObject({ ok: true });

    expect(await type(mine, chatId, true)).toEqual({ ok: true });
    expect(await type(rileys, chatId, true)).toEqual({ ok: true });
    expect(await type(mine, chatId, false)).toEqual({ ok: true });
    await eventually(() => rileys.typing.length === 2 && admins.typing.length === 3);
    expect(rileys.typing).toEqual([
      { chatId, userId: seeker.userId, name: 'Mia Nguyen', typing: true },
      { chatId, userId: seeker.userId, name: 'Mia Nguyen', typing: false },
    ]);
    expect(mine.typing).toEqual([{ chatId, userId: RILEY_ID, name: 'Riley Referrer', typing: true }]);

    expect(await rileys.socket.timeout(3000).emitWithAck('chat:unwatch', { chatId })).toEqual({ ok: true });
    expect(await type(mine, chatId, true)).toEqual({ ok: true });
    expect(await type(rileys, chatId, true)).toEqual({ ok: false });
    await eventually(() => admins.typing.length === 4);
    await settle();
    expect(rileys.typing).toHaveLength(2);
  });

  it('refuses an admin’s typing in a job referral chat, where admins only read', async () => {
    const { seeker, chatId } = await takenRequest();
    const [mine, admins] = await Promise.all([connect(seeker.token), connect(admin)]);
    expect(await watch(mine, chatId)).toMatchObject({ ok: true });
    expect(await watch(admins, chatId)).toEqual({ ok: true, online: [seeker.userId] });
    expect(await type(admins, chatId)).toEqual({ ok: false });
    await settle();
    expect(mine.typing).toEqual([]);
  });

  it('tells a chat’s watchers when one of its people comes online and when their last socket goes', async () => {
    const { seeker, chatId } = await takenRequest();
    const rileys = await connect(riley);
    expect(await watch(rileys, chatId)).toEqual({ ok: true, online: [] });

    const first = await connect(seeker.token);
    await eventually(() => rileys.presence.length === 1);
    const second = await connect(seeker.token);
    first.socket.disconnect();
    await settle();
    // a second tab coming and the first going change nothing: the seeker stayed online
    expect(rileys.presence).toEqual([{ userId: seeker.userId, online: true }]);
    second.socket.disconnect();
    await eventually(() => rileys.presence.length === 2);
    expect(rileys.presence[1]).toEqual({ userId: seeker.userId, online: false });
    expect(await watch(rileys, chatId)).toEqual({ ok: true, online: [] });
  });

  it('ends the watch of a referrer who may no longer see the chat once another referrer takes the request', async () => {
    const seeker = await registerAndLogIn(server);
    const { referralId: chatId } = await paidRequest(server, seeker);
    const colleague = await verifiedReferrer(server, 'Atlassian', admin);
    const [mine, colleagues] = await Promise.all([connect(seeker.token), connect(colleague.token)]);
    // nobody handles it yet: the company's referrers see it
    expect(await watch(colleagues, chatId)).toEqual({ ok: true, online: [seeker.userId] });
    expect(await watch(mine, chatId)).toEqual({ ok: true, online: [] });

    expect((await server.put(`/api/job-referral/referrer/${chatId}`, { status: 'inProgress' }, riley)).status).toBe(200);
    const rileys = await connect(riley);
    expect(await watch(rileys, chatId)).toEqual({ ok: true, online: [seeker.userId] });
    await settle();
    // the colleague said nothing since: the server ended their watch on its own
    expect(await type(mine, chatId)).toEqual({ ok: true });
    await eventually(() => rileys.typing.length === 1);
    await settle();
    expect(colleagues.typing).toEqual([]);
    expect(await type(colleagues, chatId)).toEqual({ ok: false });
    expect(await watch(colleagues, chatId)).toEqual({ ok: false });
  });

  it('gives a socket that resumes after losing the chat none of its typing or presence sent meanwhile, and one that kept it all', async () => {
    const seeker = await registerAndLogIn(server);
    const { referralId: chatId } = await paidRequest(server, seeker);
    const colleague = await verifiedReferrer(server, 'Atlassian', admin);
    const [mine, colleagues] = await Promise.all([connect(seeker.token), connect(colleague.token)]);
    // nobody handles it yet: the company's referrers see it
    expect(await watch(colleagues, chatId)).toEqual({ ok: true, online: [seeker.userId] });
    expect(await watch(mine, chatId)).toEqual({ ok: true, online: [] });

    // the colleague's connection dies; meanwhile Riley takes the request, and the seeker types and comes and goes
    await drop(colleagues);
    expect((await server.put(`/api/job-referral/referrer/${chatId}`, { status: 'inProgress' }, riley)).status).toBe(200);
    const rileys = await connect(riley);
    expect(await watch(rileys, chatId)).toEqual({ ok: true, online: [seeker.userId] });
    expect(await type(mine, chatId, true)).toEqual({ ok: true });
    const again = await connect(seeker.token);
    mine.socket.disconnect();
    again.socket.disconnect();
    await eventually(() => rileys.typing.length === 1 && rileys.presence.length === 1);
    expect(rileys.presence).toEqual([{ userId: seeker.userId, online: false }]);

    // every packet that reaches the colleague as it comes back
    const received: { type: number; data?: unknown }[] = [];
    colleagues.socket.io.on('packet', (packet) => received.push(packet));
    expect(await comeBack(colleagues)).toBe('connected');
    expect(colleagues.socket.recovered).toBe(true);
    const back = await connect(seeker.token);
    await eventually(() => rileys.presence.length === 2);
    await settle();
    const events = received.filter((packet) => packet.type === 2).map((packet) => (packet.data as unknown[])[0]);
    expect(events).not.toContain('chat:typing');
    expect(events).not.toContain('presence');
    expect(colleagues.typing).toEqual([]);
    expect(colleagues.presence).toEqual([]);
    expect(await type(colleagues, chatId)).toEqual({ ok: false });

    // the seeker keeps the chat: what Riley said while the seeker's connection was down comes when it resumes
    expect(await watch(back, chatId)).toEqual({ ok: true, online: [RILEY_ID] });
    await drop(back);
    expect(await type(rileys, chatId, true)).toEqual({ ok: true });
    expect(await comeBack(back)).toBe('connected');
    expect(back.socket.recovered).toBe(true);
    await eventually(() => back.typing.length === 1);
    expect(back.typing).toEqual([{ chatId, userId: RILEY_ID, name: 'Riley Referrer', typing: true }]);
    expect(await type(back, chatId, false)).toEqual({ ok: true });
  });
});
