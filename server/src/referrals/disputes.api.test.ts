import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogIn, startTestServer, type Json, type TestServer } from '../test-support/harness.ts';
import { images } from '../chat/chat-test-support.ts';
import { exe, file, logIn, paidRequest, timePasses, until, verifiedReferrer } from '../test-support/marketplace.ts';
import { chatOf, linesOf } from '../chat/chat-test-support.ts';

// Issue 17's disputes through the whole product: the seeker opens one on a completed or approved request within app
// config's window, with files checked by their bytes; it stops the automatic approval and reaches the admins' queue,
// where an admin asks in the chat, then refunds (credits taken back) or approves. A real Referly with a clock the test moves.

const DAY = 24 * 60 * 60 * 1000;

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await logIn(server, 'admin@referly.dev');
});
afterAll(() => server.close());

const passes = (ms: number) => timePasses(server, ms);

/** A paid request a verified referrer of its company took and marked completed: it waits for the seeker's approval. */
const completed = async () => {
  const referrer = await verifiedReferrer(server, 'Atlassian', admin);
  const seeker = await registerAndLogIn(server);
  const { referralId } = await paidRequest(server, seeker);
  for (const status of ['inProgress', 'completed'])
    expect((await server.put(`/api/job-referral/referrer/${referralId}`, { status }, referrer.token)).status).toBe(200);
  return { referralId, seeker, referrer };
};

const disputeForm = (reason: string | undefined, files: File[] = []) => {
  const form = new FormData();
  if (reason !== undefined) form.append('reason', reason);
  files.forEach((one, i) => form.append(`file${i + 1}`, one));
  return form;
};
const dispute = (referralId: string, token: string, form: FormData) =>
  server.multipart('POST', `/api/job-referral/job-seeker/${referralId}/dispute`, form, token);
const seekerView = async (id: string, token: string) => (await server.get(`/api/job-referral/job-seeker/${id}`, token)).body.data as Json;
const adminView = async (id: string) => (await server.get(`/api/admin/services/job-referral/${id}`, admin)).body.data as Json;
const queue = async (status: 'open' | 'settled') => (await server.get(`/api/admin/disputes?status=${status}&limit=100`, admin)).body;
const inQueue = async (status: 'open' | 'settled', id: string) => ((await queue(status)).data as unknown as { id: string }[]).some((row) => row.id === id);
const earned = async (token: string) => Number(((await server.get('/api/referrer/credits', token)).body.data as Json | undefined)?.earned ?? 0);
const bell = async (token: string, requestId: string) =>
  ((await server.get('/api/notifications', token)).body.data as unknown as { title: string; requestId: string | null }[])
    .filter((item) => item.requestId === requestId)
    .map((item) => item.title);

