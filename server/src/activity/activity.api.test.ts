import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAndLogIn, startTestServer, type Json, type TestServer } from '../test-support/harness.ts';
import { listen } from '../test-support/live-listener.ts';
import { logIn, paidRequest } from '../test-support/marketplace.ts';

let server: TestServer;
let admin: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startTestServer();
  admin = await logIn(server, 'admin@referly.dev');
});
afterEach(() => sockets.splice(0).forEach((socket) => socket.disconnect()));
afterAll(() => server.close());

type Entry = {
  id: string;
  position: number;
  type: string;
  kind: string;
  at: string;
  who: { userId: string; name: string; email: string | null } | null;
  what: string;
  link: { href: string } | null;
};

const feedOf = async (query: Record<string, string> = {}, token = admin) => {
  const reply = await server.get(`/api/admin/activity?${new URLSearchParams(query)}`, token);
  expect(reply.status).toBe(200);
  return { data: reply.body.data as unknown as Entry[], nextBefore: reply.body.nextBefore as unknown as number | null };
};

describe('who may read the activity feed', () => {
  it('answers admins only: 401 without a session, 403 to a seeker and a referrer, on every route', async () => {
    const seeker = await logIn(server, 'seeker@referly.dev');
    const referrer = await logIn(server, 'referrer@referly.dev');
    const routes = ['/api/admin/activity', '/api/admin/activity/count?after=0', '/api/admin/activity/export'];
    const statuses = async (token: string | undefined) => Promise.all(routes.map(async (route) => (await server.download(route, token)).status));
    expect(await statuses(undefined)).toEqual([401, 401, 401]);
    expect(await statuses(seeker)).toEqual([403, 403, 403]);
    expect(await statuses(referrer)).toEqual([403, 403, 403]);
    expect(await statuses(admin)).toEqual([200, 200, 200]);
  });
});

describe('the feed', () => {
  it('shows a fresh admin what the demo data did, newest first, in words', async () => {
    const { data } = await feedOf();
    expect(data.length).toBeGreaterThan(0);
    expect(data.map((entry) => entry.position)).toEqual([...data.map((entry) => entry.position)].sort((a, b) => b - a));
    expect(data.every((entry) => typeof entry.what === 'string' && entry.what.length > 0)).toBe(true);
  });

  it('says who paid for which request, with a link to it, and never shows a secret', async () => {
    const seeker = await registerAndLogIn(server, { firstName: 'Mia', lastName: 'Payer' });
    const { referralId } = await paidRequest(server, seeker);
    const { data } = await feedOf({ userId: seeker.userId });
    const paid = data.find((entry) => entry.type === 'ReferralPaid');
    expect(paid).toMatchObject({
      kind: 'payments',
      who: { userId: seeker.userId, name: 'Mia Payer', email: seeker.email },
      link: { href: `/admin_dashboard/job_referrals/${referralId}` },
    });
    expect(paid?.what).toMatch(/^Mia Payer paid USD\s\d+\.\d\d for a referral at Atlassian$/);
    expect(data.map((entry) => entry.what)).toEqual(
      expect.arrayContaining(['Mia Payer signed up as a job seeker', 'Mia Payer set their password', 'Mia Payer signed in']),
    );
    expect(JSON.stringify(data)).not.toMatch(/codeHash|sealedCode|passwordHash|\$argon2|pi_test_|fileId|0400 123 456|clientSecret/);
  });

  it('filters by kind, by a user searched by name or e-mail, and by time, and refuses a bad filter with its message', async () => {
    const seeker = await registerAndLogIn(server, { firstName: 'Filter', lastName: 'Person' });
    await paidRequest(server, seeker);
    const payments = await feedOf({ kind: 'payments', q: 'filter person' });
    expect(payments.data.map((entry) => entry.type)).toEqual(['ReferralPaid']);
    const byEmail = await feedOf({ q: seeker.email.toUpperCase() });
    // their own doings, and the mails the system sent to the address
    const others = byEmail.data.filter((entry) => entry.who?.userId !== seeker.userId);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((entry) => entry.who === null && entry.kind === 'emails' && entry.what.includes(seeker.email))).toBe(true);
    expect(byEmail.data.filter((entry) => entry.who?.userId === seeker.userId).length).toBeGreaterThan(3);
    const future = await feedOf({ from: new Date(Date.now() + 3_600_000).toISOString() });
    expect(future.data).toEqual([]);
    const justNow = await feedOf({ from: new Date(Date.now() - 60_000).toISOString(), to: new Date(Date.now() + 60_000).toISOString(), userId: seeker.userId });
    expect(justNow.data.length).toBeGreaterThan(3);

    const bad = await server.get('/api/admin/activity?kind=secrets', admin);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Choose a kind of activity from the list.');
    const backwards = await server.get('/api/admin/activity?from=2026-11-25T00:00:00Z&to=2026-11-24T00:00:00Z', admin);
    expect(backwards.body.message).toBe('The start date must be on or before the end date.');
  });

  it('pages back by log position, each page older than the last, and counts what came after a position', async () => {
    const first = await feedOf({ limit: '3' });
    expect(first.data).toHaveLength(3);
    expect(first.nextBefore).toBe(first.data[2]?.position);
    const second = await feedOf({ limit: '3', before: String(first.nextBefore) });
    expect(Math.max(...second.data.map((entry) => entry.position))).toBeLessThan(Math.min(...first.data.map((entry) => entry.position)));
    const newest = first.data[0]?.position ?? 0;
    const count = await server.get(`/api/admin/activity/count?after=${newest - 2}`, admin);
    expect(count.body.count).toBe(2);
    // paged back to the start, however much the features' demo data holds: each page older, the oldest page ends it
    let page = await feedOf({ limit: '100' });
    const seen = new Set(page.data.map((entry) => entry.position));
    for (let pages = 1; page.nextBefore != null; pages += 1) {
      expect(pages).toBeLessThan(1000);
      const older = await feedOf({ limit: '100', before: String(page.nextBefore) });
      expect(Math.max(...older.data.map((entry) => entry.position))).toBeLessThan(page.nextBefore);
      for (const entry of older.data) seen.add(entry.position);
      page = older;
    }
    expect(page.data.length).toBeLessThanOrEqual(100);
    expect(seen.has(first.data[0]?.position ?? -1)).toBe(true);
  });
});

