import { AxeBuilder } from '@axe-core/playwright';
import axe from 'axe-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
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

// ---------------------------------------------------------------------------------------------------------------
// axe on every page a browser test visits. Every context made on a browser from launchBrowser() is watched: each of its
// pages (the test's own, popups, context.newPage()) is scanned with axe-core (all its rules but the experimental ones)
// once it settles after each navigation or in-app route change, when a dialog, menu, list box or tab panel opens or
// closes, and once more before the context closes. Closing a context with violations throws them; a context
// the test left open is scanned and closed after the test, which then fails the same way. Nothing to call, nothing to
// forget; expectNoAxeViolations(page) checks a state at once where a test wants it checked right there.

/** One violation: where, which rule, how bad, and the elements axe named. */
export type AxeFinding = { path: string; rule: string; impact: string; help: string; targets: string[] };

type Watch = { findings: Map<string, AxeFinding>; scans: number; closing: boolean };

const watches = new WeakMap<BrowserContext, Watch>();
const openContexts = new Set<BrowserContext>();

/** In the page: resolves once the DOM has been quiet for `quietMs` and finite animations have ended (at most `maxMs`). */
const settle = ({ quietMs, maxMs }: { quietMs: number; maxMs: number }): Promise<void> =>
  new Promise((done) => {
    const started = Date.now();
    let last = Date.now();
    const observer = new MutationObserver(() => (last = Date.now()));
    // new or removed content, not attributes: a carousel or a spinner restyles itself all the time
    observer.observe(document, { subtree: true, childList: true, characterData: true });
    const check = () => {
      const animating = document.getAnimations().some((animation) => {
        const timing = animation.effect?.getComputedTiming();
        return animation.playState === 'running' && timing !== undefined && timing.endTime !== Infinity;
      });
      // a page whose code is still on its way (the route's fallback says it is busy) has not settled
      const loading = document.querySelector('[role="status"][aria-busy="true"], [aria-busy="true"] [role="status"]') !== null;
      const waited = Date.now() - started;
      // a route's code may take seconds to arrive on a busy machine: its fallback is waited for longer than the rest
      if ((Date.now() - last >= quietMs && !animating && !loading) || (waited >= maxMs && (!loading || waited >= 4 * maxMs))) {
        observer.disconnect();
        done();
      } else setTimeout(check, 50);
    };
    setTimeout(check, 50);
  });

/** In every page: tells the test (through the exposed binding) when a dialog, menu, list box or tab panel opens or closes. */
const reportChanges = () => {
  const popup = '[role="dialog"],[role="alertdialog"],[role="menu"],[role="listbox"],[role="tabpanel"]';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const touchesPopup = (nodes: NodeList) => [...nodes].some((node) => node instanceof Element && (node.matches(popup) || node.querySelector(popup) !== null));
  const start = () =>
    new MutationObserver((records) => {
      if (!records.some((record) => touchesPopup(record.addedNodes) || touchesPopup(record.removedNodes))) return;
      clearTimeout(timer);
      timer = setTimeout(() => (window as unknown as { __axeScan?: (why: string) => void }).__axeScan?.('popup'), 250);
    }).observe(document, { subtree: true, childList: true });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
};

const describeFinding = (finding: AxeFinding) =>
  `${finding.path}  ${finding.rule} (${finding.impact}): ${finding.help}\n      ${finding.targets.join('\n      ')}`;

/** Scans the page as it is now (once it settles) and keeps what axe found on its context's watch. */
const scanPage = async (page: Page, watch: Watch, why: string, analysing: () => void): Promise<AxeFinding[]> => {
  if (page.isClosed() || !/^https?:/.test(page.url())) return [];
  const started = Date.now();
  await page.evaluate(settle, { quietMs: 250, maxMs: 2000 });
  const settled = Date.now();
  analysing();
  const url = new URL(page.url());
  // axe is already in the page (an init script of the context): the builder's own copy of it is not evaluated again
  const analyse = () => new AxeBuilder({ page, axeSource: 'void 0' }).setLegacyMode(true).analyze();
  let results = await analyse();
  if (results.violations.length > 0 && !page.isClosed()) {
    // a state caught mid-change (a live update swapping the page's content) is looked at again once it has settled:
    // what is still there is reported; a page that moved on meanwhile is scanned for its own navigation
    await page.evaluate(settle, { quietMs: 500, maxMs: 3000 });
    const now = new URL(page.url());
    results = now.pathname === url.pathname ? await analyse() : { ...results, violations: [] };
  }
  watch.scans += 1;
  const found = results.violations.map((violation) => ({
    path: `${url.pathname}${url.search}`,
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  for (const finding of found) {
    for (const target of finding.targets) watch.findings.set(`${finding.path}|${finding.rule}|${target}`, { ...finding, targets: [target] });
  }
  if (process.env.AXE_LOG) {
    const timing = { settleMs: settled - started, axeMs: Date.now() - settled };
    const line = {
      test: expect.getState().currentTestName,
      why,
      path: `${url.pathname}${url.search}`,
      width: page.viewportSize()?.width,
      ...timing,
      violations: found,
    };
    await appendFile(process.env.AXE_LOG, `${JSON.stringify(line)}\n`);
  }
  return found;
};

const scanners = new WeakMap<Page, (why: string) => Promise<AxeFinding[]>>();

/**
 * Scans of one page run one at a time. A request joins a scan that is still waiting for the page to settle, or the one
 * queued after the running scan; so a burst of changes costs one scan, and a change during a scan one more.
 */
const watchPage = (page: Page, watch: Watch) => {
  type Job = { analysing: boolean; done: Promise<AxeFinding[]> };
  let current: Job | undefined;
  let next: Job | undefined;
  const request = (why: string): Promise<AxeFinding[]> => {
    if (current && !current.analysing) return current.done;
    if (next) return next.done;
    const before = current?.done ?? Promise.resolve([]);
    const job: Job = { analysing: false, done: Promise.resolve([]) };
    job.done = before.then(async () => {
      next = undefined;
      current = job;
      try {
        return await scanPage(page, watch, why, () => (job.analysing = true));
      } catch {
        // a scan cut short by a navigation or a closing page is not a finding; the next state is scanned anyway
        return [];
      } finally {
        current = undefined;
      }
    });
    next = job;
    return job.done;
  };
  scanners.set(page, request);
  let lastUrl = '';
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame() || watch.closing) return;
    // the same address again while its scan is still to come (a redirect's replace, a double push) needs no second one
    if (frame.url() === lastUrl && (current !== undefined || next !== undefined)) return;
    lastUrl = frame.url();
    void request('navigated');
  });
};

