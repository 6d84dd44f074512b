import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogIn, startTestServer, type TestServer } from '../test-support/harness.ts';
import { accessCast, everyone, statusesOf, type AccessCast, type AccessRoute, paidRequest, verifiedReferrer } from '../test-support/marketplace.ts';
import { chatOf, fileMessage, images, say, send } from './chat-test-support.ts';

/**
 * Who may do what with the chat of one paid request of seeker A at Atlassian, nobody handling it yet: every chat route
 * and its file, for seeker A, seeker B, a referrer of Atlassian, a referrer of another company, an admin and nobody. A
 * chat one may not see is answered as one that does not exist; no session is unauthenticated.
 */
let server: TestServer;
let id: string;
let fileUrl: string;
let tokens: AccessCast['tokens'];
beforeAll(async () => {
  server = await startTestServer();
  const cast = await accessCast(server);
  id = cast.referralId;
  tokens = cast.tokens;
  const sent = await send(server, id, fileMessage(id, images.png, 'photo.png'), cast.tokens.seekerA);
  fileUrl = String(sent.body.data?.newMessage?.content?.file?.url);
});
afterAll(() => server.close());

const listed = async (token: string | undefined) => {
  const reply = await server.get('/api/chat', token);
  if (reply.status !== 200) return reply;
  return { status: (reply.body.data as unknown as { _id: string }[]).some((chat) => chat._id === id) ? 200 : 0 };
};

const routes = (): AccessRoute[] => [
  {
    label: 'GET the list (200: it holds the chat, 0: it does not)',
    call: listed,
    expected: { seekerA: 200, seekerB: 0, companyReferrer: 200, otherReferrer: 0, admin: 200, nobody: 401 },
  },
  {
    label: 'GET the chat',
    call: (token) => chatOf(server, id, token),
    expected: { seekerA: 200, seekerB: 404, companyReferrer: 200, otherReferrer: 404, admin: 200, nobody: 401 },
  },
  {
    label: 'POST a text',
    call: (token) => say(server, id, 'Hello', token),
    expected: { seekerA: 201, seekerB: 404, companyReferrer: 201, otherReferrer: 404, admin: 403, nobody: 401 },
  },
  {
    label: 'POST a file',
    call: (token) => send(server, id, fileMessage(id, images.gif, 'wave.gif'), token),
    expected: { seekerA: 201, seekerB: 404, companyReferrer: 201, otherReferrer: 404, admin: 403, nobody: 401 },
  },
  {
    label: 'PUT a read mark',
    call: (token) => server.put(`/api/chat/${id}/read`, { upTo: 1 }, token),
    expected: { seekerA: 200, seekerB: 404, companyReferrer: 200, otherReferrer: 404, admin: 200, nobody: 401 },
  },
  {
    label: 'GET a file',
    call: (token) => server.download(fileUrl, token),
    expected: { seekerA: 200, seekerB: 404, companyReferrer: 200, otherReferrer: 404, admin: 200, nobody: 401 },
  },
  {
    label: 'GET a file under another path',
    call: (token) => server.download(`/api/chat/${id}/files/..%2F..%2Fevents.db`, token),
    expected: { seekerA: 400, seekerB: 400, companyReferrer: 400, otherReferrer: 400, admin: 400, nobody: 401 },
  },
];

describe('access to one chat, route by route', () => {
  it.each(everyone)('as %s', async (who) => {
    const { seen, expected } = await statusesOf(routes(), tokens, who);
    expect(seen).toEqual(expected);
  });

  it('is closed to the company’s other referrers once one takes the request, and never open to an unverified one', async () => {
    const admin = String(tokens.admin);
    const seeker = await registerAndLogIn(server);
    const taken = (await paidRequest(server, seeker)).referralId;
    const colleague = await verifiedReferrer(server, 'Atlassian', admin);
    const unverified = await registerAndLogIn(server, { userRole: 'referrer' });
    expect((await chatOf(server, taken, colleague.token)).status).toBe(200);
    expect((await chatOf(server, taken, unverified.token)).status).toBe(404);
    expect((await server.get('/api/chat', unverified.token)).body.data).toEqual([]);
    expect((await server.put(`/api/job-referral/referrer/${taken}`, { status: 'inProgress' }, tokens.companyReferrer)).status).toBe(200);
    expect((await chatOf(server, taken, colleague.token)).status).toBe(404);
    expect((await say(server, taken, 'Can I help?', colleague.token)).status).toBe(404);
    const list = (await server.get('/api/chat', colleague.token)).body.data as unknown as { _id: string }[];
    expect(list.map((chat) => chat._id)).not.toContain(taken);
    expect((await say(server, taken, 'On it', tokens.companyReferrer)).status).toBe(201);
  });
});
