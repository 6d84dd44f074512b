import { resumeReviewDecider, resumeReviewStream } from '@referly/domain';
import { handleCommand } from '@referly/infra/event-store/index';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAndLogIn, startTestServer, type TestServer } from '../test-support/harness.ts';
import { listen as listenTo, type Pushed } from '../test-support/live-listener.ts';
import { card, logIn, requestForm } from '../test-support/marketplace.ts';

let server: TestServer;
let admin: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startTestServer();
  admin = await logIn(server, 'admin@referly.dev');
});
afterEach(() => sockets.splice(0).forEach((socket) => socket.disconnect()));
afterAll(() => server.close());

const listen = (token: string) => listenTo(server, sockets, token);
const eventually = (check: () => boolean) => vi.waitUntil(check, { timeout: 5000, interval: 20 });
const typesOf = (events: Pushed[]) => events.map((event) => event.type);

describe('live push of resume reviews', () => {
  it('tells the seeker and the admins of each step, the AI’s stages included, and nobody else', async () => {
    const admins = await listen(admin);
    const referrer = await listen(await logIn(server, 'referrer@referly.dev'));
    const seeker = await registerAndLogIn(server);
    const mine = await listen(seeker.token);
    const stranger = await listen((await registerAndLogIn(server)).token);
    const made = await server.multipart('POST', '/api/resume-review/job-seeker', requestForm(), seeker.token);
    const id = String(made.body.id);
    await server.post('/api/payments/test/confirm', card(String(made.body.paymentClientSecret)));
    await eventually(() => typesOf(mine).includes('AiReviewQueued') && typesOf(admins).includes('AiReviewQueued'));
    // a stage as the AI worker reports it (a no-op if the worker is past it already)
    await handleCommand(server.referly.adapters.eventStore, resumeReviewStream(id), resumeReviewDecider, {
      type: 'RecordAiStage',
      attempt: 1,
      stage: 'reading',
      now: new Date().toISOString(),
    });
    await eventually(() =>
      mine.some((event) => event.type === 'AiReviewStageReached' || event.type === 'AiReviewFailed' || event.type === 'AiReviewCompleted'),
    );
    expect(mine.find((event) => event.type === 'ResumeReviewPaid')?.data).toEqual({
      reviewId: id,
      seekerId: seeker.userId,
      amountCents: 30_600,
      at: expect.any(String),
    });
    expect(mine.find((event) => event.type === 'AiReviewQueued')?.data).toMatchObject({ reviewId: id, attempt: 1, reason: 'paid' });
    await server.put(`/api/admin/services/resume-review/${id}`, { status: 'completed' }, admin);
    await eventually(() => typesOf(mine).includes('ResumeReviewStatusChanged'));
    expect(mine.find((event) => event.type === 'ResumeReviewStatusChanged')?.data).toMatchObject({ from: 'pending', to: 'completed' });
    // contact details, files, payment references and the AI's words are never pushed
    expect(JSON.stringify([...mine, ...admins])).not.toMatch(/mia@example\.com|0400 123 456|fileId|pi_test_|clientSecret|feedback/);
    expect(typesOf(referrer).filter((type) => /Review|Ai|CareerAdvice/.test(type))).toEqual([]);
    expect(stranger).toEqual([]);
  });

  it('rings the admins’ bell live for a paid review, a seeker’s message in its chat and a career advice request, once each', async () => {
    const admins = await listen(admin);
    const seeker = await registerAndLogIn(server);
    type Item = { kind: string; title: string; text: string; requestId: string | null };
    const bellAbout = async (id: string) =>
      ((await server.get('/api/notifications', admin)).body.data as unknown as Item[])
        .filter((item) => item.requestId === id)
        .map((item) => [item.kind, item.title, item.text]);
    const made = await server.multipart('POST', '/api/resume-review/job-seeker', requestForm(), seeker.token);
    const id = String(made.body.id);
    await server.post('/api/payments/test/confirm', card(String(made.body.paymentClientSecret)));
    // the pushed event is what makes an admin's open bell read again (the client's notifications live handlers)
    await eventually(() => admins.some((event) => event.type === 'ResumeReviewPaid' && event.data.reviewId === id));
    await vi.waitFor(async () => expect(await bellAbout(id)).toHaveLength(1), { timeout: 5000, interval: 20 });
    const form = new FormData();
    form.append('chatId', id);
    form.append('contentType', 'text');
    form.append('content', 'Could you look at my summary?');
    expect((await server.multipart('POST', `/api/chat/${id}/sendMessage`, form, seeker.token)).status).toBe(201);
    await eventually(() => admins.some((event) => event.type === 'ChatMessageSent' && event.data.requestId === id));
    const asked = await server.post(`/api/resume-review/job-seeker/${id}/career-advice`, { note: 'Moving into management' }, seeker.token);
    expect(asked.status).toBe(201);
    await eventually(() => admins.some((event) => event.type === 'CareerAdviceRequested' && event.data.reviewId === id));
    await vi.waitFor(async () => expect(await bellAbout(id)).toHaveLength(3), { timeout: 5000, interval: 20 });
    expect(await bellAbout(id)).toEqual([
      ['careerAdviceRequested', 'Career advice requested', 'A seeker asked for a career advice session on their resume review: Backend Engineer at Atlassian.'],
      ['chatMessage', 'New message from Mia Nguyen', 'Backend Engineer at Atlassian (resume review): Could you look at my summary?'],
      ['reviewPaid', 'New paid resume review', 'A seeker paid for a resume review: Backend Engineer at Atlassian.'],
    ]);
  });
});
