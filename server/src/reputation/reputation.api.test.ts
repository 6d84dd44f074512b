import { formatReplyTime } from '@referly/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogIn, startTestServer, type Json, type TestServer } from '../test-support/harness.ts';
import { accessCast, everyone, logIn, paidRequest, statusesOf, verifiedReferrer, type AccessCast, type AccessRoute } from '../test-support/marketplace.ts';
import { say } from '../chat/chat-test-support.ts';

let server: TestServer;
let cast: AccessCast;
/** the demo referrer of Atlassian, who takes seeker A's request */
const rileyId = '00000000-0000-4000-a000-000000000003';
beforeAll(async () => {
  server = await startTestServer();
  cast = await accessCast(server);
  const took = await server.put(`/api/job-referral/referrer/${cast.referralId}`, { status: 'inProgress' }, cast.tokens.companyReferrer);
  if (took.status !== 200) throw new Error(`take: ${took.status}`);
});
afterAll(() => server.close());

const reputationOf = (referrerId: string, token: string | undefined) => server.get(`/api/referrers/${referrerId}/reputation`, token);
const problem = (reply: { status: number; body: Json }) => [reply.status, reply.body.message];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('who may see a referrer’s reputation', () => {
  const routes = (): AccessRoute[] => [
    {
      label: 'GET the reputation of the referrer handling seeker A’s request',
      call: (token) => reputationOf(rileyId, token),
      // the company referrer is that referrer: nobody but admins and their seekers sees it, the referrer included
      expected: { seekerA: 200, seekerB: 404, companyReferrer: 404, otherReferrer: 404, admin: 200, nobody: 401 },
    },
  ];

  it.each(everyone)('as %s', async (who) => {
    const { seen, expected } = await statusesOf(routes(), cast.tokens, who);
    expect(seen).toEqual(expected);
  });

  it('is closed to another referrer of the same company, and says so as if it did not exist', async () => {
    const colleague = await verifiedReferrer(server, 'Atlassian', cast.tokens.admin);
    expect(problem(await reputationOf(rileyId, colleague.token))).toEqual([404, 'This referrer does not exist.']);
  });

  it('is there only for referrers, and a malformed id is refused', async () => {
    const seeker = await registerAndLogIn(server);
    expect(problem(await reputationOf(seeker.userId, cast.tokens.admin))).toEqual([404, 'This referrer does not exist.']);
    expect(problem(await reputationOf('00000000-0000-4000-8000-00000000dead', cast.tokens.admin))).toEqual([404, 'This referrer does not exist.']);
    expect(problem(await reputationOf('not..an id', cast.tokens.admin))).toEqual([400, 'This referrer does not exist.']);
  });

  it('opens to a seeker once the referrer takes their request on, not before', async () => {
    const seeker = await registerAndLogIn(server);
    const { referralId } = await paidRequest(server, seeker);
    expect((await reputationOf(rileyId, seeker.token)).status).toBe(404);
    expect((await server.put(`/api/job-referral/referrer/${referralId}`, { status: 'inProgress' }, cast.tokens.companyReferrer)).status).toBe(200);
    expect((await reputationOf(rileyId, seeker.token)).status).toBe(200);
  });
});

describe('GET /api/referrers/{referrerId}/reputation', () => {
  it('follows a new referrer from nothing to a taken, answered and approved request, over the last 90 days', async () => {
    const admin = await logIn(server, 'admin@referly.dev');
    const rhea = await verifiedReferrer(server, 'Atlassian', admin);
    const empty = {
      referrerId: rhea.userId,
      name: 'Rhea Referrer',
      windowDays: 90,
      responses: { requests: 0, answered: 0, rate: null },
      firstReply: { requests: 0, medianMs: null },
      approvals: { taken: 0, approved: 0, rate: null },
    };
    const before = await reputationOf(rhea.userId, admin);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ statusCode: 200, data: empty });
    const asOf = Date.parse(String(before.body.data?.asOf));
    expect(Date.parse(String(before.body.data?.since))).toBe(asOf - 90 * DAY);

    // Rhea takes the request and the seeker writes first: it waits for her answer
    const seeker = await registerAndLogIn(server);
    const { referralId } = await paidRequest(server, seeker);
    expect((await server.put(`/api/job-referral/referrer/${referralId}`, { status: 'inProgress' }, rhea.token)).status).toBe(200);
    expect((await say(server, referralId, 'Thanks for taking it! Any news?', seeker.token)).status).toBe(201);
    const waiting = await reputationOf(rhea.userId, seeker.token);
    expect(waiting.body.data).toMatchObject({
      ...empty,
      responses: { requests: 1, answered: 0, rate: 0 },
      approvals: { taken: 1, approved: 0, rate: 0 },
    });

    server.clock.advance(2 * 60 * MINUTE + 5 * MINUTE);
    expect((await say(server, referralId, 'Yes, I passed it on', rhea.token)).status).toBe(201);
    expect((await server.put(`/api/job-referral/referrer/${referralId}`, { status: 'completed' }, rhea.token)).status).toBe(200);
    expect((await server.put(`/api/job-referral/job-seeker/${referralId}/approve`, {}, seeker.token)).status).toBe(200);
    const answered = await reputationOf(rhea.userId, seeker.token);
    expect(answered.body.data).toMatchObject({
      ...empty,
      responses: { requests: 1, answered: 1, rate: 1 },
      firstReply: { requests: 1 },
      approvals: { taken: 1, approved: 1, rate: 1 },
    });
    const medianMs = Number(answered.body.data?.firstReply?.medianMs);
    expect(formatReplyTime(medianMs)).toBe('2 h 5 min');

    // 91 days on, the request has left the window; the seeker still has it, so still may look
    server.clock.advance(91 * DAY);
    expect((await reputationOf(rhea.userId, seeker.token)).body.data).toMatchObject(empty);
    expect((await reputationOf(rhea.userId, admin)).status).toBe(200);
  });

  it('counts a referrer who writes in the chat before the seeker as having answered, not as 0%', async () => {
    const admin = await logIn(server, 'admin@referly.dev');
    const rhea = await verifiedReferrer(server, 'Atlassian', admin);
    const seeker = await registerAndLogIn(server);
    const { referralId } = await paidRequest(server, seeker);
    expect((await server.put(`/api/job-referral/referrer/${referralId}`, { status: 'inProgress' }, rhea.token)).status).toBe(200);
    expect((await say(server, referralId, 'Hi, I have your request', rhea.token)).status).toBe(201);
    expect((await say(server, referralId, 'Thanks! Any news?', seeker.token)).status).toBe(201);
    expect((await reputationOf(rhea.userId, seeker.token)).body.data).toMatchObject({ responses: { requests: 1, answered: 1, rate: 1 } });
  });
});
