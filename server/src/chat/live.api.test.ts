import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAndLogIn, startTestServer, type TestServer } from '../test-support/harness.ts';
import { listen as listenTo, type Pushed } from '../test-support/live-listener.ts';
import { logIn, paidRequest, verifiedReferrer } from '../test-support/marketplace.ts';
import { fileMessage, images, say, send } from './chat-test-support.ts';

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

const listen = (token: string) => listenTo(server, sockets, token);
const eventually = (check: () => boolean) => vi.waitUntil(check, { timeout: 5000, interval: 20 });
const chatEvents = (events: Pushed[]) => events.filter((event) => event.type.startsWith('Chat'));

describe('live push of chats', () => {
  it('tells the seeker, the company’s referrers while nobody handles the request, and the admins of each message; nobody else', async () => {
    const seeker = await registerAndLogIn(server);
    const other = await registerAndLogIn(server);
    const { referralId: id } = await paidRequest(server, seeker);
    await paidRequest(server, other);
    const [mine, theirs, rileys, admins] = await Promise.all([listen(seeker.token), listen(other.token), listen(riley), listen(admin)]);

    const sent = await say(server, id, 'Hi Mia, I can refer you.', riley);
    await eventually(() => [mine, rileys, admins].every((events) => chatEvents(events).length === 1));
    expect(chatEvents(mine)).toEqual([
      {
        type: 'ChatMessageSent',
        position: Number(sent.headers.get('x-referly-position')),
        data: {
          chatId: id,
          chatType: 'jobReferral',
          requestId: id,
          messageId: sent.body.data?.newMessage?._id,
          sender: { userId: '00000000-0000-4000-a000-000000000003', role: 'referrer', name: 'Riley Referrer' },
          at: sent.body.data?.newMessage?.timestamp,
        },
      },
    ]);

    await server.put(`/api/chat/${id}/read`, { upTo: 2 }, seeker.token);
    await eventually(() => chatEvents(rileys).some((event) => event.type === 'ChatRead'));
    expect(chatEvents(rileys).find((event) => event.type === 'ChatRead')?.data).toMatchObject({ chatId: id, userId: seeker.userId, upTo: 2 });

    await send(server, id, fileMessage(id, images.png, 'offer.png'), seeker.token);
    await eventually(() => chatEvents(admins).length === 3);
    // the texts and files of a chat are read through its route, never pushed
    expect(JSON.stringify([...mine, ...rileys, ...admins])).not.toMatch(/I can refer you|offer\.png|fileId/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(chatEvents(theirs)).toEqual([]);
  });

  it('tells only the referrer handling a request, not the rest of its company', async () => {
    const seeker = await registerAndLogIn(server);
    const { referralId: id } = await paidRequest(server, seeker);
    await server.put(`/api/job-referral/referrer/${id}`, { status: 'inProgress' }, riley);
    const colleague = await verifiedReferrer(server, 'Atlassian', admin);
    const [rileys, mine, colleagues] = await Promise.all([listen(riley), listen(seeker.token), listen(colleague.token)]);
    await say(server, id, 'Thank you!', seeker.token);
    await eventually(() => chatEvents(rileys).length === 1 && chatEvents(mine).length === 1);
    expect(chatEvents(rileys)[0]?.data).toMatchObject({ chatId: id, sender: { userId: seeker.userId, role: 'jobSeeker' } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(chatEvents(colleagues)).toEqual([]);
  });
});
