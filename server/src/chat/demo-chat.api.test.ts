import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { logIn } from '../test-support/marketplace.ts';
import { chatOf } from './chat-test-support.ts';

/** the demo seeker's paid request at Atlassian, waiting for a referrer */
const WAITING = '00000000-0000-4000-c000-000000000002';
const texts = async (server: TestServer, token: string) =>
  ((await chatOf(server, WAITING, token)).body.data?.messages as unknown as { sender: { name: string } | null; content: { value: string } }[]).map(
    (message) => [message.sender?.name ?? 'system', message.content.value],
  );

let first: TestServer;
let again: TestServer | null = null;
beforeAll(async () => {
  first = await startTestServer();
});
afterAll(async () => {
  await again?.close();
  await first.close();
});

describe('the demo chat', () => {
  it('waits for the demo seeker with the referrer’s unread replies, and for the referrer to answer', async () => {
    const sam = await logIn(first, 'seeker@referly.dev');
    const riley = await logIn(first, 'referrer@referly.dev');
    expect(await texts(first, sam)).toEqual([
      ['system', 'Payment received.'],
      ['Sam Seeker', "Hi! I'd love a referral for the Frontend Software Engineer role. Happy to answer any questions about my experience."],
      ['Riley Referrer', 'Hi Sam, thanks for reaching out. I will read your resume today.'],
      ['Riley Referrer', 'Could you tell me which of your projects used React and TypeScript?'],
    ]);
    expect((await chatOf(first, WAITING, sam)).body.data?.unreadCount).toBe(2);
    expect((await chatOf(first, WAITING, riley)).body.data?.unreadCount).toBe(0);
  });

  it('is written once: a restart on the same data adds nothing to it', async () => {
    const before = await texts(first, await logIn(first, 'seeker@referly.dev'));
    again = await startTestServer({ dataDir: first.dataDir });
    expect(await texts(again, await logIn(again, 'seeker@referly.dev'))).toEqual(before);
  });
});
