import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { NODE_FLAGS } from '@referly/server/node-flags';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { millis, percentile, ratio, type Row } from './table.ts';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const child = fileURLToPath(new URL('./landing-child.ts', import.meta.url));

/** The phone of issue 16: 150 ms latency, 1.6 Mbit/s both ways (200,000 bytes a second), the CPU four times slower. */
const PHONE = { latency: 150, bytesPerSecond: 200_000, cpuSlowdown: 4 };
const TARGET_KB = 150;
const TARGET_FCP_MS = 1_000;
const HERO = 'Get referred by people who already work there.';
/** e2e/src/harness.ts's Chromium flags */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type Site = { name: 'referly' | 'static'; base: string; stop: () => Promise<void> };

const startSite = async (name: Site['name'], dataDir: string, clientDir: string): Promise<Site> => {
  const server: ChildProcess = fork(child, [name, dataDir, clientDir], {
    execArgv: [...NODE_FLAGS, '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('message', (message) => resolve(Number((message as { port: unknown }).port)));
    server.once('exit', (code) => reject(new Error(`${name} server ended (${code ?? 'signal'})`)));
  });
  return {
    name,
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.send('stop');
      await exited;
    },
  };
};

/** The built client: BENCH_LANDING_DIST if given (e.g. an older build, to measure before a change), else client/dist, built if absent. */
const builtClient = (): string => {
  const given = process.env.BENCH_LANDING_DIST;
  if (given) {
    if (!existsSync(join(given, 'index.html'))) throw new Error(`BENCH_LANDING_DIST=${given} holds no index.html`);
    return given;
  }
  const dist = join(repo, 'client', 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    console.log('(m) no client build: building it (npm run build -w client, under the e2e lock)');
    execFileSync('flock', ['/tmp/referly-e2e.lock', 'npm', 'run', 'build', '-w', 'client'], { cwd: repo, stdio: 'inherit' });
  }
  return dist;
};

type Load = {
  fcp: number;
  /** when the app's own hero heading was in the page (React replaced index.html's shell) */
  rendered: number;
  /** gzipped bytes (as sent) of the scripts requested before the first paint, and how many */
  jsBeforeFcp: number;
  scriptsBeforeFcp: number;
  /** of the scripts requested before the first paint, those which had fully arrived by it */
  jsArrivedByFcp: number;
  /** every script the page had loaded once the network was quiet (the lazily loaded sections below the fold included) */
  jsAll: number;
  /** scripts of 1 KB or more that came without content-encoding */
  uncompressed: string[];
};

type Timing = { name: string; startTime: number; responseEnd: number; encodedBodySize: number; decodedBodySize: number };

/** One load of `/` in a fresh context (nothing cached, nothing stored), on the throttled phone. */
const loadOnce = async (browser: Browser, base: string): Promise<Load> => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latency,
      downloadThroughput: PHONE.bytesPerSecond,
      uploadThroughput: PHONE.bytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    // gzip, not brotli, on both sides: the target is in gzipped bytes (Chromium would take br, smaller still, from Referly)
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip, deflate' } });
    const encodings = new Map<string, string>();
    cdp.on('Network.responseReceived', (event) => {
      const headers = Object.fromEntries(Object.entries(event.response.headers).map(([key, value]) => [key.toLowerCase(), String(value)]));
      encodings.set(event.response.url, headers['content-encoding'] ?? '');
    });
    // no named functions inside: tsx would wrap them in a helper the page does not have
    await page.addInitScript((hero: string) => {
      new MutationObserver((_records, observer) => {
        if (!Array.from(document.querySelectorAll('h1')).some((h1) => h1.textContent?.trim() === hero)) return;
        (window as unknown as { __heroAt: number }).__heroAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    }, HERO);
    await page.goto(`${base}/`, { waitUntil: 'load', timeout: 60_000 });
    // polled from here (page.evaluate) rather than with waitForFunction, whose polling Referly's CSP (no eval) would stop
    const deadline = Date.now() + 60_000;
    while (
      !(await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint').length > 0 && typeof (window as unknown as { __heroAt?: number }).__heroAt === 'number',
      ))
    ) {
      if (Date.now() > deadline) throw new Error(`${base}/: no first paint or no hero heading within 60 s`);
      await sleep(250);
    }
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    const seen = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      rendered: (window as unknown as { __heroAt: number }).__heroAt,
      resources: performance.getEntriesByType('resource').map((entry) => {
        const timing = entry as PerformanceResourceTiming;
        return {
          name: timing.name,
          startTime: timing.startTime,
          responseEnd: timing.responseEnd,
          encodedBodySize: timing.encodedBodySize,
          decodedBodySize: timing.decodedBodySize,
        };
      }),
    }));
    const scripts = (seen.resources as Timing[]).filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
    const before = scripts.filter((entry) => entry.startTime < seen.fcp);
    const sum = (entries: Timing[]) => entries.reduce((total, entry) => total + entry.encodedBodySize, 0);
    return {
      fcp: seen.fcp,
      rendered: seen.rendered,
      jsBeforeFcp: sum(before),
      scriptsBeforeFcp: before.length,
      jsArrivedByFcp: sum(before.filter((entry) => entry.responseEnd <= seen.fcp)),
      jsAll: sum(scripts),
      uncompressed: scripts
        .filter((entry) => entry.decodedBodySize >= 1024 && encodings.get(entry.name) !== 'gzip')
        .map((entry) => new URL(entry.name).pathname),
    };
  } finally {
    await context.close();
  }
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const p99 = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    99,
  );

