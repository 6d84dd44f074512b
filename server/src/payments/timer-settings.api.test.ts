import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogIn, startTestServer, type TestServer } from '../test-support/harness.ts';
import { logIn } from '../test-support/marketplace.ts';

let server: TestServer;
let admin: string;
let seeker: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await logIn(server, 'admin@referly.dev');
  seeker = (await registerAndLogIn(server)).token;
});
afterAll(() => server.close());

const timers = async () => (await server.get('/api/app-config?category=timers', admin)).body.data as unknown as Record<string, Record<string, unknown>>;
const valuesOf = async () => Object.fromEntries(Object.entries(await timers()).map(([key, entry]) => [key, entry.value]));
const save = (configs: unknown, token = admin) => server.put('/api/app-config', { configs }, token);
const head = () => server.referly.adapters.eventStore.headPosition();

const defaults = {
  untakenReminderHours: 48,
  untakenRefundDays: 7,
  silenceReminderDays: 3,
  silenceReleaseDays: 7,
  approvalReminderDays: 5,
  autoApproveDays: 7,
  disputeWindowDays: 14,
  reviewReminderHours: 48,
};

// Issue 17 §1: the request timers' periods are app config settings of category timers, beside the prices.
describe('request timers (app config)', () => {
  it('lists every period with its default, unit and description until one is set', async () => {
    const listed = await timers();
    expect(Object.keys(listed)).toEqual(Object.keys(defaults));
    expect(listed.untakenReminderHours).toEqual({
      key: 'untakenReminderHours',
      value: 48,
      unit: 'hours',
      description: 'A paid request nobody took: its company’s referrers are reminded.',
      category: 'timers',
      fallback: true,
    });
    expect(listed.disputeWindowDays).toMatchObject({ value: 14, unit: 'days', category: 'timers', fallback: true });
    expect(await valuesOf()).toEqual(defaults);
    const unknown = await server.get('/api/app-config?category=site', admin);
    expect({ status: unknown.status, message: unknown.body.message }).toEqual({ status: 400, message: 'The categories are payment and timers.' });
  });

  it('keeps the prices’ list as it was: the payment category is the default', async () => {
    expect(Object.keys((await server.get('/api/app-config', admin)).body.data ?? {})).toEqual(['jobReferralAmount', 'resumeReviewAmount']);
    expect(Object.keys((await server.get('/api/app-config?category=payment', admin)).body.data ?? {})).toEqual(['jobReferralAmount', 'resumeReviewAmount']);
  });

  it('lets an admin save periods, stored as AppConfigChanged of category timers, and read them back', async () => {
    const saved = await save([
      { key: 'untakenReminderHours', value: 24, category: 'timers' },
      { key: 'autoApproveDays', value: 10 },
      { key: 'disputeWindowDays', value: 30, description: 'Disputes' },
    ]);
    expect({ status: saved.status, message: saved.body.message }).toEqual({ status: 200, message: 'Request timers updated successfully!' });
    expect(await valuesOf()).toEqual({ ...defaults, untakenReminderHours: 24, autoApproveDays: 10, disputeWindowDays: 30 });
    expect((await timers()).disputeWindowDays).toMatchObject({ value: 30, description: 'Disputes', fallback: false });
    expect((await server.get('/api/app-config/autoApproveDays')).body.data).toMatchObject({
      key: 'autoApproveDays',
      value: 10,
      unit: 'days',
      category: 'timers',
    });

    const events = await server.referly.adapters.eventStore.readStream('app-config-autoApproveDays');
    expect(events.map(({ type, data }) => ({ type, data }))).toEqual([
      {
        type: 'AppConfigChanged',
        data: {
          key: 'autoApproveDays',
          value: 10,
          description: 'The seeker still silent: the request is approved automatically.',
          category: 'timers',
          at: expect.any(String),
        },
      },
    ]);
    // the same values again record nothing
    const before = await head();
    expect((await save([{ key: 'autoApproveDays', value: 10 }])).status).toBe(200);
    expect(await head()).toBe(before);
  });

  it('refuses another role, and anyone signed out', async () => {
    const before = await head();
    expect((await server.get('/api/app-config?category=timers', seeker)).status).toBe(403);
    expect((await save([{ key: 'silenceReminderDays', value: 2 }], seeker)).status).toBe(403);
    expect((await server.put('/api/app-config', { configs: [{ key: 'silenceReminderDays', value: 2 }] })).status).toBe(401);
    expect(await head()).toBe(before);
  });

  it.each([
    ['text', { key: 'untakenRefundDays', value: '7' }, 'Untaken refund must be a whole number of days from 1 to 90'],
    ['a list', { key: 'untakenRefundDays', value: [7] }, 'Untaken refund must be a whole number of days from 1 to 90'],
    ['0', { key: 'silenceReminderDays', value: 0 }, 'Silence reminder must be a whole number of days from 1 to 90'],
    ['1.5', { key: 'approvalReminderDays', value: 1.5 }, 'Approval reminder must be a whole number of days from 1 to 90'],
    ['91 days', { key: 'disputeWindowDays', value: 91 }, 'Dispute window must be a whole number of days from 1 to 90'],
    ['721 hours', { key: 'untakenReminderHours', value: 721 }, 'Untaken reminder must be a whole number of hours from 1 to 720'],
    ['null', { key: 'silenceReleaseDays', value: null }, 'Return to pool must be a whole number of days from 1 to 90'],
  ])('refuses %s with the message, and stores nothing of the save', async (_label, wrong, message) => {
    const before = await head();
    const valuesBefore = await valuesOf();
    const refused = await save([{ key: 'autoApproveDays', value: 12 }, wrong]);
    expect({ status: refused.status, message: refused.body.message, errors: refused.body.errors }).toEqual({
      status: 400,
      message,
      errors: { 'configs.1.value': message },
    });
    expect(await head()).toBe(before);
    expect(await valuesOf()).toEqual(valuesBefore);
  });

  it('wants each reminder before its step, on the values that hold after the save', async () => {
    const before = await head();
    // the stored untaken reminder is 24 hours: a refund after 1 day would come with it
    const refund = await save([{ key: 'untakenRefundDays', value: 1 }]);
    expect({ status: refund.status, errors: refund.body.errors }).toEqual({
      status: 400,
      errors: { 'configs.0.value': 'The reminder must come before the refund.' },
    });
    const release = await save([
      { key: 'disputeWindowDays', value: 20 },
      { key: 'silenceReminderDays', value: 7 },
    ]);
    expect({ status: release.status, message: release.body.message, errors: release.body.errors }).toEqual({
      status: 400,
      message: 'The reminder must come before the request goes back to the pool.',
      errors: { 'configs.1.value': 'The reminder must come before the request goes back to the pool.' },
    });
    // the stored automatic approval is 10 days
    const approval = await save([{ key: 'approvalReminderDays', value: 10 }]);
    expect(approval.body.message).toBe('The reminder must come before the automatic approval.');
    expect(await head()).toBe(before);
    expect(await valuesOf()).toMatchObject({ untakenRefundDays: 7, silenceReminderDays: 3, disputeWindowDays: 30, approvalReminderDays: 5 });

    // both moved in one save: judged together
    const moved = await save([
      { key: 'silenceReminderDays', value: 8 },
      { key: 'silenceReleaseDays', value: 9 },
      { key: 'untakenRefundDays', value: 1 },
      { key: 'untakenReminderHours', value: 23 },
    ]);
    expect(moved.status).toBe(200);
    expect(await valuesOf()).toMatchObject({ silenceReminderDays: 8, silenceReleaseDays: 9, untakenRefundDays: 1, untakenReminderHours: 23 });
  });

  it('takes prices and periods in one save, and leaves the prices’ rules and words as they are', async () => {
    const refused = await save([
      { key: 'jobReferralAmount', value: '450' },
      { key: 'untakenRefundDays', value: 5 },
    ]);
    expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 400, message: 'Job referral amount must be a valid positive number' });
    const both = await save([
      { key: 'jobReferralAmount', value: 450 },
      { key: 'untakenRefundDays', value: 5 },
    ]);
    expect({ status: both.status, message: both.body.message }).toEqual({ status: 200, message: 'Payment settings updated successfully!' });
    expect((await server.get('/api/app-config/jobReferralAmount')).body.data).toMatchObject({
      value: 450,
      category: 'payment',
      currency: 'usd',
      fallback: false,
    });
    expect((await timers()).untakenRefundDays).toMatchObject({ value: 5, fallback: false });
    expect((await save([{ key: 'jobReferralAmount', value: 5, category: 'timers' }])).status).toBe(400);
    expect((await save([{ key: 'untakenRefundDays', value: 5, category: 'payment' }])).status).toBe(400);
    const unknown = await save([{ key: 'adminPassword', value: 5 }]);
    expect({ status: unknown.status, message: unknown.body.message }).toEqual({ status: 400, message: 'There is no setting with this key.' });
  });
});
