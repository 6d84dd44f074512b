import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogIn, startTestServer, type Json, type TestServer } from '../test-support/harness.ts';
import { CANVA, logIn, paidRequest, requestForm, until, verifiedReferrer } from '../test-support/marketplace.ts';

let server: TestServer;
let admin: string;
let riley: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await logIn(server, 'admin@referly.dev');
  riley = await logIn(server, 'referrer@referly.dev');
});
afterAll(() => server.close());

const asReferrer = (id: string, body: unknown, token = riley) => server.put(`/api/job-referral/referrer/${id}`, body, token);
const asAdmin = (id: string, body: unknown) => server.put(`/api/admin/services/job-referral/${id}/`, body, admin);
const adminView = async (id: string) => (await server.get(`/api/admin/services/job-referral/${id}`, admin)).body.data as Json;

describe('a referrer of the company takes a request through', () => {
  it('sees a paid request of their company, and only once it is paid', async () => {
    const seeker = await registerAndLogIn(server);
    const made = await server.multipart('POST', '/api/job-referral/job-seeker', requestForm(), seeker.token);
    const id = String(made.body.data?._id);
    expect((await server.get(`/api/job-referral/referrer/${id}`, riley)).status).toBe(404);
    expect(((await server.get('/api/job-referral/referrer', riley)).body.data as unknown as { id: string }[]).some((row) => row.id === id)).toBe(false);
    await server.post('/api/payments/test/confirm', {
      clientSecret: made.body.paymentClientSecret,
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2099,
      cvc: '123',
    });
    const detail = await server.get(`/api/job-referral/referrer/${id}`, riley);
    expect(detail.body.data).toMatchObject({ status: 'pending', paymentStatus: 'Paid', allowedStatuses: ['inProgress', 'completed', 'rejected'] });
    const list = await server.get('/api/job-referral/referrer', riley);
    expect(list.body).toMatchObject({ statusCode: 200 });
    expect(list.body.data?.[0]).toMatchObject({ id, userName: 'Mia Nguyen', jobTitle: 'Backend Engineer', company: 'Atlassian', status: 'pending' });
  });

  it('takes it with their first change; another referrer of the company then neither sees nor changes it', async () => {
    const seeker = await registerAndLogIn(server);
    const { referralId } = await paidRequest(server, seeker);
    const other = await verifiedReferrer(server, 'Atlassian', admin);
    expect((await server.get(`/api/job-referral/referrer/${referralId}`, other.token)).status).toBe(200);
    const took = await asReferrer(referralId, { status: 'inProgress' });
    expect({ status: took.status, message: took.body.message }).toEqual({ status: 200, message: 'Job referral status updated successfully!' });
    expect((await server.get(`/api/job-referral/referrer/${referralId}`, other.token)).status).toBe(404);
    expect((await asReferrer(referralId, { status: 'pending' }, other.token)).status).toBe(404);
    const view = await adminView(referralId);
    expect(view).toMatchObject({ status: 'inProgress', referrer: { name: 'Riley Referrer' } });
    expect((view.timeline as unknown as { kind: string; label: string }[]).map((entry) => entry.kind)).toEqual(['created', 'paid', 'taken', 'status']);
  });

  it('of two referrers acting at once, one takes it and the other is told', async () => {
    const seeker = await registerAndLogIn(server);
    const { referralId } = await paidRequest(server, seeker);
    const other = await verifiedReferrer(server, 'Atlassian', admin);
    const replies = await Promise.all([asReferrer(referralId, { status: 'inProgress' }), asReferrer(referralId, { status: 'inProgress' }, other.token)]);
    const winners = replies.filter((reply) => reply.status === 200);
    const loser = replies.find((reply) => reply.status !== 200);
    expect(winners).toHaveLength(1);
    // refused by the decision if it raced the winner's append, or not found once the winner had it
    expect([
      [409, 'Another referrer is already handling this request.'],
      [404, 'This referral request does not exist.'],
    ]).toContainEqual([loser?.status, loser?.body.message]);
    expect(((await adminView(referralId)).timeline as unknown as { kind: string }[]).filter((entry) => entry.kind === 'taken')).toHaveLength(1);
  });

  it('marks it completed (waiting for the seeker), is locked there, and the seeker’s approval earns the referrer 100 credits', async () => {
    const seeker = await registerAndLogIn(server);
    const { referralId } = await paidRequest(server, seeker);
    const referrer = await verifiedReferrer(server, 'Atlassian', admin);
    await asReferrer(referralId, { status: 'completed' }, referrer.token);
    const locked = await asReferrer(referralId, { status: 'pending' }, referrer.token);
    expect({ status: locked.status, message: locked.body.message }).toEqual({ status: 409, message: 'This request can no longer be changed.' });
    expect((await server.get('/api/referrer/credits', referrer.token)).body.data).toMatchObject({ available: 0, pending: 100 });
    await server.put(`/api/job-referral/job-seeker/${referralId}/approve`, undefined, seeker.token);
    const credits = await until(
      async () => (await server.get('/api/referrer/credits', referrer.token)).body,
      (body) => Number(body.data?.available) === 100,
    );
    expect(credits.data).toMatchObject({ available: 100, pending: 0, earned: 100, withdrawn: 0, held: 0 });
    expect(credits.data?.history?.[0]).toMatchObject({
      kind: 'earned',
      credits: 100,
      referralId,
      referral: { desiredPosition: 'Backend Engineer', companyName: 'Atlassian', seekerName: 'Mia Nguyen' },
    });
  });

  it('needs a reason to reject, then rejects for good and refunds the seeker once', async () => {
    const seeker = await registerAndLogIn(server);
    const { referralId } = await paidRequest(server, seeker);
    const noReason = await asReferrer(referralId, { status: 'rejected', reason: '   ' });
    expect({ status: noReason.status, message: noReason.body.message }).toEqual({ status: 400, message: 'Rejection reason is required.' });
    expect((await asReferrer(referralId, { status: 'rejected' })).body.message).toBe('Rejection reason is required.');
    const rejected = await asReferrer(referralId, { status: 'rejected', reason: 'The team is not hiring juniors.' });
    expect(rejected.status).toBe(200);
    expect((await asReferrer(referralId, { status: 'inProgress' })).body.message).toBe('This request can no longer be changed.');
    const refunded = await until(
      async () => (await server.get(`/api/job-referral/job-seeker/${referralId}`, seeker.token)).body,
      (body) => String(body.data?.refund?.status) === 'issued',
    );
    expect(refunded.data).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The team is not hiring juniors.',
      submittedProofs: 'The team is not hiring juniors.',
      refund: { status: 'issued', amountCents: 50_000 },
    });
    const labels = (refunded.data?.timeline as unknown as { kind: string; reason?: string }[]).map((entry) => [entry.kind, entry.reason ?? null]);
    expect(labels).toContainEqual(['status', 'The team is not hiring juniors.']);
    expect(labels.at(-1)).toEqual(['refund', null]);
  });

  it('refuses a status the referrer may not set, and a choice that is no status', async () => {
    const seeker = await registerAndLogIn(server);
    const { referralId } = await paidRequest(server, seeker);
    expect((await asReferrer(referralId, { status: 'approved' })).status).toBe(409);
    expect((await asReferrer(referralId, { status: 'pending' })).body.message).toBe('The request already has this status.');
    expect((await asReferrer(referralId, { status: 'hired' })).body.message).toBe('Please choose a status.');
  });

  it('is closed to a referrer whose verification is not approved', async () => {
    const pending = await logIn(server, 'pending.referrer@referly.dev');
    const reply = await server.get('/api/job-referral/referrer', pending);
    expect({ status: reply.status, message: reply.body.message }).toEqual({ status: 403, message: 'Your referrer verification must be approved first.' });
  });
});