/**
 * (m) The landing page on a throttled phone (issue 16): the built client served by Referly (embedded, a process of its
 * own) and by a bare static server (node:http, the same files gzipped the same way, a process of its own), loaded by one
 * Chromium (its own processes, driven over CDP) in a fresh context each time, alternating sides. Read: first contentful
 * paint, when the app's hero heading appeared, and the gzipped JavaScript requested before the first paint.
 */
export const benchLanding = async (quick: boolean): Promise<Row[]> => {
  const loads = quick ? 4 : 12;
  const clientDir = builtClient();
  const loadBefore = loadavg()[0] ?? Number.NaN;
  const dirs = [await mkdtemp(join(tmpdir(), 'referly-bench-landing-')), await mkdtemp(join(tmpdir(), 'referly-bench-landing-static-'))];
  const sites: Site[] = [];
  let browser: Browser | undefined;
  try {
    sites.push(await startSite('referly', dirs[0] as string, clientDir));
    sites.push(await startSite('static', dirs[1] as string, clientDir));
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
    const [ours, bare] = sites as [Site, Site];
    const seen: Record<Site['name'], Load[]> = { referly: [], static: [] };
    // one load each first, not counted: the servers' first reads of the files, Chromium's first page
    for (const site of sites) await loadOnce(browser, site.base);
    for (let round = 0; round < loads; round += 1) {
      const order = round % 2 === 0 ? [ours, bare] : [bare, ours];
      for (const site of order) seen[site.name].push(await loadOnce(browser, site.base));
    }
    const uncompressed = [...new Set([...seen.referly, ...seen.static].flatMap((load) => load.uncompressed))];
    if (uncompressed.length > 0) throw new Error(`scripts sent without gzip: ${uncompressed.join(', ')}`);

    const of = (name: Site['name'], pick: (load: Load) => number) => seen[name].map(pick);
    const both = (pick: (load: Load) => number, at: (values: number[]) => number) => [at(of('referly', pick)), at(of('static', pick))] as const;
    const [jsOurs, jsBare] = both((load) => load.jsBeforeFcp, median);
    const [arrivedOurs, arrivedBare] = both((load) => load.jsArrivedByFcp, median);
    const [filesOurs] = both((load) => load.scriptsBeforeFcp, median);
    const [allOurs, allBare] = both((load) => load.jsAll, median);
    const [fcpOurs, fcpBare] = both((load) => load.fcp, median);
    const [fcp99Ours, fcp99Bare] = both((load) => load.fcp, p99);
    const [heroOurs, heroBare] = both((load) => load.rendered, median);
    const [hero99Ours, hero99Bare] = both((load) => load.rendered, p99);
    const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
    const phone = `${PHONE.latency} ms, ${(PHONE.bytesPerSecond * 8) / 1_000_000} Mbit/s, CPU ${PHONE.cpuSlowdown}× slower, 390×844 @2x`;
    return [
      {
        measure: `JS requested before the first paint, gzipped as sent (p50 of ${loads} loads a side)`,
        ours: kb(jsOurs),
        baseline: kb(jsBare),
        ratio: ratio(jsOurs, jsBare),
        note: `target ≤ ${TARGET_KB} KB: ${met(jsOurs / 1024 <= TARGET_KB)}; ${filesOurs} scripts; arrived by the paint ${kb(arrivedOurs)} (bare ${kb(arrivedBare)})`,
      },
      {
        measure: 'first contentful paint p50',
        ours: millis(fcpOurs),
        baseline: millis(fcpBare),
        ratio: ratio(fcpOurs, fcpBare),
        note: `target ≤ ${TARGET_FCP_MS / 1000} s: ${met(fcpOurs <= TARGET_FCP_MS)}; ${phone}`,
      },
      {
        measure: 'first contentful paint p99',
        ours: millis(fcp99Ours),
        baseline: millis(fcp99Bare),
        ratio: ratio(fcp99Ours, fcp99Bare),
        note: `target ≤ ${TARGET_FCP_MS / 1000} s: ${met(fcp99Ours <= TARGET_FCP_MS)}; p99 of ${loads} loads is the slowest`,
      },
      {
        measure: 'the app\u2019s hero heading on screen p50',
        ours: millis(heroOurs),
        baseline: millis(heroBare),
        ratio: ratio(heroOurs, heroBare),
        note: 'React has replaced index.html\u2019s shell',
      },
      { measure: 'the app\u2019s hero heading on screen p99', ours: millis(hero99Ours), baseline: millis(hero99Bare), ratio: ratio(hero99Ours, hero99Bare) },
      {
        measure: 'all JS once the network is quiet, gzipped (p50)',
        ours: kb(allOurs),
        baseline: kb(allBare),
        ratio: ratio(allOurs, allBare),
        note: `the sections below the fold included; baseline: the same build from node:http; load average ${loadBefore.toFixed(2)} → ${(loadavg()[0] ?? Number.NaN).toFixed(2)}`,
      },
    ];
  } finally {
    await browser?.close();
    for (const site of sites) await site.stop();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  }
};