describe('a seeker opens a dispute', () => {
  it('with a reason and a picture; the automatic approval stops, the admins’ queue has it, nobody can change the status', async () => {
    const { referralId, seeker, referrer } = await completed();
    // the seeker's answer says until when: 14 days from the completion
    const completedAt = Date.parse(String(((await seekerView(referralId, seeker.token)).timeline as unknown as { at: string }[]).at(-1)?.at));
    expect((await seekerView(referralId, seeker.token)).disputeUntil).toBe(new Date(completedAt + 14 * DAY).toISOString());
    const opened = await dispute(referralId, seeker.token, disputeForm('The referral was never submitted.', [file(images.png, 'proof.png', 'image/png')]));
    expect({ status: opened.status, message: opened.body.message }).toEqual({
      status: 201,
      message: 'Dispute opened. Our team will look into it and reply in the chat.',
    });
    const view = await seekerView(referralId, seeker.token);
    expect(view).toMatchObject({
      status: 'waitingforapproval',
      allowedStatuses: [],
      disputeUntil: null,
      dispute: { status: 'open', reason: 'The referral was never submitted.', statusAtOpening: 'waitingforapproval', outcome: null },
    });
    const proof = (view.dispute?.files as unknown as { url: string; name: string }[])[0];
    expect(proof?.name).toBe('proof.png');
    // the seeker and the admins open the file; the referrer reads the reason but never the seeker's files
    expect((await server.download(String(proof?.url), seeker.token)).bytes.equals(images.png)).toBe(true);
    expect((await server.download(String(proof?.url), admin)).status).toBe(200);
    expect((await server.download(String(proof?.url), referrer.token)).status).toBe(404);
    expect((await server.get(`/api/job-referral/referrer/${referralId}`, referrer.token)).body.data?.dispute).toMatchObject({ files: [] });

    // the seeker's list says the request is disputed
    const rows = (await server.get('/api/job-referral/job-seeker?page=1&limit=50&tab=all', seeker.token)).body.data as unknown as {
      id: string;
      disputeStatus: string | null;
    }[];
    expect(rows.find((row) => row.id === referralId)?.disputeStatus).toBe('open');
    expect(await inQueue('open', referralId)).toBe(true);
    expect(Number((await queue('open')).openCount)).toBeGreaterThanOrEqual(1);
    expect(await bell(admin, referralId)).toContain('A dispute to settle');
    expect(await bell(referrer.token, referralId)).toContain('Your seeker opened a dispute');
    const lines = linesOf((await chatOf(server, referralId, seeker.token)).body).map(([, , text]) => text);
    expect(lines).toContain('Mia Nguyen opened a dispute: The referral was never submitted.');

    const approve = await server.put(`/api/job-referral/job-seeker/${referralId}/approve`, {}, seeker.token);
    expect({ status: approve.status, message: approve.body.message }).toEqual({
      status: 409,
      message: 'This request has an open dispute: our team will settle it.',
    });
    await passes(8 * DAY);
    expect((await adminView(referralId)).status).toBe('waitingforapproval');
  });

  it('is refused, storing nothing, without a reason, with a renamed .exe, twice, on someone else’s request or past the window', async () => {
    const { referralId, seeker } = await completed();
    const noReason = await dispute(referralId, seeker.token, disputeForm(' '));
    expect({ status: noReason.status, message: noReason.body.message }).toEqual({ status: 400, message: 'Please tell us what went wrong.' });
    const renamed = await dispute(referralId, seeker.token, disputeForm('It was never sent.', [file(exe(), 'proof.pdf', 'application/pdf')]));
    expect({ status: renamed.status, message: renamed.body.message }).toEqual({
      status: 415,
      message: 'Attach at most 3 files: PDF, Word, JPG or PNG, up to 5 MB each.',
    });
    const stranger = await registerAndLogIn(server);
    expect((await dispute(referralId, stranger.token, disputeForm('Not mine.'))).status).toBe(404);
    expect((await seekerView(referralId, seeker.token)).dispute).toBeNull();

    expect((await dispute(referralId, seeker.token, disputeForm('It was never sent.'))).status).toBe(201);
    const again = await dispute(referralId, seeker.token, disputeForm('And again.'));
    expect({ status: again.status, message: again.body.message }).toEqual({ status: 409, message: 'This request already has a dispute.' });

    // approved automatically after 7 days, then the window counts 14 days from that approval
    const late = await completed();
    await passes(7 * DAY + 60_000);
    await until(
      () => seekerView(late.referralId, late.seeker.token),
      (body) => String(body.status) === 'approved',
    );
    expect((await seekerView(late.referralId, late.seeker.token)).disputeUntil).not.toBeNull();
    await passes(14 * DAY + 60_000);
    expect((await seekerView(late.referralId, late.seeker.token)).disputeUntil).toBeNull();
    const closed = await dispute(late.referralId, late.seeker.token, disputeForm('Too late?'));
    expect({ status: closed.status, message: closed.body.message }).toEqual({
      status: 409,
      message: 'A dispute can only be opened within 14 days of completion or approval.',
    });
  });

  it('follows the window the admin sets in app config', async () => {
    const set = await server.put('/api/app-config', { configs: [{ key: 'disputeWindowDays', value: 1 }] }, admin);
    expect(set.status).toBe(200);
    try {
      const { referralId, seeker } = await completed();
      server.clock.advance(2 * DAY);
      expect((await seekerView(referralId, seeker.token)).disputeUntil).toBeNull();
      const closed = await dispute(referralId, seeker.token, disputeForm('It was never sent.'));
      expect({ status: closed.status, message: closed.body.message }).toEqual({
        status: 409,
        message: 'A dispute can only be opened within 1 day of completion or approval.',
      });
    } finally {
      expect((await server.put('/api/app-config', { configs: [{ key: 'disputeWindowDays', value: 14 }] }, admin)).status).toBe(200);
    }
  });
});

