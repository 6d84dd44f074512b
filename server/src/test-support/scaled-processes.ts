import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

/**
 * Test support for the scaled mode's faults: a Redis of the test's own (started, stopped and started again on one
 * port), an SMTP peer that can refuse mail for a while, and Referly processes spawned as `npm start` runs them.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A TCP port nothing listens on right now. */
export const freePort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
};

/** Polls `check` every 100 ms until it returns a value other than undefined, or throws `what` after `timeoutMs`. */
export const waitFor = async <T>(what: string, check: () => Promise<T | undefined> | T | undefined, timeoutMs: number): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`gave up after ${timeoutMs} ms waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await sleep(100);
  }
};

const pong = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let reply = '';
    const end = (ok: boolean) => {
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

export type RedisServer = {
  port: number;
  url: string;
  /** starts redis-server on the port (empty: nothing is saved) and resolves once it answers PING */
  start(): Promise<void>;
  /** stops it and resolves once it has exited: what it held is gone */
  stop(): Promise<void>;
  /** freezes it (SIGSTOP): its connections stay open and nothing answers, as a hung host or a partition looks */
  pause(): void;
  /** lets a frozen one go on (SIGCONT) */
  resume(): void;
  /** stops it for good and removes its folder */
  close(): Promise<void>;
};

/** A redis-server of the test's own on `port`, nothing saved to disk, started by `start()`. */
export const redisServer = (port: number): RedisServer => {
  let child: ChildProcess | undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'referly-redis-'));
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGCONT');
      running.kill('SIGTERM');
    });
  };
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    start: async () => {
      const started = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
        stdio: 'ignore',
      });
      child = started;
      let exited = false;
      started.once('exit', () => {
        exited = true;
      });
      started.once('error', () => {
        exited = true;
      });
      await waitFor(
        `redis-server on port ${port}`,
        async () => {
          if (exited) throw new Error('redis-server exited');
          return (await pong(port)) ? true : undefined;
        },
        10_000,
      );
    },
    stop,
    pause: () => void child?.kill('SIGSTOP'),
    resume: () => void child?.kill('SIGCONT'),
    close: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

export type Delivered = { to: string; messageId: string; text: string };

/** An SMTP peer: every delivered mail; while `refusing`, each recipient is answered 451 (try again later) and counted. */
export const smtpPeer = async () => {
  const delivered: Delivered[] = [];
  const refused = new Map<string, number>();
  const state = { refusing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!state.refusing) return callback();
      refused.set(address.address, (refused.get(address.address) ?? 0) + 1);
      return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((recipient) => recipient.address).join(',');
        delivered.push({ to, messageId: /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim() ?? '', text: raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    /** how many times each address was refused */
    refused,
    state,
    mailsTo: (email: string) => delivered.filter((mail) => mail.to === email),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
export type SmtpPeer = Awaited<ReturnType<typeof smtpPeer>>;

/** The one-time code in a mail's text. */
export const codeIn = (mail: Delivered | undefined): string => /\b(\d{6})\b/.exec(mail?.text.replace(/=\r?\n/g, '') ?? '')?.[1] ?? '';

export type Node = {
  name: string;
  child: ChildProcess;
  url: string;
  output: () => string;
  /** whether the process has exited */
  exited: () => boolean;
};

/**
 * Spawns `server/src/main.ts` (every role) with `env` over a test's defaults over `inherited` (the test's own
 * environment, for PATH and the like); resolves once it says it is running.
 */
export const startNode = (name: string, inherited: NodeJS.ProcessEnv, env: Record<string, string>): Promise<Node> =>
  new Promise((resolve, reject) => {
    const childEnv: NodeJS.ProcessEnv = {
      ...inherited,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'scaled-faults-jwt-secret-that-is-long-enough-0123',
      OTP_SECRET: 'scaled-faults-otp-secret-that-is-long-enough-0123',
      JOB_LOCK_SECONDS: '2',
      ...env,
    };
    delete childEnv.EVENTSTORE_URL;
    delete childEnv.MONGODB_URL;
    if (!env.SMTP_URL) delete childEnv.SMTP_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { cwd: repoRoot, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let exited = false;
    let node: Node | undefined;
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-50_000);
      const port = /Referly is running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port && !node) {
        node = { name, child, url: `http://127.0.0.1:${port}`, output: () => output, exited: () => exited };
        resolve(node);
      }
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', (code, signal) => {
      exited = true;
      if (!node) reject(new Error(`node ${name} exited (${String(code ?? signal)}) before it was ready:\n${output}`));
    });
  });

export const stopNode = (node: Node, signal: NodeJS.Signals = 'SIGTERM') =>
  new Promise<void>((resolve) => {
    if (node.child.exitCode !== null || node.child.signalCode !== null) return resolve();
    node.child.once('exit', () => resolve());
    node.child.kill(signal);
  });

export type Reply = {
  status: number;
  body: Record<string, unknown> & { data?: Record<string, unknown>; message?: string };
  /** the log position the answer was written at or read after (X-Referly-Position), 0 when it names none */
  position: number;
};

/** One HTTP call to a node; JSON in and out, or a FormData body as a browser sends it. */
export const call = async (node: Node, method: string, url: string, body?: unknown, token?: string, headers: Record<string, string> = {}): Promise<Reply> => {
  const all: Record<string, string> = { ...headers };
  if (token) all.authorization = `Bearer ${token}`;
  if (body !== undefined && !(body instanceof FormData)) all['content-type'] = 'application/json';
  const res = await fetch(`${node.url}${url}`, {
    method,
    headers: all,
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Reply['body'], position: Number(res.headers.get('x-referly-position') ?? 0) };
};

export const signUpBody = (email: string, userRole = 'jobSeeker') => ({
  firstName: 'Fault',
  lastName: 'Tolerant',
  email,
  mobile: '0400000000',
  userRole,
  dateOfBirth: '1992-03-04',
});
