import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogIn, startTestServer, type Json, type TestServer } from '../test-support/harness.ts';
import { chatOf, linesOf, say } from '../chat/chat-test-support.ts';
import { logIn, paidRequest, timePasses, until, verifiedReferrer } from '../test-support/marketplace.ts';

// Issue 17's loops through the whole product: a real Referly (SQLite log, in-process queue, test payment provider,
// outbox) whose clock the test moves, a week in milliseconds; the workers' timers look at that clock when told to tick.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let server: TestServer;
let admin: string;
let riley: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await logIn(server, 'admin@referly.dev');
  riley = await logIn(server, 'referrer@referly.dev');
});
afterAll(() => server.close());

const passes = (ms: number) => timePasses(server, ms);

type Item = { kind: string; title: string; text: string; requestId: string | null };
const bell = async (token: string, requestId: string) =>
  ((await server.get('/api/notifications', token)).body.data as unknown as Item[]).filter((item) => item.requestId === requestId).map((item) => item.title);
const seekerView = async (id: string, token: string) => (await server.get(`/api/job-referral/job-seeker/${id}`, token)).body.data as Json;
const adminView = async (id: string) => (await server.get(`/api/admin/services/job-referral/${id}`, admin)).body.data as Json;
const chatLines = async (id: string, token: string) => linesOf((await chatOf(server, id, token)).body).map(([, , text]) => text);
const asReferrer = (id: string, body: unknown, token = riley) => server.put(`/api/job-referral/referrer/${id}`, body, token);
/** The admin's activity feed about one request, in its words. */
const feed = async (id: string) =>
  ((await server.get(`/api/admin/activity?limit=100`, admin)).body.data as unknown as { link: { href: string } | null; what: string }[])
    .filter((entry) => entry.link?.href.includes(id) === true)
    .map((entry) => entry.what);

