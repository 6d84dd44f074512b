import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-support/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { NODE_ENV: 'production' } });
});
afterAll(() => server.close());

it('has no dev mailbox and no demo accounts in production', async () => {
  const mailbox = await server.get('/api/dev/mailbox?to=admin@referly.dev');
  expect(mailbox.status).toBe(404);
  const login = await server.post('/api/user/login', { email: 'admin@referly.dev', password: 'Referly-demo-2026' });
  expect(login.status).toBe(401);
});