describe('the CSV export', () => {
  it('writes the filtered feed as CSV, a formula in a name escaped so a spreadsheet shows it as text', async () => {
    const sneaky = await registerAndLogIn(server, { firstName: '=HYPERLINK("http://evil.example","Click")', lastName: 'Sneaky' });
    const reply = await server.download(`/api/admin/activity/export?userId=${sneaky.userId}`, admin);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(reply.headers.get('content-disposition')).toMatch(/^attachment; filename="activity-\d{4}-\d\d-\d\d\.csv"$/);
    const text = reply.bytes.toString('utf8');
    const lines = text
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Position,When (UTC),Kind,Event,Who,E-mail,What,Link');
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.every((line, i) => i === 0 || line.includes(',Accounts,'))).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"") Sneaky"`);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"") Sneaky signed up as a job seeker"`);
    expect(text).not.toMatch(/,=|,"=|codeHash|passwordHash/);
  });

  it('refuses a bad filter as the feed does', async () => {
    const reply = await server.get('/api/admin/activity/export?from=yesterday', admin);
    expect(reply.status).toBe(400);
    expect((reply.body as Json).message).toBe('Enter a valid date.');
  });
});

describe('the live feed', () => {
  it('tells admins of every event, one no other feature pushes as its type and position alone; nobody else hears of it', async () => {
    const user = await registerAndLogIn(server);
    const admins = await listen(server, sockets, admin);
    const theirs = await listen(server, sockets, user.token);
    const failed = await server.post('/api/user/login', { email: user.email, password: 'not-the-password-at-all' });
    expect(failed.status).toBe(401);
    await vi.waitUntil(() => admins.some((event) => event.type === 'LoginFailed'), { timeout: 3000, interval: 20 });
    const notice = admins.find((event) => event.type === 'LoginFailed');
    expect(notice).toEqual({ type: 'LoginFailed', position: expect.any(Number), data: {} });
    const { data } = await feedOf({ after: '0', userId: user.userId });
    expect(data[0]).toMatchObject({ type: 'LoginFailed', position: notice?.position, what: expect.stringMatching(/^A sign-in as .+ failed: wrong password$/) });
    expect(theirs.some((event) => event.type === 'LoginFailed')).toBe(false);
  });
});
