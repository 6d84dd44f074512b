import { messages } from '@referly/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogIn, startTestServer, type TestServer } from '../test-support/harness.ts';

let server: TestServer;
let adminToken: string;
let seekerToken: string;
const pendingReferrerId = '00000000-0000-4000-a000-000000000004';
const seekerId = '00000000-0000-4000-a000-000000000002';

beforeAll(async () => {
  server = await startTestServer();
  adminToken = String((await server.post('/api/user/login', { email: 'admin@referly.dev', password: 'Referly-demo-2026' })).body.data?.token);
  seekerToken = String((await server.post('/api/user/login', { email: 'seeker@referly.dev', password: 'Referly-demo-2026' })).body.data?.token);
});
afterAll(() => server.close());

describe('GET /api/admin/users', () => {
  it('pages the users newest first with real counts', async () => {
    const newest = await registerAndLogIn(server, { firstName: 'Newest' });
    const page = await server.get('/api/admin/users?page=1&limit=2', adminToken);
    expect(page.status).toBe(200);
    expect(page.body.totalCount).toBe(5);
    expect(page.body.totalPages).toBe(3);
    expect(page.body.currentPage).toBe(1);
    expect(page.body.data?.length).toBe(2);
    expect(page.body.data?.[0]).toMatchObject({ id: newest.userId, firstName: 'Newest', userRole: 'applicant', index: 5, accountStatus: 'active' });
    const last = await server.get('/api/admin/users?page=3&limit=2', adminToken);
    expect(last.body.data?.length).toBe(1);
    expect(JSON.stringify(page.body)).not.toMatch(/argon2|revokedSessions|passwordChanged/);
  });

  it('filters by role and searches by name or e-mail', async () => {
    const referrers = await server.get('/api/admin/users?role=referrer', adminToken);
    expect(referrers.body.totalCount).toBe(2);
    const search = await server.get('/api/admin/users?search=PENDING', adminToken);
    expect(search.body.data?.[0]?.email).toBe('pending.referrer@referly.dev');
  });

  it('is for admins only', async () => {
    const res = await server.get('/api/admin/users', seekerToken);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    expect((await server.get('/api/admin/users')).status).toBe(401);
  });
});

describe('GET /api/admin/users/{id}', () => {
  it('shows one user to an admin', async () => {
    const res = await server.get(`/api/admin/users/${pendingReferrerId}`, adminToken);
    expect(res.body.data).toMatchObject({
      email: 'pending.referrer@referly.dev',
      userRole: 'referrer',
      referrerVerificationStatus: 'pending',
      personalInfo: { firstName: 'Priya' },
    });
  });

  it('answers 404 for an unknown id and refuses another user’s id to a non-admin', async () => {
    expect((await server.get('/api/admin/users/00000000-0000-4000-a000-00000000ffff', adminToken)).status).toBe(404);
    expect((await server.get(`/api/admin/users/${pendingReferrerId}`, seekerToken)).status).toBe(403);
  });
});

describe('POST /api/admin/referrers/{id}/update-verification-status', () => {
  const update = (id: string, newStatus: unknown, token = adminToken) =>
    server.post(`/api/admin/referrers/${id}/update-verification-status`, { newStatus }, token);

  it('changes a referrer’s status, and the referrer sees it at the next login', async () => {
    const res = await update(pendingReferrerId, 'approved');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Verification status updated successfully!');
    expect((await server.get(`/api/admin/users/${pendingReferrerId}`, adminToken)).body.data?.referrerVerificationStatus).toBe('approved');
    const login = await server.post('/api/user/login', { email: 'pending.referrer@referly.dev', password: 'Referly-demo-2026' });
    expect(login.body.data?.user?.referrerVerification).toEqual({ status: 'approved' });
    await update(pendingReferrerId, 'pending');
  });

  it('refuses users who are not referrers, unknown statuses and non-admins', async () => {
    const seeker = await update(seekerId, 'approved');
    expect(seeker.status).toBe(400);
    expect(seeker.body.message).toBe(messages.notAReferrer);
    expect((await update(pendingReferrerId, 'banana')).status).toBe(400);
    expect((await update(pendingReferrerId, 'approved', seekerToken)).status).toBe(403);
    expect((await server.get(`/api/admin/users/${pendingReferrerId}`, adminToken)).body.data?.referrerVerificationStatus).toBe('pending');
  });
});
