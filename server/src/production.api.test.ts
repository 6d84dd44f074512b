import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-support/harness.ts';

let server: TestServer;
beforeAll(async () => {
  // Production refuses to boot without SMTP and Stripe; nothing here sends mail or takes payment, so unused ones will do.
  server = await startTestServer({
    env: {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:1',
      STRIPE_SECRET_KEY: 'sk_test_unused',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_unused',
      STRIPE_WEBHOOK_SECRET: 'whsec_unused',
      STRIPE_API_URL: 'http://127.0.0.1:1',
    },
  });
});
afterAll(() => server.close());

it('has no dev mailbox and no demo accounts in production', async () => {
  const mailbox = await server.get('/api/dev/mailbox?to=admin@referly.dev');
  expect(mailbox.status).toBe(404);
  const login = await server.post('/api/user/login', { email: 'admin@referly.dev', password: 'Referly-demo-2026' });
  expect(login.status).toBe(401);
});
