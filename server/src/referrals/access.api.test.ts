import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { accessCast, everyone, statusesOf, type AccessCast, type AccessRoute, type Who } from '../test-support/marketplace.ts';

/**
 * Who may do what with one paid request of seeker A at Atlassian: every request route and file, for seeker A, seeker B,
 * a referrer of Atlassian, a referrer of another company, an admin and nobody. A request one may not see is answered
 * as one that does not exist; a route of another role is forbidden; no session is unauthenticated.
 */
let server: TestServer;
let id: string;
let tokens: AccessCast['tokens'];
beforeAll(async () => {
  server = await startTestServer();
  const cast = await accessCast(server);
  id = cast.referralId;
  tokens = cast.tokens;
});
afterAll(() => server.close());

const routes = (): AccessRoute[] => [
  {
    label: 'GET the seeker’s detail',
    call: (token) => server.get(`/api/job-referral/job-seeker/${id}`, token),
    expected: { seekerA: 200, seekerB: 404, companyReferrer: 403, otherReferrer: 403, admin: 403, nobody: 401 },
  },
  {
    label: 'PUT the seeker’s feedback (refused as in progress for its seeker)',
    call: (token) => server.put(`/api/job-referral/job-seeker/${id}/feedback`, { feedback: 'Thanks' }, token),
    expected: { seekerA: 409, seekerB: 404, companyReferrer: 403, otherReferrer: 403, admin: 403, nobody: 401 },
  },
  {
    label: 'PUT the seeker’s approval (refused as not waiting for it)',
    call: (token) => server.put(`/api/job-referral/job-seeker/${id}/approve`, undefined, token),
    expected: { seekerA: 409, seekerB: 404, companyReferrer: 403, otherReferrer: 403, admin: 403, nobody: 401 },
  },
  {
    label: 'POST pay (refused as paid for its seeker)',
    call: (token) => server.post(`/api/job-referral/job-seeker/${id}/pay`, undefined, token),
    expected: { seekerA: 409, seekerB: 404, companyReferrer: 403, otherReferrer: 403, admin: 403, nobody: 401 },
  },
  {
    label: 'GET the referrer’s detail',
    call: (token) => server.get(`/api/job-referral/referrer/${id}`, token),
    expected: { seekerA: 403, seekerB: 403, companyReferrer: 200, otherReferrer: 404, admin: 403, nobody: 401 },
  },
  {
    label: 'GET the admin’s detail',
    call: (token) => server.get(`/api/admin/services/job-referral/${id}`, token),
    expected: { seekerA: 403, seekerB: 403, companyReferrer: 403, otherReferrer: 403, admin: 200, nobody: 401 },
  },
  {
    label: 'POST the admin’s refund retry (refused as nothing failed)',
    call: (token) => server.post(`/api/admin/services/job-referral/${id}/refund/retry`, undefined, token),
    expected: { seekerA: 403, seekerB: 403, companyReferrer: 403, otherReferrer: 403, admin: 409, nobody: 401 },
  },
  {
    label: 'GET the resume',
    call: (token) => server.download(`/api/job-referral/${id}/files/resume`, token),
    expected: { seekerA: 200, seekerB: 404, companyReferrer: 200, otherReferrer: 404, admin: 200, nobody: 401 },
  },
  {
    label: 'GET a cover letter it does not have',
    call: (token) => server.download(`/api/job-referral/${id}/files/coverLetter`, token),
    expected: { seekerA: 404, seekerB: 404, companyReferrer: 404, otherReferrer: 404, admin: 404, nobody: 401 },
  },
  {
    label: 'GET another kind of file',
    call: (token) => server.download(`/api/job-referral/${id}/files/..%2F..%2Fevents.db`, token),
    expected: { seekerA: 400, seekerB: 400, companyReferrer: 400, otherReferrer: 400, admin: 400, nobody: 401 },
  },
];

describe('access to one request, route by route', () => {
  it.each(everyone)('as %s', async (who) => {
    const { seen, expected } = await statusesOf(routes(), tokens, who);
    expect(seen).toEqual(expected);
  });

  it('changes of status: only the company’s referrer and the admin, and nobody else changes anything', async () => {
    const head = await server.referly.adapters.eventStore.headPosition();
    const refused = await Promise.all(
      (['seekerA', 'seekerB', 'otherReferrer', 'admin', 'nobody'] as Who[]).map((who) =>
        server.put(`/api/job-referral/referrer/${id}`, { status: 'inProgress' }, tokens[who]),
      ),
    );
    expect(refused.map((reply) => reply.status)).toEqual([403, 403, 404, 403, 401]);
    const adminRefused = await Promise.all(
      (['seekerA', 'seekerB', 'companyReferrer', 'otherReferrer', 'nobody'] as Who[]).map((who) =>
        server.put(`/api/admin/services/job-referral/${id}/`, { status: 'inProgress' }, tokens[who]),
      ),
    );
    expect(adminRefused.map((reply) => reply.status)).toEqual([403, 403, 403, 403, 401]);
    expect(await server.referly.adapters.eventStore.headPosition()).toBe(head);
    expect((await server.put(`/api/job-referral/referrer/${id}`, { status: 'inProgress' }, tokens.companyReferrer)).status).toBe(200);
  });

  it('lists: each person’s list holds only what they may see', async () => {
    const ids = async (path: string, token: string | undefined) => {
      const reply = await server.get(path, token);
      return reply.status === 200 ? (reply.body.data as unknown as { id: string }[]).map((row) => row.id) : reply.status;
    };
    expect(await ids('/api/job-referral/job-seeker', tokens.seekerA)).toContain(id);
    expect(await ids('/api/job-referral/job-seeker', tokens.seekerB)).not.toContain(id);
    expect(await ids('/api/job-referral/referrer', tokens.companyReferrer)).toContain(id);
    expect(await ids('/api/job-referral/referrer', tokens.otherReferrer)).not.toContain(id);
    expect(await ids('/api/admin/services/job-referral', tokens.admin)).toContain(id);
    expect(await ids('/api/admin/services/job-referral', tokens.seekerA)).toBe(403);
    expect(await ids('/api/job-referral/referrer', undefined)).toBe(401);
  });

  it('someone else’s request id in a path is a request that does not exist, whatever it is', async () => {
    for (const path of [
      `/api/job-referral/job-seeker/${id}x`,
      '/api/job-referral/job-seeker/..%2F..',
      '/api/job-referral/job-seeker/00000000-0000-4000-8000-000000000000',
    ]) {
      expect([400, 404]).toContain((await server.get(path, tokens.seekerA)).status);
    }
  });
});
