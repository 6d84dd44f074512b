import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogIn, startTestServer, type TestServer } from '../test-support/harness.ts';
import { card, file, logIn, pdf, requestForm } from '../test-support/marketplace.ts';

/**
 * Who may do what with one paid review of seeker A that has a cover letter and a consultant's reviewed resume: every
 * review route and file, for seeker A, seeker B, a referrer, an admin and nobody. A review one may not see is answered
 * as one that does not exist; a route of another role is forbidden; no session is unauthenticated.
 */
type Who = 'seekerA' | 'seekerB' | 'referrer' | 'admin' | 'nobody';
const everyone: Who[] = ['seekerA', 'seekerB', 'referrer', 'admin', 'nobody'];
type Route = { label: string; call: (token: string | undefined) => Promise<{ status: number }>; expected: Record<Who, number> };

let server: TestServer;
let id: string;
let tokens: Record<Who, string | undefined>;
beforeAll(async () => {
  server = await startTestServer();
  const admin = await logIn(server, 'admin@referly.dev');
  const seekerA = await registerAndLogIn(server);
  const seekerB = await registerAndLogIn(server);
  const form = requestForm({ coverLetter: file(pdf('letter'), 'letter.pdf', 'application/pdf') });
  const made = await server.multipart('POST', '/api/resume-review/job-seeker', form, seekerA.token);
  id = String(made.body.id);
  await server.post('/api/payments/test/confirm', card(String(made.body.paymentClientSecret)));
  const review = new FormData();
  review.append('resume', file(pdf('reviewed'), 'reviewed.pdf', 'application/pdf'));
  review.append('feedback', 'Solid.');
  review.append('status', 'pending');
  expect((await server.multipart('PUT', `/api/admin/services/resume-review/${id}`, review, admin)).status).toBe(200);
  tokens = { seekerA: seekerA.token, seekerB: seekerB.token, referrer: await logIn(server, 'referrer@referly.dev'), admin, nobody: undefined };
});
afterAll(() => server.close());

const seekerOnly = (own: number): Record<Who, number> => ({ seekerA: own, seekerB: 404, referrer: 403, admin: 403, nobody: 401 });
const adminOnly = (status: number): Record<Who, number> => ({ seekerA: 403, seekerB: 403, referrer: 403, admin: status, nobody: 401 });
const seekerAndAdmin = (status: number): Record<Who, number> => ({ seekerA: status, seekerB: 404, referrer: 404, admin: status, nobody: 401 });

const routes = (): Route[] => [
  { label: 'GET the seeker’s list', call: (token) => server.get('/api/resume-review/job-seeker', token), expected: { ...seekerOnly(200), seekerB: 200 } },
  { label: 'GET the seeker’s detail', call: (token) => server.get(`/api/resume-review/job-seeker/${id}`, token), expected: seekerOnly(200) },
  {
    label: 'PUT the seeker’s feedback (refused as in progress for its seeker)',
    call: (token) => server.put(`/api/resume-review/job-seeker/${id}/feedback`, { feedback: 'Thanks' }, token),
    expected: seekerOnly(409),
  },
  {
    label: 'POST career advice with a note too long (checked after access)',
    call: (token) => server.post(`/api/resume-review/job-seeker/${id}/career-advice`, { note: 'x'.repeat(1001) }, token),
    expected: seekerOnly(400),
  },
  { label: 'GET the admin’s list', call: (token) => server.get('/api/admin/services/resume-review', token), expected: adminOnly(200) },
  { label: 'GET the admin’s detail', call: (token) => server.get(`/api/admin/services/resume-review/${id}`, token), expected: adminOnly(200) },
  {
    label: 'PUT the admin’s update (refused as the status it has)',
    call: (token) => server.put(`/api/admin/services/resume-review/${id}`, { status: 'pending' }, token),
    expected: adminOnly(409),
  },
  {
    label: 'POST reinitiate without a paid review of that id',
    call: (token) => server.post('/api/admin/services/resume-review/00000000-0000-4000-8000-000000000000/ai-review', undefined, token),
    expected: adminOnly(404),
  },
  { label: 'GET the career advice table', call: (token) => server.get('/api/admin/services/career-advice', token), expected: adminOnly(200) },
  {
    label: 'PUT a meeting (refused as none was asked for)',
    call: (token) => server.put(`/api/admin/services/career-advice/${id}`, { link: 'https://meet.example.com/a', date: '2099-01-02', time: '10:30' }, token),
    expected: adminOnly(409),
  },
  { label: 'GET the resume', call: (token) => server.download(`/api/resume-review/${id}/files/resume`, token), expected: seekerAndAdmin(200) },
  { label: 'GET the cover letter', call: (token) => server.download(`/api/resume-review/${id}/files/coverLetter`, token), expected: seekerAndAdmin(200) },
  { label: 'GET the reviewed resume', call: (token) => server.download(`/api/resume-review/${id}/files/reviewedResume`, token), expected: seekerAndAdmin(200) },
  { label: 'GET a link to the resume', call: (token) => server.get(`/api/resume-review/${id}/files/resume?link=1`, token), expected: seekerAndAdmin(200) },
  {
    label: 'GET another kind of file',
    call: (token) => server.download(`/api/resume-review/${id}/files/..%2F..%2Fevents.db`, token),
    expected: { seekerA: 400, seekerB: 400, referrer: 400, admin: 400, nobody: 401 },
  },
];

describe('access to one review, route by route', () => {
  it.each(everyone)('as %s', async (who) => {
    const seen: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const route of routes()) {
      seen[route.label] = (await route.call(tokens[who])).status;
      expected[route.label] = route.expected[who];
    }
    expect(seen).toEqual(expected);
  });

  it('lists: a seeker’s list holds only their own reviews', async () => {
    const ids = async (token: string | undefined) =>
      ((await server.get('/api/resume-review/job-seeker', token)).body.data as unknown as { id: string }[]).map((row) => row.id);
    expect(await ids(tokens.seekerA)).toEqual([id]);
    expect(await ids(tokens.seekerB)).toEqual([]);
  });

  it('a signed link downloads the file without a bearer, for the one who asked', async () => {
    const link = await server.get(`/api/resume-review/${id}/files/reviewedResume?link=1`, tokens.seekerA);
    const url = String(link.body.data?.url);
    expect(url).toContain('ticket=');
    const followed = await server.download(url);
    expect({ status: followed.status, disposition: followed.headers.get('content-disposition') }).toMatchObject({
      status: 200,
      disposition: expect.stringContaining('reviewed.pdf'),
    });
    // the link is for that file only
    expect((await server.download(url.replace('reviewedResume', 'resume'))).status).toBe(401);
  });

  it('someone else’s or a made-up review id in a path is a review that does not exist', async () => {
    for (const path of [`/api/resume-review/job-seeker/${id}x`, '/api/resume-review/job-seeker/00000000-0000-4000-8000-000000000000']) {
      const reply = await server.get(path, tokens.seekerA);
      expect({ status: reply.status, message: reply.body.message }).toEqual({ status: 404, message: 'This resume review does not exist.' });
    }
    // a path that is no id of ours is refused before any lookup, with the same words
    const malformed = await server.get('/api/resume-review/job-seeker/..%2F..', tokens.seekerA);
    expect({ status: malformed.status, message: malformed.body.message }).toEqual({ status: 400, message: 'This resume review does not exist.' });
  });
});
