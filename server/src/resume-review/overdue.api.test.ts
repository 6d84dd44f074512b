import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linesOf } from '../chat/chat-test-support.ts';
import { registerAndLogIn, startTestServer, type Json, type TestServer } from '../test-support/harness.ts';
import { card, logIn, requestForm, timePasses, until } from '../test-support/marketplace.ts';

// Issue 17 for resume reviews: a paid review the team has not reviewed reminds the admins and tells its seeker after
// app config's `reviewReminderHours` (48), then again after each period, until it is completed. A real Referly whose
// clock the test moves; the workers' timers look at it when told to tick.

const HOUR = 60 * 60 * 1000;

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await logIn(server, 'admin@referly.dev');
});
afterAll(() => server.close());

const passes = (ms: number) => timePasses(server, ms);
const paidReview = async (token: string) => {
  const made = await server.multipart('POST', '/api/resume-review/job-seeker', requestForm(), token);
  expect(made.status).toBe(201);
  expect((await server.post('/api/payments/test/confirm', card(String(made.body.paymentClientSecret)))).status).toBe(200);
  return String(made.body.id);
};
type Item = { title: string; text: string; requestId: string | null };
const bell = async (token: string, id: string) =>
  ((await server.get('/api/notifications', token)).body.data as unknown as Item[]).filter((item) => item.requestId === id);
const reminders = async (token: string, id: string, title: string) => (await bell(token, id)).filter((item) => item.title === title);
const timeline = async (id: string) =>
  ((await server.get(`/api/admin/services/resume-review/${id}`, admin)).body.data?.timeline as unknown as { kind: string; label: string }[]).filter(
    (entry) => entry.kind === 'reminder',
  );
const chatLines = async (id: string, token: string) => linesOf((await server.get(`/api/chat/resumeReview/${id}`, token)).body).map(([, , text]) => text);
/** Waits until the review's timeline has `count` reminders (the read model follows the log). */
const remindedTimes = (id: string, count: number) =>
  until(
    async () => ({ count: (await timeline(id)).length }) as unknown as Json,
    (body) => Number(body.count) === count,
  );

describe('a paid resume review still without its consultant review', () => {
  it('reminds the admins and tells the seeker after 48 hours, again after each 48 more, and never once completed', async () => {
    const seeker = await registerAndLogIn(server);
    const id = await paidReview(seeker.token);
    await passes(47 * HOUR);
    expect(await timeline(id)).toEqual([]);

    await passes(2 * HOUR);
    await remindedTimes(id, 1);
    const [forAdmins] = await reminders(admin, id, 'A resume review is waiting');
    expect(forAdmins?.text).toMatch(/^A paid resume review has waited 2 days for its consultant review: .+\.$/);
    expect(await reminders(seeker.token, id, 'Your consultant review is taking longer')).toHaveLength(1);
    expect(await chatLines(id, seeker.token)).toContain('The consultant review is taking longer than usual: our team has been reminded.');

    // the next reminder counts from this one
    await passes(47 * HOUR);
    expect(await timeline(id)).toHaveLength(1);
    await passes(2 * HOUR);
    await remindedTimes(id, 2);

    // completed: nothing more, however long it waits
    expect((await server.put(`/api/admin/services/resume-review/${id}`, { status: 'completed' }, admin)).status).toBe(200);
    await passes(10 * 24 * HOUR);
    expect(await timeline(id)).toHaveLength(2);
    expect(await reminders(admin, id, 'A resume review is waiting')).toHaveLength(2);
  });

  it('waits again from the moment an admin sets a completed review back to pending, and follows the period app config sets', async () => {
    expect((await server.put('/api/app-config', { configs: [{ key: 'reviewReminderHours', value: 6 }] }, admin)).status).toBe(200);
    try {
      const seeker = await registerAndLogIn(server);
      const id = await paidReview(seeker.token);
      expect((await server.put(`/api/admin/services/resume-review/${id}`, { status: 'completed' }, admin)).status).toBe(200);
      await passes(24 * HOUR);
      expect(await timeline(id)).toEqual([]);

      expect((await server.put(`/api/admin/services/resume-review/${id}`, { status: 'pending' }, admin)).status).toBe(200);
      await passes(5 * HOUR);
      expect(await timeline(id)).toEqual([]);
      await passes(2 * HOUR);
      await remindedTimes(id, 1);
      expect((await reminders(admin, id, 'A resume review is waiting'))[0]?.text).toContain('has waited 6 hours for');
    } finally {
      expect((await server.put('/api/app-config', { configs: [{ key: 'reviewReminderHours', value: 48 }] }, admin)).status).toBe(200);
    }
  });

  it('is never reminded before it is paid', async () => {
    const seeker = await registerAndLogIn(server);
    const made = await server.multipart('POST', '/api/resume-review/job-seeker', requestForm(), seeker.token);
    const id = String(made.body.id);
    await passes(5 * 24 * HOUR);
    expect(await timeline(id)).toEqual([]);
  });
});
