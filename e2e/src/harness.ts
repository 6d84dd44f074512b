import { afterAll, beforeAll } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const screenshotDir = join(repoRoot, 'e2e', 'screenshots');
export const chromiumPath = '/usr/bin/chromium';

export const demoPassword = 'Referly-demo-2026';
export const demoAccounts = {
  admin: 'admin@referly.dev',
  seeker: 'seeker@referly.dev',
  referrer: 'referrer@referly.dev',
  pendingReferrer: 'pending.referrer@referly.dev',
} as const;

export type RunningServer = { url: string; dataDir: string; logs: () => string; stop: () => Promise<void> };

const freePort = (): Promise<number> =>
  new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });

// The adapters' URLs would switch the server to its scaled mode; browser tests run it embedded.
const scaledVariables = ['EVENTSTORE_URL', 'MONGODB_URL', 'REDIS_URL', 'SMTP_URL'];

const childEnv = (port: number, dataDir: string): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  for (const name of scaledVariables) delete env[name];
  return env;
};

const waitForExit = (child: ChildProcess, ms: number): Promise<boolean> =>
  new Promise((resolveExit) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolveExit(true);
    const timer = setTimeout(() => resolveExit(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolveExit(true);
    });
  });

/** Starts `tsx server/src/main.ts` on a free port with a fresh DATA_DIR and waits for GET /api/health. */
export const startServer = async (): Promise<RunningServer> => {
  if (!existsSync(join(repoRoot, 'client', 'dist', 'index.html'))) {
    throw new Error('client/dist is missing: run `npm run build -w client` first (npm test does)');
  }
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'referly-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn('npx', ['tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: childEnv(port, dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
    // its own process group, so stop() ends npx, tsx and node together
    detached: true,
  });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const stop = async () => {
    const pid = child.pid;
    if (pid !== undefined && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-pid, 'SIGTERM');
      } catch {
        // already gone
      }
      if (!(await waitForExit(child, 5000))) {
        try {
          process.kill(-pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`server exited with ${child.exitCode} before it was healthy:\n${output}`);
    }
    try {
      const reply = await fetch(`${url}/api/health`);
      if (reply.ok) return { url, dataDir, logs: () => output, stop };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`server not healthy after 90 s:\n${output}`);
};

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

/** One real server and one Chromium for a test file, started before its tests and stopped after them. */
export const useServerAndBrowser = () => {
  const app = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    app.server = await startServer();
    app.browser = await launchBrowser();
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.server?.stop();
  });
  return app;
};

export const newContext = (browser: Browser, baseURL: string, width: number): Promise<BrowserContext> =>
  browser.newContext({ baseURL, viewport: { width, height: width < 768 ? 844 : 800 }, isMobile: false });

/** Runs `run` on a new page of a fresh context `width` px wide, and closes the context however it ends. */
export const withPage = async (app: { server: RunningServer; browser: Browser }, width: number, run: (page: Page) => Promise<void>): Promise<void> => {
  const context = await newContext(app.browser, app.server.url, width);
  const page = await context.newPage();
  try {
    await run(page);
  } finally {
    await context.close();
  }
};

export const pathOf = (page: Page): string => new URL(page.url()).pathname;

export const screenshot = async (page: Page, name: string): Promise<void> => {
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: false });
};

/** A JSON POST to the running server, as a script would send it (no browser): its reply's body. */
export const apiPost = async (baseUrl: string, path: string, body: unknown, token?: string) => {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { data?: { userId?: string; token?: string } };
};

type MailboxEntry = { to: string; subject: string; text: string; html: string; sentAt: string };

const readMailbox = async (baseUrl: string, email: string): Promise<MailboxEntry[]> => {
  const reply = await fetch(`${baseUrl}/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  if (!reply.ok) throw new Error(`GET /api/dev/mailbox answered ${reply.status}`);
  const body = (await reply.json()) as { data?: MailboxEntry[] };
  return body.data ?? [];
};

/**
 * The code from the newest e-mail to `email` that carries a 6-digit code, waiting (bounded) for it.
 * `after` skips the codes already seen, so a resend or a second flow gets its own code.
 */
export const newestOtp = async (baseUrl: string, email: string, options: { after?: Set<string>; timeoutMs?: number } = {}): Promise<string> => {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  while (Date.now() < deadline) {
    const codes = (await readMailbox(baseUrl, email)).map((mail) => /\b(\d{6})\b/.exec(mail.text)?.[1]);
    const newest = codes.find((code) => code !== undefined);
    if (newest !== undefined && !options.after?.has(newest)) return newest;
    await sleep(200);
  }
  throw new Error(`no OTP e-mail reached ${email} within ${options.timeoutMs ?? 15_000} ms`);
};

/** A job seeker who has just signed up, through the calls the sign-up dialog makes; their e-mail. */
export const signUpSeeker = async (baseUrl: string, name: { firstName: string; lastName: string }): Promise<string> => {
  const email = `${name.firstName.toLowerCase()}.${Date.now()}@example.com`;
  const created = await apiPost(baseUrl, '/api/user/create', { ...name, email, mobile: '0400555666', userRole: 'jobSeeker', dateOfBirth: '1996-02-02' });
  const verified = await apiPost(baseUrl, '/api/user/verify-otp', { userId: created.data?.userId, otp: await newestOtp(baseUrl, email) });
  await apiPost(baseUrl, '/api/user/create-password', { password: demoPassword, confirmPassword: demoPassword }, verified.data?.token);
  return email;
};

/** A referral request to `companyId` made and paid with the test card through the API, as the form does; its id. */
export const paidReferral = async (baseUrl: string, seeker: { email: string; name: string }, companyId: string, desiredPosition: string): Promise<string> => {
  const { email, name } = seeker;
  const token = (await apiPost(baseUrl, '/api/user/login', { email, password: demoPassword })).data?.token;
  const form = new FormData();
  const fields = {
    name,
    email,
    mobile: '0400555666',
    industry: 'Information and Communication Technology',
    desiredPosition,
    desiredCompany: companyId,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('resume', new File([Buffer.from('%PDF-1.4\n% a resume\n')], 'resume.pdf', { type: 'application/pdf' }));
  const reply = await fetch(`${baseUrl}/api/job-referral/job-seeker`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const made = (await reply.json()) as { data?: { _id?: string }; paymentClientSecret?: string };
  if (!made.data?._id || !made.paymentClientSecret) throw new Error(`the request was refused: ${JSON.stringify(made)}`);
  const year = new Date().getUTCFullYear() + 2;
  await apiPost(baseUrl, '/api/payments/test/confirm', {
    clientSecret: made.paymentClientSecret,
    cardNumber: '4242424242424242',
    expMonth: 12,
    expYear: year,
    cvc: '123',
  });
  return made.data._id;
};
