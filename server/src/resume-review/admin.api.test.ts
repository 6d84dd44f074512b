import { resumeReviewDecider, resumeReviewStream } from '@referly/domain';
import { handleCommand } from '@referly/infra/event-store/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogIn, startTestServer, type TestServer } from '../test-support/harness.ts';
import { card, exe, file, logIn, pdf, requestForm } from '../test-support/marketplace.ts';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await logIn(server, 'admin@referly.dev');
});
afterAll(() => server.close());

const base = '/api/admin/services/resume-review';
const create = async (token: string) => {
  const made = await server.multipart('POST', '/api/resume-review/job-seeker', requestForm(), token);
  expect(made.status).toBe(201);
  return { id: String(made.body.id), secret: String(made.body.paymentClientSecret) };
};
const paidReview = async (token: string) => {
  const { id, secret } = await create(token);
  expect((await server.post('/api/payments/test/confirm', card(secret))).status).toBe(200);
  return id;
};
const consultantForm = (fields: Record<string, string | File | undefined>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  return form;
};
const update = (id: string, fields: Record<string, string | File | undefined>, token = admin) =>
  server.multipart('PUT', `${base}/${id}`, consultantForm(fields), token);
const reviewed = () => file(pdf('reviewed'), 'Mia-Reviewed.pdf', 'application/pdf');
/** Ends the AI attempt under way for good, as its worker would when it gives up (nothing if it is over already). */
const endAiAttempt = (id: string, attempt: number) =>
  handleCommand(server.referly.adapters.eventStore, resumeReviewStream(id), resumeReviewDecider, {
    type: 'FailAiReview',
    attempt,
    error: 'Stopped by the test',
    willRetry: false,
    now: new Date().toISOString(),
  });

describe('the admin’s list and detail', () => {
  it('lists every seeker’s reviews with tabs All, Completed, Pending, real counts and the payment status, 10 a page', async () => {
    const before = (await server.get(base, admin)).body.counts;
    const mia = await registerAndLogIn(server, { firstName: 'Mia', lastName: 'Nguyen' });
    const leo = await registerAndLogIn(server, { firstName: 'Leo', lastName: 'Park' });
    const paid = await paidReview(mia.token);
    const unpaid = (await create(leo.token)).id;
    await server.put(`${base}/${paid}`, { status: 'completed' }, admin);
    const all = await server.get(base, admin);
    expect(all.body).toMatchObject({
      statusCode: 200,
      currentPage: 1,
      counts: {
        all: (before?.all as unknown as number) + 2,
        completed: (before?.completed as unknown as number) + 1,
        pending: (before?.pending as unknown as number) + 1,
      },
    });
    expect(all.body.data?.[0]).toMatchObject({
      id: unpaid,
      userName: 'Mia Nguyen',
      currentJob: 'Support Engineer',
      status: 'pending',
      paymentStatus: 'Unpaid',
      aiState: 'waiting',
    });
    expect(all.body.data?.[1]).toMatchObject({ id: paid, status: 'completed', paymentStatus: 'Paid' });
    const completed = await server.get(`${base}?tab=completed`, admin);
    expect((completed.body.data as unknown as { id: string; status: string }[]).every((row) => row.status === 'completed')).toBe(true);
    for (let i = 0; i < 9; i += 1) await create(leo.token);
    const page = await server.get(base, admin);
    expect(page.body.data?.length).toBe(10);
    expect(page.body.totalPages).toBeGreaterThanOrEqual(2);
  });

  it('shows the detail with every section, the admin’s choices and the timeline', async () => {
    const seeker = await registerAndLogIn(server);
    const id = await paidReview(seeker.token);
    const detail = await server.get(`${base}/${id}`, admin);
    expect(detail.body.data).toMatchObject({
      id,
      jobSeekerDetails: { email: 'mia@example.com' },
      industryDetails: { desiredCompany: 'Atlassian' },
      payment: { amountCents: 30_600 },
      allowedStatuses: ['completed'],
      ai: { attempt: 1 },
    });
    expect((detail.body.data?.timeline as unknown as { kind: string }[]).slice(0, 3).map((entry) => entry.kind)).toEqual(['created', 'paid', 'aiQueued']);
    expect((await server.get(`${base}/00000000-0000-4000-8000-000000000000`, admin)).body.message).toBe('This resume review does not exist.');
  });
});