describe('the admin', () => {
  it('lists every request with its payment status and real tab counts, and searches them', async () => {
    const seeker = await registerAndLogIn(server, { firstName: 'Zanele' });
    await server.multipart('POST', '/api/job-referral/job-seeker', requestForm({ name: 'Zanele Okafor', desiredCompany: CANVA }), seeker.token);
    const list = await server.get('/api/admin/services/job-referral?search=zanele', admin);
    expect(list.body).toMatchObject({ totalCount: 1, counts: { all: 1, pending: 1, approved: 0, rejected: 0 } });
    expect(list.body.data?.[0]).toMatchObject({ userName: 'Zanele Okafor', company: 'Canva', paymentStatus: 'Unpaid' });
    const all = await server.get('/api/admin/services/job-referral', admin);
    expect(Number(all.body.counts?.all)).toBe(Number(all.body.totalCount));
    expect(Number(all.body.counts?.all)).toBeGreaterThanOrEqual(
      Number(all.body.counts?.pending) + Number(all.body.counts?.approved) + Number(all.body.counts?.rejected),
    );
  });

  it('may only cancel an unpaid request, and sets any status once paid, until approved or rejected', async () => {
    const seeker = await registerAndLogIn(server);
    const unpaid = await server.multipart('POST', '/api/job-referral/job-seeker', requestForm({ desiredCompany: CANVA }), seeker.token);
    const unpaidId = String(unpaid.body.data?._id);
    expect((await adminView(unpaidId)).allowedStatuses).toEqual(['rejected']);
    expect((await asAdmin(unpaidId, { status: 'inProgress' })).status).toBe(409);
    const cancelled = await asAdmin(unpaidId, { status: 'rejected', reason: 'Asked by the seeker.' });
    expect(cancelled.body.message).toBe('Job Referral status updated successfully!');
    // nothing was paid, so nothing is refunded
    expect((await adminView(unpaidId)).refund).toBeNull();

    const other = await registerAndLogIn(server);
    const { referralId } = await paidRequest(server, other);
    expect((await adminView(referralId)).allowedStatuses).toEqual(['inProgress', 'approved', 'rejected']);
    await asAdmin(referralId, { status: 'approved' });
    expect((await adminView(referralId)).allowedStatuses).toEqual([]);
    expect((await asAdmin(referralId, { status: 'rejected', reason: 'Too late.' })).body.message).toBe('This request can no longer be changed.');
  });

  it('refunds a request paid after it was cancelled', async () => {
    const seeker = await registerAndLogIn(server);
    const made = await server.multipart('POST', '/api/job-referral/job-seeker', requestForm({ desiredCompany: CANVA }), seeker.token);
    const id = String(made.body.data?._id);
    await asAdmin(id, { status: 'rejected', reason: 'Cancelled.' });
    // the card form was still open: it goes through
    await server.post('/api/payments/test/confirm', {
      clientSecret: made.body.paymentClientSecret,
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2099,
      cvc: '123',
    });
    const view = await until(
      async () => (await server.get(`/api/admin/services/job-referral/${id}`, admin)).body,
      (body) => String(body.data?.refund?.status) === 'issued',
    );
    expect(view.data).toMatchObject({ status: 'rejected', paymentStatus: 'Paid', refund: { status: 'issued', amountCents: 50_000 } });
  });

  it('cannot retry a refund that did not fail', async () => {
    const seeker = await registerAndLogIn(server);
    const { referralId } = await paidRequest(server, seeker);
    const retry = await server.post(`/api/admin/services/job-referral/${referralId}/refund/retry`, undefined, admin);
    expect({ status: retry.status, message: retry.body.message }).toEqual({ status: 409, message: 'There is no failed refund to try again.' });
  });
});

