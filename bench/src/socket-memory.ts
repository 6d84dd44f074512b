import { fork, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { megabytes, type Row } from './table.ts';

const serverChild = fileURLToPath(new URL('./socket-memory-child.ts', import.meta.url));
const clientChild = fileURLToPath(new URL('./socket-memory-client.ts', import.meta.url));
const SOCKETS = 1000;
/** Let the servers' buffers settle after the last handshake before reading their memory. */
const SETTLE_MS = 2000;

const next = <T>(child: ChildProcess, pick: (message: Record<string, unknown>) => T | undefined): Promise<T> =>
  new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (typeof message !== 'object' || message === null) return;
      const record = message as Record<string, unknown>;
      if (typeof record.failed === 'string') reject(new Error(record.failed));
      const value = pick(record);
      if (value === undefined) return;
      child.off('message', onMessage);
      resolve(value);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`process ended (${code ?? 'signal'})`)));
  });

const stopped = async (child: ChildProcess) => {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send('stop');
  await exited;
};

/** Resident memory of one server before and after a load client (a process of its own) connects 1,000 signed-in sockets. */
const measure = async (kind: 'referly' | 'bare', dataDir: string): Promise<{ before: number; after: number }> => {
  const server = fork(serverChild, [kind, dataDir, String(SOCKETS)], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    const { port, tokens } = await next(server, (m) => (typeof m.port === 'number' ? { port: m.port, tokens: m.tokens as string[] } : undefined));
    const rss = () => {
      const answer = next(server, (m) => (typeof m.rss === 'number' ? m.rss : undefined));
      server.send('rss');
      return answer;
    };
    await sleep(SETTLE_MS);
    const before = await rss();
    const client = fork(clientChild, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    try {
      await next(client, (m) => (m.up === true ? true : undefined));
      const connected = next(client, (m) => (typeof m.connected === 'number' ? m.connected : undefined));
      client.send({ type: 'connect', url: `http://127.0.0.1:${port}`, tokens });
      if ((await connected) !== SOCKETS) throw new Error('not every socket connected');
      await sleep(SETTLE_MS);
      return { before, after: await rss() };
    } finally {
      await stopped(client);
    }
  } finally {
    await stopped(server);
  }
};

/**
 * (c) what 1,000 connected, signed-in sockets add to the resident memory of Referly started on the bench's log, beside a
 * bare Socket.IO server (token check, a room per person) connected by the same client.
 */
export const benchSocketMemory = async (dataDir: string, label: string): Promise<Row[]> => {
  const bare = await measure('bare', dataDir);
  const ours = await measure('referly', dataDir);
  const ratio = (ours.after - ours.before) / Math.max(1, bare.after - bare.before);
  return [
    {
      measure: `rss per 1,000 connected sockets (${label})`,
      ours: megabytes(ours.after - ours.before),
      baseline: megabytes(bare.after - bare.before),
      ratio: `${ratio.toFixed(2)}×`,
      note: `rss before → after: ours ${megabytes(ours.before)} → ${megabytes(ours.after)}, bare ${megabytes(bare.before)} → ${megabytes(bare.after)}; the client in a process of its own`,
    },
  ];
};