describe('a paid request nobody takes', () => {
  it('reminds the company’s referrers after 48 hours (bell and e-mail) and tells the seeker it is still open, once', async () => {
    const other = await verifiedReferrer(server, 'Atlassian', admin);
    // a referrer who turned new referral opportunities off still sees the bell, and gets no e-mail
    const quiet = await verifiedReferrer(server, 'Atlassian', admin);
    const settings = await server.get('/api/user/notification-settings', quiet.token);
    const off = await server.put('/api/user/notification-settings', { ...settings.body.data, newReferralOpportunities: false }, quiet.token);
    expect(off.status).toBe(200);
    const seeker = await registerAndLogIn(server);
    const { referralId } = await paidRequest(server, seeker);
    // this request's mails (the demo's paid request, which nobody takes either, has its own)
    const subjectsOf = async (email: string) =>
      ((await server.referly.adapters.outbox?.list(email)) ?? []).filter((mail) => mail.text.includes('Backend Engineer')).map((mail) => mail.subject);
    const subjects = () => subjectsOf(other.email);
    await passes(47 * HOUR);
    expect(await bell(riley, referralId)).toEqual(['New paid request']);

    await passes(2 * HOUR);
    await until(
      async () => ({ titles: await bell(riley, referralId) }) as unknown as Json,
      (body) => (body.titles as unknown as string[]).includes('A paid request is waiting'),
    );
    // the reminder takes the place of the first notice on the referrers' bell
    expect(await bell(riley, referralId)).toEqual(['A paid request is waiting']);
    expect(await bell(other.token, referralId)).toEqual(['A paid request is waiting']);
    expect(await bell(seeker.token, referralId)).toContain('Your request is still open');
    expect(await chatLines(referralId, seeker.token)).toContain("No referrer has taken this request yet: the company's referrers were reminded.");
    await until(
      async () => ({ subjects: await subjects() }) as unknown as Json,
      (body) => (body.subjects as unknown as string[]).includes('Referly: A paid request is waiting'),
    );
    // one job mails every referrer of the company: the quiet one's turn has come and gone
    expect(await bell(quiet.token, referralId)).toEqual(['A paid request is waiting']);
    expect((await subjectsOf(quiet.email)).filter((subject) => /paid request/i.test(subject))).toEqual([]);
    expect(await feed(referralId)).toContainEqual(expect.stringMatching(/^Nobody has taken .* yet: its company's referrers were reminded$/));

    // later ticks remind nobody again
    await passes(HOUR);
    expect((await bell(seeker.token, referralId)).filter((title) => title === 'Your request is still open')).toHaveLength(1);
    expect((await subjects()).filter((subject) => subject === 'Referly: A paid request is waiting')).toHaveLength(1);
  });

  it('closes it as expired after 7 days and refunds the seeker in full, with the reason everywhere they look', async () => {
    const seeker = await registerAndLogIn(server);
    const { referralId } = await paidRequest(server, seeker);
    await passes(7 * DAY + HOUR);
    const view = await until(
      () => seekerView(referralId, seeker.token),
      (body) => String(body.status) === 'expired' && String(body.refund?.status) === 'issued',
    );
    // in full: what was paid
    expect(Number(view.payment?.amountCents)).toBeGreaterThan(0);
    expect(view.refund).toMatchObject({ status: 'issued', amountCents: view.payment?.amountCents });
    const reason = 'No referrer took this request within 7 days, so it was closed and refunded in full.';
    expect(await chatLines(referralId, seeker.token)).toContain(`Status changed to Expired: ${reason}`);
    expect(await bell(seeker.token, referralId)).toEqual(expect.arrayContaining(['Status changed to Expired', 'Refund issued']));
    // nobody can take it any more
    const late = await asReferrer(referralId, { status: 'inProgress' });
    expect({ status: late.status, message: late.body.message }).toEqual({ status: 409, message: 'This request can no longer be changed.' });
    expect(await feed(referralId)).toContainEqual(expect.stringMatching(new RegExp(`^Referly changed .* to Expired: ${reason.replace(/[.]/g, '\\.')}$`)));
  });

  it('of a take and the refund at the same instant, exactly one wins, and the money is exact', async () => {
    for (let round = 0; round < 4; round += 1) {
      const seeker = await registerAndLogIn(server);
      const { referralId } = await paidRequest(server, seeker);
      server.clock.advance(7 * DAY + HOUR);
      const [take] = await Promise.all([asReferrer(referralId, { status: 'inProgress' }), server.referly.timers.tick()]);
      const view = await until(
        () => adminView(referralId),
        (body) =>
          (String(body.status) === 'inProgress' && take.status === 200) || (String(body.status) === 'expired' && String(body.refund?.status) === 'issued'),
      );
      if (take.status === 200) {
        expect(view).toMatchObject({ status: 'inProgress', refund: null, referrer: { name: 'Riley Referrer' } });
      } else {
        expect(take.status).toBe(409);
        expect(view).toMatchObject({ status: 'expired', refund: { status: 'issued', amountCents: view.payment?.amountCents } });
      }
      const refunds = (view.timeline as unknown as { kind: string }[]).filter((entry) => entry.kind === 'refund');
      expect(refunds).toHaveLength(take.status === 200 ? 0 : 1);
    }
  });
});

describe('a taken request whose referrer goes silent', () => {
  it('reminds the referrer after 3 days without a word in its chat, counting again from each message they write', async () => {
    const seeker = await registerAndLogIn(server);
    const { referralId } = await paidRequest(server, seeker);
    expect((await asReferrer(referralId, { status: 'inProgress' })).status).toBe(200);
    await passes(2 * DAY);
    expect((await say(server, referralId, 'I am on it, talking to the hiring manager.', riley)).status).toBe(201);
    await passes(2 * DAY);
    expect(await bell(riley, referralId)).not.toContain('Your seeker is waiting');
    await passes(DAY + HOUR);
    await until(
      async () => ({ titles: await bell(riley, referralId) }) as unknown as Json,
      (body) => (body.titles as unknown as string[]).includes('Your seeker is waiting'),
    );
    expect(await chatLines(referralId, seeker.token)).toContain('Riley Referrer was reminded to reply in this chat.');
  });

  it('puts it back in the company’s pool after 7 days, tells the seeker, and another referrer takes it', async () => {
    const seeker = await registerAndLogIn(server);
    const { referralId } = await paidRequest(server, seeker);
    const other = await verifiedReferrer(server, 'Atlassian', admin);
    expect((await asReferrer(referralId, { status: 'inProgress' })).status).toBe(200);
    expect((await server.get(`/api/job-referral/referrer/${referralId}`, other.token)).status).toBe(404);
    await passes(7 * DAY + HOUR);
    await until(
      () => adminView(referralId),
      (body) => String(body.status) === 'pending' && body.referrer === null,
    );
    const reason = "Riley Referrer did not write in the chat for 7 days, so the request is open to the company's referrers again.";
    expect(await chatLines(referralId, seeker.token)).toContain(reason);
    expect(await bell(seeker.token, referralId)).toContain('Your request is open again');
    expect(await bell(other.token, referralId)).toContain('A request is open again');
    expect(await bell(riley, referralId)).toContain('A request went back to the pool');
    expect((await asReferrer(referralId, { status: 'inProgress' }, other.token)).status).toBe(200);
    expect(await adminView(referralId)).toMatchObject({ status: 'inProgress', referrer: { name: 'Rhea Referrer' } });
  });
});

describe('a completed request the seeker does not answer', () => {
  it('reminds the seeker after 5 days and approves it after 7, crediting the referrer as an approval does', async () => {
    const seeker = await registerAndLogIn(server);
    const { referralId } = await paidRequest(server, seeker);
    expect((await asReferrer(referralId, { status: 'inProgress' })).status).toBe(200);
    expect((await asReferrer(referralId, { status: 'completed' })).status).toBe(200);
    const balance = async () => Number(((await server.get('/api/referrer/credits', riley)).body.data as Json | undefined)?.earned ?? 0);
    const before = await balance();
    await passes(5 * DAY + HOUR);
    await until(
      async () => ({ titles: await bell(seeker.token, referralId) }) as unknown as Json,
      (body) => (body.titles as unknown as string[]).includes('Please approve or dispute'),
    );
    expect((await seekerView(referralId, seeker.token)).status).toBe('waitingforapproval');
    await passes(2 * DAY);
    await until(
      () => seekerView(referralId, seeker.token),
      (body) => String(body.status) === 'approved',
    );
    expect(await chatLines(referralId, seeker.token)).toContain(
      'Status changed to Approved: Approved automatically: the seeker did not answer within 7 days of its completion.',
    );
    await until(
      async () => ({ balance: await balance() }) as unknown as Json,
      (body) => Number(body.balance) === before + 100,
    );
    // the referrer is told why they were credited without the seeker's word
    expect(await bell(riley, referralId)).toContain('Referral approved');
  });

  it('is not approved automatically once the seeker approved it themselves', async () => {
    const seeker = await registerAndLogIn(server);
    const { referralId } = await paidRequest(server, seeker);
    await asReferrer(referralId, { status: 'inProgress' });
    await asReferrer(referralId, { status: 'completed' });
    expect((await server.put(`/api/job-referral/job-seeker/${referralId}/approve`, {}, seeker.token)).status).toBe(200);
    await passes(8 * DAY);
    const timeline = (await adminView(referralId)).timeline as unknown as { kind: string; status?: string }[];
    expect(timeline.filter((entry) => entry.status === 'approved')).toHaveLength(1);
    expect(timeline.filter((entry) => entry.kind === 'reminder')).toHaveLength(0);
    // the referrer heard of the seeker's approval once, and of no second one
    expect((await bell(riley, referralId)).filter((title) => title === 'Referral approved')).toHaveLength(1);
  });
});
