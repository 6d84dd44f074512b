import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ authRateLimit: { points: 5, durationSeconds: 60 } });
});
afterAll(() => server.close());

it('stops a thousand wrong passwords after the limit, with the wait in seconds', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 8; i += 1) statuses.push((await server.post('/api/user/login', { email: 'seeker@referly.dev', password: `guess-${i}` })).status);
  expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  expect(statuses.slice(5)).toEqual([429, 429, 429]);
  const limited = await server.post('/api/user/login', { email: 'seeker@referly.dev', password: 'Referly-demo-2026' });
  expect(limited.body.code).toBe('rate_limited');
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
});

it('limits OTP guessing per account as well as per address', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 7; i += 1)
    statuses.push((await server.post('/api/user/verify-otp', { userId: '00000000-0000-4000-a000-000000000002', otp: '000000' })).status);
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(2);
});

describe('one count per account and action', () => {
  // a new client address for every try, so that only the count per account can stop them
  let address = 0;
  const tryLogin = (path: string, email: string) =>
    fetch(`${server.referly.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.0.${(address += 1)}` },
      body: JSON.stringify({ email, password: 'not-the-password' }),
    }).then((res) => res.status);

  it('counts an e-mail padded with spaces or in capitals against the same account', async () => {
    const spellings = [
      ' referrer@referly.dev',
      'referrer@referly.dev  ',
      'REFERRER@referly.dev',
      '\treferrer@Referly.dev',
      ' Referrer@referly.dev ',
      'referrer@referly.dev',
    ];
    const statuses: number[] = [];
    for (const email of spellings) statuses.push(await tryLogin('/api/user/login', email));
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('shares the login count between /api//user/login and /api/user/login', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push(await tryLogin(i % 2 === 0 ? '/api//user/login' : '/api/user/login', 'pending.referrer@referly.dev'));
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe('who counts as the client', () => {
  // a new e-mail each time, so that only the per-address count can stop them
  const loginFrom = (url: string, forwardedFor: string) =>
    fetch(`${url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ email: `nobody.${forwardedFor}@example.com`, password: 'wrong-password' }),
    }).then((res) => res.status);

  it('believes X-Forwarded-For from the loopback proxy by default, so clients behind it are counted apart', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push(await loginFrom(server.referly.url, `203.0.113.${i + 10}`));
    expect(statuses.every((status) => status === 401)).toBe(true);
  });

  it('ignores a forged X-Forwarded-For when TRUST_PROXY=false', async () => {
    const direct = await startTestServer({ env: { TRUST_PROXY: 'false' }, authRateLimit: { points: 3, durationSeconds: 60 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) statuses.push(await loginFrom(direct.referly.url, `198.51.100.${i + 10}`));
      expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    } finally {
      await direct.close();
    }
  });
});
