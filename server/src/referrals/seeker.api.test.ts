import { referralMessages } from '@referly/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogIn, startTestServer, type Json, type TestServer } from '../test-support/harness.ts';
import { ATLASSIAN, CANVA, card, exe, file, logIn, paidRequest, pdf, requestForm } from '../test-support/marketplace.ts';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer({ env: { UPLOAD_MAX_BYTES: String(64 * 1024) } });
  admin = await logIn(server, 'admin@referly.dev');
});
afterAll(() => server.close());

const create = (token: string, overrides: Record<string, string | File | undefined> = {}) =>
  server.multipart('POST', '/api/job-referral/job-seeker', requestForm(overrides), token);
const headCount = () => server.referly.adapters.eventStore.headPosition();

describe('POST /api/job-referral/job-seeker', () => {
  it('takes the form and the resume, charges the price of app config, and answers the request and a client secret', async () => {
    const seeker = await registerAndLogIn(server);
    const made = await create(seeker.token, { coverLetter: file(pdf('letter'), 'cover.pdf', 'application/pdf'), jobUrl: 'https://jobs.example.com/123' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ statusCode: 201, message: 'Job referral added successfully!', amount: 50_000, currency: 'usd' });
    expect(String(made.body.paymentClientSecret)).toMatch(/^pi_test_[0-9a-f]{24}_secret_/);
    expect(made.body.data).toMatchObject({
      jobSeekerDetails: { name: 'Mia Nguyen', email: 'mia@example.com', mobile: '0400 123 456' },
      industryDetails: {
        industry: 'Information and Communication Technology',
        desiredPosition: 'Backend Engineer',
        desiredCompany: 'Atlassian',
        desiredCompanyId: ATLASSIAN,
      },
      jobUrl: 'https://jobs.example.com/123',
      currentStatus: 'pending',
      paymentStatus: 'Unpaid',
      payment: null,
      amountDue: 50_000,
      resume: { name: 'Mia-Resume.pdf', mime: 'application/pdf' },
      coverLetter: { name: 'cover.pdf' },
    });
    const resume = await server.download(String(made.body.data?.resume?.url), seeker.token);
    expect(resume.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers each missing field with the spec message, and keeps nothing', async () => {
    const seeker = await registerAndLogIn(server);
    const before = await headCount();
    const cases: [string, string][] = [
      ['name', 'Name is required.'],
      ['email', 'Email is required.'],
      ['mobile', 'Phone number is required.'],
      ['industry', 'Industry selection is required.'],
      ['desiredPosition', 'Desired position is required.'],
      ['desiredCompany', 'Desired company is required.'],
      ['resume', 'Resume is required.'],
    ];
    for (const [field, message] of cases) {
      const reply = await create(seeker.token, { [field]: undefined });
      expect({ field, status: reply.status, message: reply.body.message, error: reply.body.errors?.[field] }).toEqual({
        field,
        status: 400,
        message,
        error: message,
      });
    }
    expect((await create(seeker.token, { industry: 'Astrology' })).body.message).toBe('Industry selection is required.');
    expect((await create(seeker.token, { jobUrl: 'http://jobs.example.com' })).body.message).toBe(referralMessages.jobUrlInvalid);
    expect(await headCount()).toBe(before);
  });

  it('refuses a renamed program, a file over the size limit and a file of another kind, keeping nothing', async () => {
    const seeker = await registerAndLogIn(server);
    const before = await headCount();
    const renamed = await create(seeker.token, { resume: file(exe(), 'resume.pdf', 'application/pdf') });
    expect({ status: renamed.status, message: renamed.body.message }).toEqual({ status: 415, message: 'Please select a PDF or Word document' });
    const big = Buffer.concat([pdf(), Buffer.alloc(64 * 1024 + 1 - pdf().length, 0x20)]);
    expect(big.length).toBe(64 * 1024 + 1);
    const over = await create(seeker.token, { resume: file(big, 'big.pdf', 'application/pdf') });
    expect({ status: over.status, code: over.body.code }).toEqual({ status: 413, code: 'payload_too_large' });
    const png = await create(seeker.token, { resume: file(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'photo.png', 'image/png') });
    expect(png.body.message).toBe('Please select a PDF or Word document');
    const cover = await create(seeker.token, { coverLetter: file(exe(), 'letter.docx') });
    expect(cover.status).toBe(415);
    expect(await headCount()).toBe(before);
    // the limit itself is allowed
    expect((await create(seeker.token, { resume: file(big.subarray(0, 64 * 1024), 'exactly.pdf', 'application/pdf') })).status).toBe(201);
  });

  it('keeps a name with a path in it only as a name: the file is stored under an id of ours and downloads under its bare name', async () => {
    const seeker = await registerAndLogIn(server);
    const made = await create(seeker.token, { resume: file(pdf(), '../../../etc/passwd.pdf', 'application/pdf') });
    expect(made.status).toBe(201);
    expect(made.body.data?.resume?.name).toBe('passwd.pdf');
    const download = await server.download(String(made.body.data?.resume?.url), seeker.token);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="passwd.pdf"; filename*=UTF-8''passwd.pdf`);
    expect(download.headers.get('content-type')).toBe('application/pdf');
  });

  it('allows one open request per company: a second is refused before any payment, and a rejected one frees the company', async () => {
    const seeker = await registerAndLogIn(server);
    const { referralId } = await paidRequest(server, seeker, { desiredCompany: CANVA });
    const second = await create(seeker.token, { desiredCompany: CANVA });
    expect({ status: second.status, message: second.body.message }).toEqual({
      status: 409,
      message: 'You already have an active referral request for this company.',
    });
    expect(second.body.paymentClientSecret).toBeUndefined();
    await server.put(`/api/admin/services/job-referral/${referralId}/`, { status: 'rejected', reason: 'Role closed.' }, admin);
    expect((await create(seeker.token, { desiredCompany: CANVA })).status).toBe(201);
  });

  it('allows ten requests a day, then refuses the eleventh with its message', async () => {
    const seeker = await registerAndLogIn(server);
    for (let i = 0; i < 10; i += 1) expect((await create(seeker.token, { desiredCompany: `Startup Number ${i}` })).status).toBe(201);
    const eleventh = await create(seeker.token, { desiredCompany: 'Startup Number 10' });
    expect({ status: eleventh.status, message: eleventh.body.message }).toEqual({
      status: 429,
      message: 'You can make at most 10 referral requests a day. Please try again tomorrow.',
    });
    server.clock.advance(24 * 60 * 60 * 1000);
    expect((await create(seeker.token, { desiredCompany: 'Startup Number 10' })).status).toBe(201);
  });

  it('adds a company typed by name as pending, for an admin to approve, and uses the known one for a known name', async () => {
    const seeker = await registerAndLogIn(server);
    const typed = await create(seeker.token, { desiredCompany: '  Koala   Robotics ' });
    expect(typed.body.data?.industryDetails?.desiredCompany).toBe('Koala Robotics');
    const companies = await server.get('/api/admin/companies?search=koala', admin);
    expect(companies.body.data).toEqual([expect.objectContaining({ name: 'Koala Robotics', currentStatus: 'pending', createdBy: 'seeker' })]);
    const other = await registerAndLogIn(server);
    const again = await create(other.token, { desiredCompany: 'koala robotics' });
    expect(again.body.data?.industryDetails?.desiredCompanyId).toBe(typed.body.data?.industryDetails?.desiredCompanyId);
    const known = await create(other.token, { desiredCompany: 'atlassian' });
    expect(known.body.data?.industryDetails?.desiredCompanyId).toBe(ATLASSIAN);
  });

  it('applies an active coupon, computed on the server: the price less its discount, and counts its use', async () => {
    const coupon = await server.post('/api/create-coupon', { code: 'spring25', discountPercentage: 25 }, admin);
    expect(coupon.status).toBe(201);
    const seeker = await registerAndLogIn(server);
    const made = await create(seeker.token, { couponCode: 'SPRING25', desiredCompany: CANVA });
    expect(made.body.amount).toBe(37_500);
    const intent = await server.referly.adapters.payments.getIntent(String(made.body.paymentClientSecret).split('_secret_')[0] ?? '');
    expect(intent.amountCents).toBe(37_500);
    expect((await server.get('/api/coupons', admin)).body.data).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'SPRING25', uses: 1 })]));
    const unknown = await create(seeker.token, { couponCode: 'NOPE', desiredCompany: ATLASSIAN });
    expect({ status: unknown.status, message: unknown.body.message, error: unknown.body.errors?.couponCode }).toEqual({
      status: 400,
      message: 'This coupon code is not valid.',
      error: 'This coupon code is not valid.',
    });
  });

  it('makes a 100% coupon request paid at once, with no card to charge', async () => {
    await server.post('/api/create-coupon', { code: 'ONTHEHOUSE', discountPercentage: 100 }, admin);
    const seeker = await registerAndLogIn(server);
    const made = await create(seeker.token, { couponCode: 'onthehouse', desiredCompany: CANVA });
    expect({ amount: made.body.amount, secret: made.body.paymentClientSecret }).toEqual({ amount: 0, secret: null });
    const detail = await server.get(`/api/job-referral/job-seeker/${String(made.body.data?._id)}`, seeker.token);
    expect(detail.body.data).toMatchObject({ paymentStatus: 'Paid', payment: { amountCents: 0, paymentMethod: 'Coupon' } });
  });

  it('is the seeker’s alone: a referrer and an admin cannot make one, nobody without a session', async () => {
    expect((await create(await logIn(server, 'referrer@referly.dev'))).status).toBe(403);
    expect((await create(admin)).status).toBe(403);
    expect((await server.multipart('POST', '/api/job-referral/job-seeker', requestForm())).status).toBe(401);
  });
});

describe('paying', () => {
  it('marks the request paid once the test card goes through, and shows the payment', async () => {
    const seeker = await registerAndLogIn(server);
    const { referralId } = await paidRequest(server, seeker, { desiredCompany: CANVA });
    const detail = await server.get(`/api/job-referral/job-seeker/${referralId}`, seeker.token);
    expect(detail.body.data).toMatchObject({
      paymentStatus: 'Paid',
      amountDue: 0,
      payment: { amount: 500, amountCents: 50_000, currency: 'usd', paymentMethod: 'CreditCard' },
    });
    expect((detail.body.data?.timeline as unknown as { kind: string }[]).map((entry) => entry.kind)).toEqual(['created', 'paid']);
  });

  it('keeps a declined request unpaid with the card’s message, and lets it be paid later with the same intent', async () => {
    const seeker = await registerAndLogIn(server);
    const made = await create(seeker.token, { desiredCompany: CANVA });
    const secret = String(made.body.paymentClientSecret);
    const declined = await server.post('/api/payments/test/confirm', card(secret, '4000 0000 0000 0002'));
    expect({ status: declined.status, code: declined.body.code, message: declined.body.message }).toEqual({
      status: 402,
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    const id = String(made.body.data?._id);
    const unpaid = await server.get(`/api/job-referral/job-seeker/${id}`, seeker.token);
    expect(unpaid.body.data).toMatchObject({ paymentStatus: 'Unpaid', lastPaymentError: 'Your card was declined.' });
    const again = await server.post(`/api/job-referral/job-seeker/${id}/pay`, undefined, seeker.token);
    expect(again.body).toMatchObject({ paymentClientSecret: secret, amount: 50_000, currency: 'usd' });
    expect((await server.post('/api/payments/test/confirm', card(secret))).status).toBe(200);
    const paid = await server.post(`/api/job-referral/job-seeker/${id}/pay`, undefined, seeker.token);
    expect({ status: paid.status, message: paid.body.message }).toEqual({ status: 409, message: 'This request is already paid.' });
  });

  it('shows a declined card to the seeker and the admins, never to the referrer, who sees the request once paid', async () => {
    const seeker = await registerAndLogIn(server);
    const made = await create(seeker.token);
    const secret = String(made.body.paymentClientSecret);
    expect((await server.post('/api/payments/test/confirm', card(secret, '4000 0000 0000 0002'))).status).toBe(402);
    expect((await server.post('/api/payments/test/confirm', card(secret))).status).toBe(200);
    const id = String(made.body.data?._id);
    const kinds = (body: Json) => (body.data?.timeline as unknown as { kind: string }[]).map((entry) => entry.kind);
    const referrer = await logIn(server, 'referrer@referly.dev');
    const [ownDetail, adminDetail, referrerDetail] = await Promise.all([
      server.get(`/api/job-referral/job-seeker/${id}`, seeker.token),
      server.get(`/api/admin/services/job-referral/${id}`, admin),
      server.get(`/api/job-referral/referrer/${id}`, referrer),
    ]);
    expect(kinds(ownDetail.body)).toEqual(['created', 'paymentFailed', 'paid']);
    expect(kinds(adminDetail.body)).toEqual(['created', 'paymentFailed', 'paid']);
    expect(kinds(referrerDetail.body)).toEqual(['created', 'paid']);
    expect(JSON.stringify(referrerDetail.body)).not.toContain('declined');
  });

  it('answers a wrong number, an expired card and a bad security code with the card’s words, charging nothing', async () => {
    const seeker = await registerAndLogIn(server);
    const made = await create(seeker.token, { desiredCompany: CANVA });
    const secret = String(made.body.paymentClientSecret);
    const tries = [
      [{ ...card(secret), cardNumber: '4242 4242 4242 4241' }, 'Your card number is incorrect.'],
      [{ ...card(secret), expMonth: 1, expYear: 2020 }, 'Your card has expired.'],
      [{ ...card(secret), cvc: '1' }, "Your card's security code is invalid."],
    ] as const;
    for (const [body, message] of tries) expect((await server.post('/api/payments/test/confirm', body)).body.message).toBe(message);
    expect((await server.get(`/api/job-referral/job-seeker/${String(made.body.data?._id)}`, seeker.token)).body.data?.paymentStatus).toBe('Unpaid');
  });
});

describe('GET /api/job-referral/job-seeker/open-companies', () => {
  it('names the companies the seeker has a request open for (paid or not), and not one decided', async () => {
    const seeker = await registerAndLogIn(server);
    const open = async () => (await server.get('/api/job-referral/job-seeker/open-companies', seeker.token)).body;
    expect(await open()).toEqual({ statusCode: 200, data: [] });
    await paidRequest(server, seeker, { desiredCompany: ATLASSIAN });
    const unpaid = String((await create(seeker.token, { desiredCompany: CANVA })).body.data?._id);
    expect([...((await open()).data as unknown as string[])].sort()).toEqual([ATLASSIAN, CANVA].sort());
    await server.put(`/api/admin/services/job-referral/${unpaid}/`, { status: 'rejected', reason: 'Cancelled.' }, admin);
    expect(await open()).toEqual({ statusCode: 200, data: [ATLASSIAN] });
    expect((await server.get('/api/job-referral/job-seeker/open-companies', admin)).status).toBe(403);
  });
});

describe('the seeker’s list, dashboard and detail', () => {
  it('lists only their own requests, newest first, a page at a time, with every tab’s real count', async () => {
    const seeker = await registerAndLogIn(server);
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) ids.push(String((await create(seeker.token, { desiredCompany: `List Company ${i}` })).body.data?._id));
    await server.put(`/api/admin/services/job-referral/${ids[0]}/`, { status: 'rejected', reason: 'Duplicate.' }, admin);
    const first = await server.get('/api/job-referral/job-seeker?page=1&limit=4', seeker.token);
    expect(first.body).toMatchObject({
      statusCode: 200,
      totalPages: 2,
      currentPage: 1,
      totalCount: 6,
      counts: { all: 6, pending: 5, approved: 0, rejected: 1 },
    });
    expect(first.body.data?.length).toBe(4);
    expect(first.body.data?.[0]).toMatchObject({
      id: ids[5],
      userName: 'Mia Nguyen',
      jobTitle: 'Backend Engineer',
      company: 'List Company 5',
      status: 'pending',
      paymentStatus: 'Unpaid',
    });
    const second = await server.get('/api/job-referral/job-seeker?page=2&limit=4', seeker.token);
    expect((second.body.data as unknown as { id: string }[]).map((row) => row.id)).toEqual([ids[1], ids[0]]);
    const rejected = await server.get('/api/job-referral/job-seeker?tab=rejected', seeker.token);
    expect({ ids: (rejected.body.data as unknown as { id: string }[]).map((row) => row.id), totalCount: rejected.body.totalCount }).toEqual({
      ids: [ids[0]],
      totalCount: 1,
    });
    const dashboard = await server.get('/api/job-referral/job-seeker/dashboard', seeker.token);
    expect(dashboard.body.data).toEqual({
      jobReferrals: { total: 6, pending: 5, approved: 0, rejected: 1 },
      careerAdviceAndResumeReview: { total: 0, pending: 0, approved: 0, rejected: 0 },
    });
    const other = await registerAndLogIn(server);
    expect((await server.get('/api/job-referral/job-seeker', other.token)).body.totalCount).toBe(0);
    expect((await server.get('/api/job-referral/job-seeker?tab=everything', seeker.token)).status).toBe(400);
  });

  it('takes feedback only once the request is approved', async () => {
    const seeker = await registerAndLogIn(server);
    const { referralId } = await paidRequest(server, seeker, { desiredCompany: CANVA });
    const early = await server.put(`/api/job-referral/job-seeker/${referralId}/feedback`, { feedback: 'Great!' }, seeker.token);
    expect({ status: early.status, message: early.body.message }).toEqual({
      status: 409,
      message: "Feedback can't be updated while the request is in progress.",
    });
    await server.put(`/api/admin/services/job-referral/${referralId}/`, { status: 'approved' }, admin);
    expect((await server.put(`/api/job-referral/job-seeker/${referralId}/feedback`, { feedback: '  ' }, seeker.token)).body.message).toBe(
      'Please write your feedback.',
    );
    const given = await server.put(`/api/job-referral/job-seeker/${referralId}/feedback`, { feedback: 'Riley was brilliant.' }, seeker.token);
    expect(given.body.message).toBe('Jobseeker feedback updated successfully!');
    expect((await server.get(`/api/job-referral/job-seeker/${referralId}`, seeker.token)).body.data?.feedback).toBe('Riley was brilliant.');
  });

  it('lets the seeker approve only a request their referrer marked completed', async () => {
    const seeker = await registerAndLogIn(server);
    const { referralId } = await paidRequest(server, seeker);
    const early = await server.put(`/api/job-referral/job-seeker/${referralId}/approve`, undefined, seeker.token);
    expect(early.status).toBe(409);
    const referrer = await logIn(server, 'referrer@referly.dev');
    await server.put(`/api/job-referral/referrer/${referralId}`, { status: 'completed' }, referrer);
    const detail = await server.get(`/api/job-referral/job-seeker/${referralId}`, seeker.token);
    expect(detail.body.data).toMatchObject({ status: 'waitingforapproval', allowedStatuses: ['approved'] });
    const approved = await server.put(`/api/job-referral/job-seeker/${referralId}/approve`, undefined, seeker.token);
    expect(approved.body.message).toBe('Job referral status updated successfully!');
    expect((await server.get(`/api/job-referral/job-seeker/${referralId}`, seeker.token)).body.data).toMatchObject({ status: 'approved', allowedStatuses: [] });
  });
});