/** Scans the page once it settles (joining a scan already on its way) and answers what axe found in that state. */
export const scanForAxe = (page: Page): Promise<AxeFinding[]> => {
  const request = scanners.get(page);
  if (!request) throw new Error('this page is not on a context from launchBrowser()');
  return request('asked');
};

/** Scans every open page of the context, closes it, and throws what axe found in it, unless `check` is false. */
const closeWatched = async (context: BrowserContext, close: () => Promise<void>, check: boolean): Promise<void> => {
  const watch = watches.get(context);
  openContexts.delete(context);
  if (!watch || watch.closing) return close();
  watch.closing = true;
  if (check) {
    for (const page of context.pages()) await scanners.get(page)?.('closing');
  }
  await close();
  const findings = [...watch.findings.values()];
  if (check && findings.length > 0) {
    throw new Error(`axe found ${findings.length} accessibility violation(s) in ${watch.scans} scan(s):\n  ${findings.map(describeFinding).join('\n  ')}`);
  }
};

/** Puts axe on a new context: every page it opens is watched, and closing it checks them. */
const watchContext = async (context: BrowserContext): Promise<BrowserContext> => {
  const watch: Watch = { findings: new Map(), scans: 0, closing: false };
  watches.set(context, watch);
  openContexts.add(context);
  await context.exposeBinding('__axeScan', ({ page }, why: string) => {
    if (!watch.closing) void scanners.get(page)?.(why);
  });
  await context.addInitScript(reportChanges);
  // axe-core itself, parsed once per document rather than twice per scan
  await context.addInitScript({ content: axe.source });
  for (const page of context.pages()) watchPage(page, watch);
  context.on('page', (page) => watchPage(page, watch));
  const close = context.close.bind(context);
  context.close = (options?: Parameters<BrowserContext['close']>[0]) => closeWatched(context, () => close(options), true);
  return context;
};

/** Scans the page now and fails at once on any violation axe finds in this state. */
export const expectNoAxeViolations = async (page: Page): Promise<void> => {
  const found = await scanForAxe(page);
  expect(found.flatMap((finding) => finding.targets.map((target) => `${finding.rule} (${finding.impact}) ${target}`))).toEqual([]);
};

/** A headless Chromium whose every context and page is watched by axe (see above). */
export const launchBrowser = async (): Promise<Browser> => {
  const browser = await chromium.launch({
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
  const newContextOf = browser.newContext.bind(browser);
  browser.newContext = async (options?: Parameters<Browser['newContext']>[0]) => watchContext(await newContextOf(options));
  browser.newPage = async (options?: Parameters<Browser['newPage']>[0]) => {
    const context = await browser.newContext(options);
    return context.newPage();
  };
  return browser;
};

/** One real server and one Chromium for a test file, started before its tests and stopped after them. */
export const useServerAndBrowser = () => {
  const app = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    app.server = await startServer();
    app.browser = await launchBrowser();
  });
  // a context the test did not close is scanned and closed here, and its violations fail the test
  afterEach(async (context) => {
    const failed = context.task.result?.state === 'fail';
    const left = [...openContexts];
    const errors: unknown[] = [];
    for (const open of left) await open.close().catch((error: unknown) => errors.push(error));
    if (!failed && errors.length > 0) throw errors[0];
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
  } catch (error) {
    // the test's own failure is the one to report; its pages' violations would only hide it
    await closeWatched(context, () => context.close(), false).catch(() => undefined);
    throw error;
  }
  await context.close();
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
