#!/usr/bin/env node
// `npm test`: make sure the browser and Redis the tests need are there (the way
// `playwright install --with-deps` would, but from Debian's packages), then run every suite.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

const CHROMIUM = '/usr/bin/chromium';
/** the font the resume reviewer's tests draw a photographed resume with, for its OCR to read */
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const REDIS_HOST = '127.0.0.1';
const REDIS_PORT = 6379;

const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
env.REDIS_URL ||= `redis://${REDIS_HOST}:${REDIS_PORT}`;

const started = Date.now();
const done = [];

const log = (line) => console.log(`\n[test] ${line}`);

const RESULTS = ['test-results/unit.json', 'test-results/browser.json'];
for (const file of RESULTS) rmSync(file, { force: true });

/** Adds up what vitest's JSON reporter wrote, for one plain closing line a CI can read. */
const counts = () => {
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const file of RESULTS) {
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    total.passed += report.numPassedTests ?? 0;
    total.failed += report.numFailedTests ?? 0;
    total.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  return total;
};

const finish = (code, failedStep) => {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const { passed, failed, skipped } = counts();
  console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  const summary = failedStep
    ? `FAILED at "${failedStep}" (exit ${code}) after ${seconds}s; passed: ${done.join(', ') || 'none'}`
    : `OK: ${done.join(', ')} passed in ${seconds}s`;
  console.log(`\n[test] ${summary}`);
  process.exit(code);
};

/** Runs a command with inherited output; resolves to its exit code. */
const run = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env });
    child.on('error', (error) => {
      console.error(`[test] cannot run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });

const step = async (name, command, args) => {
  log(`${name}: ${[command, ...args].join(' ')}`);
  const stepStarted = Date.now();
  const code = await run(command, args);
  log(`${name}: exit ${code} after ${((Date.now() - stepStarted) / 1000).toFixed(1)}s`);
  if (code !== 0) finish(code, name);
  done.push(name);
};

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** apt-get as root, through sudo when we are not root and sudo exists. */
const aptGet = (args) => {
  if (isRoot) return ['apt-get', args];
  if (has('sudo')) return ['sudo', ['-n', 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args]];
  return ['apt-get', args];
};

let aptUpdated = false;
const aptInstall = async (name, pkg) => {
  if (!has('apt-get')) finish(1, `${name} (no apt-get on this machine; install ${pkg} yourself)`);
  if (!aptUpdated) {
    await step('apt-get update', ...aptGet(['update']));
    aptUpdated = true;
  }
  await step(name, ...aptGet(['install', '-y', '--no-install-recommends', pkg]));
};

const redisAnswers = () =>
  new Promise((resolve) => {
    const socket = createConnection({ host: REDIS_HOST, port: REDIS_PORT });
    let reply = '';
    const end = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => end(false));
    socket.on('error', () => end(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString('latin1');
      if (reply.includes('\r\n')) end(reply.startsWith('+PONG'));
    });
  });

const ensureChromium = async () => {
  if (existsSync(CHROMIUM)) return;
  log(`${CHROMIUM} is missing`);
  await aptInstall('install chromium', 'chromium');
  if (!existsSync(CHROMIUM)) finish(1, `install chromium (${CHROMIUM} still missing)`);
};

const ensureRedis = async () => {
  // the fault tests (server/src/platform/*faults*, redis-down-at-boot) start and stop a redis-server of their own
  if (!has('redis-server')) await aptInstall('install redis-server', 'redis-server');
  if (await redisAnswers()) return;
  log(`nothing answers PING on ${REDIS_HOST}:${REDIS_PORT}`);
  await step('start redis', 'redis-server', ['--daemonize', 'yes', '--bind', REDIS_HOST, '--port', String(REDIS_PORT), '--save', '', '--appendonly', 'no']);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (await redisAnswers()) return;
    await sleep(200);
  }
  finish(1, 'start redis (no PONG after 10 s)');
};

const ensureFont = async () => {
  if (existsSync(FONT)) return;
  log(`${FONT} is missing`);
  await aptInstall('install fonts-dejavu-core', 'fonts-dejavu-core');
};

await ensureChromium();
await ensureFont();
await ensureRedis();
done.push('prerequisites');
await step('format', 'npx', ['prettier', '--check', '.']);
await step('lint', 'npx', ['eslint', '.']);
await step('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
const vitest = (json, ...args) => ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${json}`];
await step('unit, contract and API tests', 'npx', vitest(RESULTS[0]));
// Stryker over domain/ (its tests alone), then the score per file; each file must reach 90%
await step('mutation tests', 'npx', ['stryker', 'run']);
await step('mutation score', 'node', ['scripts/mutation-check.mjs']);
await step('build client', 'npm', ['run', 'build', '-w', 'client']);
await step('browser tests', 'npx', vitest(RESULTS[1], '--config', 'e2e/vitest.config.ts'));
finish(0);
