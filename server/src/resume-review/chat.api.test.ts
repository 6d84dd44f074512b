import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogIn, startTestServer, type TestServer } from '../test-support/harness.ts';
import { card, logIn, requestForm } from '../test-support/marketplace.ts';

/** A review's resumeReview chat through the chat feature, as the review's request kind says: its seeker and the admins read and write, nobody else. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const send = (chatId: string, text: string, token: string | undefined) => {
  const form = new FormData();
  form.append('chatId', chatId);
  form.append('contentType', 'text');
  form.append('content', text);
  return server.multipart('POST', `/api/chat/${chatId}/sendMessage`, form, token);
};

describe('a resume review’s chat', () => {
  it('is read and written by its seeker and the admins; another seeker and a referrer are told it does not exist', async () => {
    const admin = await logIn(server, 'admin@referly.dev');
    const seeker = await registerAndLogIn(server);
    const made = await server.multipart('POST', '/api/resume-review/job-seeker', requestForm(), seeker.token);
    const id = String(made.body.id);
    await server.post('/api/payments/test/confirm', card(String(made.body.paymentClientSecret)));
    expect((await send(id, 'Could you look at my summary?', seeker.token)).status).toBe(201);
    expect((await send(id, 'Yes, the consultant will.', admin)).status).toBe(201);
    const asSeeker = await server.get(`/api/chat/resumeReview/${id}`, seeker.token);
    expect(asSeeker.status).toBe(200);
    const texts = (asSeeker.body.data?.messages as unknown as { content: { value: string } }[]).map((message) => message.content.value);
    expect(texts).toEqual(expect.arrayContaining(['Could you look at my summary?', 'Yes, the consultant will.']));
    const other = await registerAndLogIn(server);
    const referrer = await logIn(server, 'referrer@referly.dev');
    for (const token of [other.token, referrer]) {
      expect((await server.get(`/api/chat/resumeReview/${id}`, token)).status).toBe(404);
      expect((await send(id, 'Hello', token)).status).toBe(404);
    }
    expect((await server.get(`/api/chat/jobReferral/${id}`, seeker.token)).status).toBe(404);
  });
});
