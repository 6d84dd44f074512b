import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAndLogIn, startTestServer, type TestServer } from '../test-support/harness.ts';
import type { Pushed } from '../test-support/live-listener.ts';
import { logIn, paidRequest, verifiedReferrer } from '../test-support/marketplace.ts';
import { chatOf, fileMessage, images, say, send } from './chat-test-support.ts';

let server: TestServer;
let admin: string;
let riley: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startTestServer();
  admin = await logIn(server, 'admin@referly.dev');
  riley = await logIn(server, 'referrer@referly.dev');
});
afterEach(() => sockets.splice(0).forEach((socket) => socket.disconnect()));
afterAll(() => server.close());

type Client = { socket: Socket; events: Pushed[]; packets: unknown[] };

/** A signed-in socket, once ready, with the events pushed to it and every packet it received (any name). */
const connect = (token: string) =>
  new Promise<Client>((resolve, reject) => {
    const socket = io(server.referly.url, { auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    const client: Client = { socket, events: [], packets: [] };
    socket.on('event', (event: Pushed) => client.events.push(event));
    socket.onAny((...args: unknown[]) => client.packets.push(args));
    socket.once('ready', () => resolve(client));
    socket.once('connect_error', reject);
  });
const watch = (client: Client, chatId: string) => client.socket.timeout(3000).emitWithAck('chat:watch', { chatId }) as Promise<{ ok: boolean }>;
const messagesOf = (client: Client) => client.events.filter((event) => event.type === 'ChatMessageSent');
const eventually = (check: () => boolean) => vi.waitUntil(check, { timeout: 5000, interval: 20 });
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/** A seeker's paid request at Atlassian (Riley's company), not yet taken. */
const openRequest = async () => {
  const seeker = await registerAndLogIn(server);
  const { referralId } = await paidRequest(server, seeker);
  return { seeker, chatId: referralId };
};
const take = async (chatId: string) => expect((await server.put(`/api/job-referral/referrer/${chatId}`, { status: 'inProgress' }, riley)).status).toBe(200);

describe("a watched chat's messages, pushed with their text", () => {
  it('gives a person watching the chat each message as the chat shows it, in one push; their socket not watching hears the notice alone', async () => {
    const { seeker, chatId } = await openRequest();
    await take(chatId);
    const [watching, elsewhere, mine] = await Promise.all([connect(riley), connect(riley), connect(seeker.token)]);
    expect(await watch(watching, chatId)).toEqual({ ok: true, online: [seeker.userId] });
    expect(await watch(mine, chatId)).toMatchObject({ ok: true });

    const sent = await say(server, chatId, 'Thanks Riley, my resume is attached to the request.', seeker.token);
    expect(sent.status).toBe(201);
    await send(server, chatId, fileMessage(chatId, images.png, 'portfolio.png'), seeker.token);
    await eventually(() => messagesOf(watching).length === 2 && messagesOf(elsewhere).length === 2);
    await settle();

    // the chat's read shows the same two messages the pushes carried, and each came once
    const read = await chatOf(server, chatId, riley);
    const shown = (read.body.data?.messages as unknown as { _id: string }[]).slice(-2);
    expect(messagesOf(watching).map((event) => event.data.message)).toEqual(shown);
    expect(messagesOf(watching)[0]?.data).toMatchObject({
      chatId,
      messageId: sent.body.data?.newMessage?._id,
      sender: { userId: seeker.userId, role: 'jobSeeker' },
      message: {
        _id: sent.body.data?.newMessage?._id,
        sequence: sent.body.data?.newMessage?.sequence,
        sender: { _id: seeker.userId, role: 'jobSeeker' },
        content: { type: 'text', value: 'Thanks Riley, my resume is attached to the request.' },
        timestamp: sent.body.data?.newMessage?.timestamp,
      },
    });
    expect(messagesOf(watching)[1]?.data.message).toMatchObject({
      content: {
        type: 'file',
        value: 'portfolio.png',
        file: { name: 'portfolio.png', mime: 'image/png', image: true, url: expect.stringContaining(`/api/chat/${chatId}/files/`) },
      },
    });
    // the sender's own watching socket hears its message the same way
    await eventually(() => messagesOf(mine).length === 2);
    expect(messagesOf(mine).map((event) => event.data.message)).toEqual(shown);

    // the same person's other socket, not watching the chat, hears which chat moved and who wrote, not what
    expect(messagesOf(elsewhere).map((event) => Object.keys(event.data).sort())).toEqual([
      ['at', 'chatId', 'chatType', 'messageId', 'requestId', 'sender'],
      ['at', 'chatId', 'chatType', 'messageId', 'requestId', 'sender'],
    ]);
    expect(JSON.stringify(elsewhere.packets)).not.toMatch(/my resume is attached|portfolio\.png/);
  });

  it('never gives the text to a socket of someone not in the chat, nor to one whose access ended just before the message', async () => {
    const { seeker, chatId } = await openRequest();
    const colleague = await verifiedReferrer(server, 'Atlassian', admin);
    const [colleagues, strangers, admins, mine] = await Promise.all([
      connect(colleague.token),
      connect((await registerAndLogIn(server)).token),
      connect(admin),
      connect(seeker.token),
    ]);
    // nobody handles the request yet: the company's referrers may see it, and the colleague watches it
    expect(await watch(colleagues, chatId)).toMatchObject({ ok: true });
    expect(await watch(strangers, chatId)).toEqual({ ok: false });
    expect(await watch(mine, chatId)).toMatchObject({ ok: true });

    // Riley takes it, and the seeker writes at once: the colleague's watch is checked again before the text goes out
    await take(chatId);
    const said = say(server, chatId, 'A secret only Riley may read', seeker.token);
    const rileys = await connect(riley);
    expect(await watch(rileys, chatId)).toMatchObject({ ok: true });
    expect((await said).status).toBe(201);
    await say(server, chatId, 'And a second secret line', seeker.token);
    await eventually(() => messagesOf(mine).length === 2 && messagesOf(admins).length === 2);
    await eventually(() => messagesOf(rileys).some((event) => JSON.stringify(event).includes('second secret')));
    await settle();

    for (const outsider of [colleagues, strangers, admins]) expect(JSON.stringify(outsider.packets)).not.toMatch(/secret/);
    // the admins hear each message as a notice, the stranger nothing of it, the colleague nothing after the take
    expect(messagesOf(admins).every((event) => !('message' in event.data))).toBe(true);
    expect(messagesOf(strangers)).toEqual([]);
    expect(messagesOf(colleagues)).toEqual([]);
    expect(messagesOf(mine).map((event) => (event.data.message as { content: { value: string } }).content.value)).toEqual([
      'A secret only Riley may read',
      'And a second secret line',
    ]);
    // Riley, who handles it now and watches it, reads it from the push
    expect(messagesOf(rileys).at(-1)?.data.message).toMatchObject({ sender: { _id: seeker.userId }, content: { value: 'And a second secret line' } });
  });
});