let made = 0;
/** a name of letters only (the verification form takes no digits) that no other test uses */
const letters = () => {
  made += 1;
  return Array.from(String(made).padStart(3, '0'), (digit) => 'abcdefghij'[Number(digit)]).join('');
};

describe('credits and withdrawals', () => {
  const earned = async () => {
    const referrer = await verifiedReferrer(server, `Payroll ${letters()}`, admin);
    // the company was new: its first request makes it known
    const seeker = await registerAndLogIn(server);
    const company = String((await server.get('/api/user/profile', referrer.token)).body.data?.careerInfo?.companyId);
    for (let i = 0; i < 2; i += 1) {
      const other = i === 0 ? seeker : await registerAndLogIn(server);
      const { referralId } = await paidRequest(server, other, { desiredCompany: company });
      await server.put(`/api/job-referral/referrer/${referralId}`, { status: 'completed' }, referrer.token);
      await server.put(`/api/job-referral/job-seeker/${referralId}/approve`, undefined, other.token);
    }
    await until(
      async () => (await server.get('/api/referrer/credits', referrer.token)).body,
      (body) => Number(body.data?.available) === 200,
    );
    return referrer;
  };
  const bank = { accountName: 'Rhea Referrer', bsb: '062-000', accountNumber: '12345678' };

  it('holds withdrawn credits at once: nothing can be withdrawn twice', async () => {
    const referrer = await earned();
    const requests = await Promise.all([150, 150].map((credits) => server.post('/api/referrer/withdrawals', { credits, ...bank }, referrer.token)));
    expect(requests.map((reply) => reply.status).sort()).toEqual([201, 409]);
    expect(requests.map((reply) => reply.body.message)).toContain('You do not have enough available credits.');
    expect((await server.get('/api/referrer/credits', referrer.token)).body.data).toMatchObject({ available: 50, held: 150, withdrawn: 0 });
  });

  it('checks the bank details with their messages', async () => {
    const referrer = await earned();
    const bad = await server.post('/api/referrer/withdrawals', { credits: 0, accountName: '', bsb: '12', accountNumber: 'abc' }, referrer.token);
    expect(bad.body.errors).toEqual({
      credits: 'Enter a whole number of credits, at least 1.',
      accountName: 'Account name is required.',
      bsb: 'BSB must be 6 digits.',
      accountNumber: 'Account number must be 6 to 10 digits.',
    });
  });

  it('is paid or declined once by an admin; a declined one gives the credits back', async () => {
    const referrer = await earned();
    const first = await server.post('/api/referrer/withdrawals', { credits: 80, ...bank }, referrer.token);
    const second = await server.post('/api/referrer/withdrawals', { credits: 20, ...bank }, referrer.token);
    const [paidId, declinedId] = [String(first.body.data?.withdrawalId), String(second.body.data?.withdrawalId)];
    const listed = await server.get('/api/admin/withdrawals?status=requested', admin);
    expect(listed.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ _id: paidId, referrerName: 'Rhea Referrer', credits: 80, bsb: '062000', accountNumber: '12345678' })]),
    );
    expect((await server.put(`/api/admin/withdrawals/${paidId}`, { action: 'paid' }, admin)).body.message).toBe('Withdrawal marked as paid.');
    expect((await server.put(`/api/admin/withdrawals/${paidId}`, { action: 'paid' }, admin)).body.message).toBe('This withdrawal has already been decided.');
    expect((await server.put(`/api/admin/withdrawals/${declinedId}`, { action: 'declined' }, admin)).body.message).toBe(
      'Please give the reason for declining.',
    );
    expect((await server.put(`/api/admin/withdrawals/${declinedId}`, { action: 'declined', reason: 'BSB does not exist.' }, admin)).body.message).toBe(
      'Withdrawal declined.',
    );
    const credits = (await server.get('/api/referrer/credits', referrer.token)).body.data;
    expect(credits).toMatchObject({ available: 120, withdrawn: 80, held: 0, earned: 200 });
    expect(credits?.history?.[0]).toMatchObject({ kind: 'withdrawalDeclined', credits: 20, reason: 'BSB does not exist.' });
    expect((await server.put('/api/admin/withdrawals/00000000-0000-4000-8000-000000000000', { action: 'paid' }, admin)).status).toBe(404);
    expect((await server.get('/api/admin/withdrawals', referrer.token)).status).toBe(403);
  });
});
