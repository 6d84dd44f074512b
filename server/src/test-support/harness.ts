import { loadConfig } from '@referly/infra/config';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startReferly, type Referly } from '../start.ts';

export const TEST_JWT_SECRET = 'test-jwt-secret-that-is-long-enough-0123456789';

/** A clock the test moves forward. */
export const testClock = () => {
  let offsetMs = 0;
  return { now: () => new Date(Date.now() + offsetMs), advance: (ms: number) => void (offsetMs += ms) };
};

/** A parsed JSON answer, walked with optional chaining. */
export type Json = { readonly [key: string]: Json } & { readonly length?: number };
export type Reply = { status: number; body: Json; headers: Headers };

/** A real Referly (SQLite file, in-memory read models, in-process queue, outbox) on a free port. */
export const startTestServer = async (
  options: {
    env?: Record<string, string>;
    authRateLimit?: { points: number; durationSeconds: number };
    /** puts files in the data folder before start; may name a built client there to serve */
    prepareDataDir?: (dataDir: string) => { clientDir?: string };
    /** another node's data folder, to run a second node on the same log (it is left for its owner to remove) */
    dataDir?: string;
  } = {},
) => {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'referly-api-'));
  const prepared = options.prepareDataDir?.(dataDir) ?? {};
  const clock = testClock();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    OTP_SECRET: 'test-otp-secret-that-is-long-enough-0123456789',
    ...options.env,
  });
  const referly: Referly = await startReferly(config, {
    clock: clock.now,
    authRateLimit: options.authRateLimit ?? { points: 10_000, durationSeconds: 60 },
    clientDir: prepared.clientDir ?? dataDir,
  });
  let lastPosition = 0;

  const call = async (method: string, url: string, body?: unknown, token?: string): Promise<Reply> => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (lastPosition > 0) headers['x-referly-after'] = String(lastPosition);
    const res = await fetch(`${referly.url}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    lastPosition = Math.max(lastPosition, Number(res.headers.get('x-referly-position') ?? 0));
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Json) : {}, headers: res.headers };
  };

  /** a multipart request (uploads), sent the way a browser's FormData is */
  const multipart = async (method: string, url: string, form: FormData, token?: string): Promise<Reply> => {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (lastPosition > 0) headers['x-referly-after'] = String(lastPosition);
    const res = await fetch(`${referly.url}${url}`, { method, headers, body: form });
    lastPosition = Math.max(lastPosition, Number(res.headers.get('x-referly-position') ?? 0));
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Json) : {}, headers: res.headers };
  };
  /** a raw GET, for a file download */
  const download = async (url: string, token?: string) => {
    const res = await fetch(`${referly.url}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  /** the newest OTP mailed to an address, waiting for the e-mail worker */
  const otpFor = async (email: string, after = 0): Promise<string> => {
    const deadline = Date.now() + 5000;
    for (;;) {
      const mails = (await referly.adapters.outbox?.list(email)) ?? [];
      if (mails.length > after) {
        const code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1];
        if (code) return code;
      }
      if (Date.now() > deadline) throw new Error(`no OTP mail for ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const mailCount = async (email: string) => ((await referly.adapters.outbox?.list(email)) ?? []).length;

  return {
    referly,
    dataDir,
    clock,
    call,
    get: (url: string, token?: string) => call('GET', url, undefined, token),
    post: (url: string, body?: unknown, token?: string) => call('POST', url, body, token),
    put: (url: string, body?: unknown, token?: string) => call('PUT', url, body, token),
    delete: (url: string, token?: string) => call('DELETE', url, undefined, token),
    multipart,
    download,
    otpFor,
    mailCount,
    close: async () => {
      await referly.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

let counter = 0;
export const uniqueEmail = (label = 'user') => `${label}.${Date.now().toString(36)}.${(counter += 1)}@example.com`;

export const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Mia',
  lastName: 'Nguyen',
  email: uniqueEmail(),
  mobile: '0400123456',
  userRole: 'jobSeeker',
  dateOfBirth: '1995-04-02',
  ...overrides,
});

export const STRONG_PASSWORD = 'tram-kookaburra-41-lamington';

/** Signs a user up to the end (OTP, password) and logs in; returns the ids and token. */
export const registerAndLogIn = async (server: TestServer, overrides: Record<string, unknown> = {}) => {
  const body = signUpBody(overrides);
  const created = await server.post('/api/user/create', body);
  const userId = String(created.body.data?.userId);
  const otp = await server.otpFor(String(body.email));
  const verified = await server.post('/api/user/verify-otp', { userId, otp: otp.split('') });
  await server.post('/api/user/create-password', { password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD }, String(verified.body.data?.token));
  const login = await server.post('/api/user/login', { email: body.email, password: STRONG_PASSWORD });
  return { userId, email: String(body.email), token: String(login.body.data?.token), user: login.body.data?.user };
};
