import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('subscribes an address once, answering alike the second time', async () => {
  const email = `News.${Date.now()}@Example.com`;
  const first = await server.post('/api/user/subscribe-newsletter', { email });
  const again = await server.post('/api/user/subscribe-newsletter', { email: email.toLowerCase() });
  expect(first.status).toBe(200);
  expect(first.body.message).toBe('Thank you for subscribing! Watch your inbox for job-search tips.');
  expect(again.body.message).toBe(first.body.message);
  expect(await server.referly.waitFor(Number(first.headers.get('x-referly-position')))).toBe(true);
  const subscribers = await server.referly.adapters.readStore.collection('newsletterSubscribers').find({ email: email.toLowerCase() });
  expect(subscribers).toHaveLength(1);
});

it('refuses a missing or malformed address with the spec messages', async () => {
  expect((await server.post('/api/user/subscribe-newsletter', {})).body.message).toBe('Please enter your email address');
  expect((await server.post('/api/user/subscribe-newsletter', { email: 'nope' })).body.message).toBe('Please enter a valid email address');
});