describe('PUT /api/admin/services/resume-review/{id}', () => {
  it('sets the status alone, as JSON or multipart, refusing the one it has', async () => {
    const seeker = await registerAndLogIn(server);
    const id = await paidReview(seeker.token);
    const done = await update(id, { status: 'completed' });
    expect({ status: done.status, message: done.body.message }).toEqual({ status: 200, message: 'Resume Review updated successfully!' });
    const same = await server.put(`${base}/${id}`, { status: 'completed' }, admin);
    expect({ status: same.status, message: same.body.message }).toEqual({ status: 409, message: 'The resume review already has this status.' });
    const nothing = await update(id, {});
    expect({ status: nothing.status, message: nothing.body.message }).toEqual({ status: 400, message: 'Please choose a status.' });
    const bogus = await update(id, { status: 'approved' });
    expect({ status: bogus.status, message: bogus.body.message }).toEqual({ status: 400, message: 'Please choose a status.' });
    const back = await update(id, { status: 'pending' });
    expect(back.status).toBe(200);
    const detail = await server.get(`/api/resume-review/job-seeker/${id}`, seeker.token);
    expect(detail.body.data?.status).toBe('pending');
    expect(
      (detail.body.data?.timeline as unknown as { kind: string; label: string }[]).filter((entry) => entry.kind === 'status').map((entry) => entry.label),
    ).toEqual(['Completed', 'Pending']);
  });

  it('saves a consultant review: the reviewed resume and feedback complete it, and the seeker reads and downloads them', async () => {
    const seeker = await registerAndLogIn(server);
    const id = await paidReview(seeker.token);
    const saved = await update(id, { resume: reviewed(), feedback: 'Lead with impact; cut the objective.' });
    expect({ status: saved.status, message: saved.body.message }).toEqual({ status: 200, message: 'Resume Review updated successfully!' });
    const detail = await server.get(`/api/resume-review/job-seeker/${id}`, seeker.token);
    expect(detail.body.data).toMatchObject({
      status: 'completed',
      review: {
        consultantFeedback: 'Lead with impact; cut the objective.',
        consultantReviewedResume: { name: 'Mia-Reviewed.pdf' },
        consultant: { name: expect.any(String) },
      },
    });
    const download = await server.download(String(detail.body.data?.review?.consultantReviewedResume?.url), seeker.token);
    expect({ status: download.status, text: download.bytes.toString('latin1') }).toMatchObject({ status: 200, text: expect.stringContaining('% reviewed') });
    // new feedback alone keeps the reviewed resume, and a status may leave it pending
    expect((await update(id, { feedback: 'One more pass on the summary.', status: 'pending' })).status).toBe(200);
    const again = await server.get(`${base}/${id}`, admin);
    expect(again.body.data).toMatchObject({
      status: 'pending',
      review: { consultantFeedback: 'One more pass on the summary.', consultantReviewedResume: { name: 'Mia-Reviewed.pdf' } },
    });
  });

  it('answers each consultant review error with its message, keeping nothing', async () => {
    const seeker = await registerAndLogIn(server);
    const unpaid = (await create(seeker.token)).id;
    const id = await paidReview(seeker.token);
    const cases: [Record<string, string | File | undefined>, number, string][] = [
      [{ feedback: 'Good.' }, 400, 'Please upload the reviewed resume.'],
      [{ resume: reviewed() }, 400, 'Please write the consultant feedback.'],
      [{ resume: reviewed(), feedback: 'x'.repeat(301) }, 400, 'Consultant feedback must be at most 300 characters.'],
      [{ resume: file(exe(), 'reviewed.pdf', 'application/pdf'), feedback: 'Good.' }, 415, 'Please select a PDF or Word document'],
    ];
    for (const [fields, status, message] of cases) {
      const reply = await update(id, fields);
      expect({ status: reply.status, message: reply.body.message }).toEqual({ status, message });
    }
    const notPaid = await update(unpaid, { resume: reviewed(), feedback: 'Good.' });
    expect({ status: notPaid.status, message: notPaid.body.message }).toEqual({ status: 409, message: 'This resume review has not been paid yet.' });
    const saves = async () =>
      (await server.referly.adapters.eventStore.readStream(resumeReviewStream(id))).filter((event) => event.type === 'ConsultantReviewSaved').length;
    expect(await saves()).toBe(0);
    expect((await update(id, { resume: reviewed(), feedback: 'x'.repeat(300) })).status).toBe(200);
    expect(await saves()).toBe(1);
  });
});