describe('an admin settles a dispute', () => {
  it('asks in the chat, then refunds: the request is rejected with the note, refunded in full, and leaves the queue', async () => {
    const { referralId, seeker, referrer } = await completed();
    expect((await dispute(referralId, seeker.token, disputeForm('The referral was never submitted.'))).status).toBe(201);
    const asked = await server.post(`/api/admin/services/job-referral/${referralId}/dispute/ask`, { question: 'Rhea, did you submit it?' }, admin);
    expect({ status: asked.status, message: asked.body.message }).toEqual({ status: 200, message: 'Question sent in the chat.' });
    const lines = linesOf((await chatOf(server, referralId, referrer.token)).body).map(([, , text]) => text);
    expect(lines).toContain('Referly team asks: Rhea, did you submit it?');
    expect(await bell(seeker.token, referralId)).toContain('A question about the dispute');

    // only admins settle
    expect(
      (await server.post(`/api/admin/services/job-referral/${referralId}/dispute/settle`, { outcome: 'approved', note: 'Fine' }, seeker.token)).status,
    ).toBe(403);
    const bad = await server.post(`/api/admin/services/job-referral/${referralId}/dispute/settle`, { outcome: 'refunded', note: ' ' }, admin);
    expect({ status: bad.status, message: bad.body.message }).toEqual({ status: 400, message: 'Please write a note for the seeker and the referrer.' });
    const settled = await server.post(
      `/api/admin/services/job-referral/${referralId}/dispute/settle`,
      { outcome: 'refunded', note: 'The referral was not sent: refunded in full.' },
      admin,
    );
    expect({ status: settled.status, message: settled.body.message }).toEqual({ status: 200, message: 'Dispute settled.' });
    const view = await until(
      () => seekerView(referralId, seeker.token),
      (body) => String(body.refund?.status) === 'issued',
    );
    expect(view).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The referral was not sent: refunded in full.',
      dispute: { status: 'settled', outcome: 'refunded', note: 'The referral was not sent: refunded in full.' },
      refund: { status: 'issued', amountCents: view.payment?.amountCents },
    });
    expect(await inQueue('open', referralId)).toBe(false);
    expect(await inQueue('settled', referralId)).toBe(true);
    const again = await server.post(`/api/admin/services/job-referral/${referralId}/dispute/settle`, { outcome: 'approved', note: 'Oops' }, admin);
    expect({ status: again.status, message: again.body.message }).toEqual({ status: 409, message: 'This request has no open dispute.' });
    expect(await earned(referrer.token)).toBe(0);
  });

  it('refunds an approved request and takes its credits back from the referrer', async () => {
    const { referralId, seeker, referrer } = await completed();
    expect((await server.put(`/api/job-referral/job-seeker/${referralId}/approve`, {}, seeker.token)).status).toBe(200);
    await until(
      async () => ({ earned: await earned(referrer.token) }) as unknown as Json,
      (body) => Number(body.earned) === 100,
    );
    expect((await dispute(referralId, seeker.token, disputeForm('The company says no referral came in.'))).status).toBe(201);
    const settled = await server.post(
      `/api/admin/services/job-referral/${referralId}/dispute/settle`,
      { outcome: 'refunded', note: 'No referral was made.' },
      admin,
    );
    expect(settled.status).toBe(200);
    await until(
      async () => ({ earned: await earned(referrer.token) }) as unknown as Json,
      (body) => Number(body.earned) === 0,
    );
    const credits = (await server.get('/api/referrer/credits', referrer.token)).body.data as Json;
    expect((credits.history as unknown as { kind: string; credits: number }[]).map(({ kind, credits: amount }) => [kind, amount])).toEqual([
      ['reversed', 100],
      ['earned', 100],
    ]);
    await until(
      () => seekerView(referralId, seeker.token),
      (body) => String(body.refund?.status) === 'issued',
    );
  });

  it('approves a request waiting for approval: the referrer earns the credits', async () => {
    const { referralId, seeker, referrer } = await completed();
    expect((await dispute(referralId, seeker.token, disputeForm('Not sure it was sent.'))).status).toBe(201);
    const settled = await server.post(
      `/api/admin/services/job-referral/${referralId}/dispute/settle`,
      { outcome: 'approved', note: 'The company confirmed the referral.' },
      admin,
    );
    expect(settled.status).toBe(200);
    expect(await seekerView(referralId, seeker.token)).toMatchObject({ status: 'approved', dispute: { status: 'settled', outcome: 'approved' } });
    await until(
      async () => ({ earned: await earned(referrer.token) }) as unknown as Json,
      (body) => Number(body.earned) === 100,
    );
  });
});