describe('POST /api/admin/services/resume-review/{id}/ai-review', () => {
  it('runs the AI review again once no attempt is under way, and refuses an unpaid review', async () => {
    const seeker = await registerAndLogIn(server);
    const unpaid = (await create(seeker.token)).id;
    const refused = await server.post(`${base}/${unpaid}/ai-review`, undefined, admin);
    expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 409, message: 'This resume review has not been paid yet.' });
    const id = await paidReview(seeker.token);
    await endAiAttempt(id, 1);
    const again = await server.post(`${base}/${id}/ai-review`, undefined, admin);
    expect({ status: again.status, message: again.body.message }).toEqual({ status: 200, message: 'The AI review will run again.' });
    const detail = await server.get(`${base}/${id}`, admin);
    expect(detail.body.data?.ai?.attempt).toBe(2);
    expect((detail.body.data?.timeline as unknown as { kind: string; label: string; attempt?: number }[]).find((entry) => entry.attempt === 2)).toMatchObject({
      kind: 'aiQueued',
      label: 'AI review reinitiated',
    });
    expect((await server.post(`${base}/${id}/ai-review`, undefined, seeker.token)).status).toBe(403);
  });

  it('shows the admin what failed, and the seeker only that it did', async () => {
    const seeker = await registerAndLogIn(server);
    const id = await paidReview(seeker.token);
    await endAiAttempt(id, 1);
    const [asAdmin, asSeeker] = await Promise.all([server.get(`${base}/${id}`, admin), server.get(`/api/resume-review/job-seeker/${id}`, seeker.token)]);
    expect(asAdmin.body.data?.ai).toMatchObject({ state: 'failed', willRetry: false });
    expect(typeof asAdmin.body.data?.ai?.lastError).toBe('string');
    expect(asSeeker.body.data?.ai).toMatchObject({ state: 'failed', lastError: null });
    const failures = (asSeeker.body.data?.timeline as unknown as { kind: string; reason?: string }[]).filter((entry) => entry.kind === 'aiFailed');
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.every((entry) => entry.reason === undefined)).toBe(true);
  });
});

describe('career advice', () => {
  it('lists the sessions asked for and saves a meeting the seeker then sees', async () => {
    const seeker = await registerAndLogIn(server, { firstName: 'Ana', lastName: 'Cruz' });
    const id = await paidReview(seeker.token);
    const early = await server.put(`/api/admin/services/career-advice/${id}`, { link: 'https://meet.example.com/a', date: '2099-01-02', time: '10:30' }, admin);
    expect({ status: early.status, message: early.body.message }).toEqual({
      status: 409,
      message: 'No career advice session has been asked for on this review.',
    });
    await server.post(`/api/resume-review/job-seeker/${id}/career-advice`, { note: 'Interview practice' }, seeker.token);
    const list = await server.get('/api/admin/services/career-advice?state=requested', admin);
    expect(list.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          reviewId: id,
          userName: 'Mia Nguyen',
          email: 'mia@example.com',
          note: 'Interview practice',
          meeting: null,
          state: 'requested',
        }),
      ]),
    );
    expect(list.body.counts).toMatchObject({ requested: expect.any(Number), scheduled: expect.any(Number) });
    const bad: [Record<string, string>, string][] = [
      [{ link: 'http://meet.example.com/a', date: '2099-01-02', time: '10:30' }, 'Please enter the meeting link as a full https:// link.'],
      [{ link: 'https://meet.example.com/a', date: '2099-02-30', time: '10:30' }, 'Please enter the meeting date as YYYY-MM-DD.'],
      [{ link: 'https://meet.example.com/a', date: '2020-01-02', time: '10:30' }, "The meeting date can't be in the past."],
      [{ link: 'https://meet.example.com/a', date: '2099-01-02', time: '25:00' }, 'Please enter the meeting time as HH:mm.'],
    ];
    for (const [body, message] of bad) {
      const reply = await server.put(`/api/admin/services/career-advice/${id}`, body, admin);
      expect({ status: reply.status, message: reply.body.message }).toEqual({ status: 400, message });
    }
    const saved = await server.put(`/api/admin/services/career-advice/${id}`, { link: 'https://meet.example.com/a', date: '2099-01-02', time: '10:30' }, admin);
    expect({ status: saved.status, message: saved.body.message }).toEqual({ status: 200, message: 'The meeting has been saved.' });
    const detail = await server.get(`/api/resume-review/job-seeker/${id}`, seeker.token);
    expect(detail.body.data?.careerAdvice).toMatchObject({
      note: 'Interview practice',
      meeting: { link: 'https://meet.example.com/a', date: '2099-01-02', time: '10:30' },
    });
    const scheduled = await server.get('/api/admin/services/career-advice?state=scheduled', admin);
    expect(scheduled.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ reviewId: id, state: 'scheduled' })]));
    expect((await server.get(`/api/admin/services/career-advice/${id}`, admin)).body.data).toMatchObject({ reviewId: id, state: 'scheduled' });
    expect((await server.get('/api/admin/services/career-advice', seeker.token)).status).toBe(403);
  });
});
