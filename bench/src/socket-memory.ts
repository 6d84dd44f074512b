import { fork, type ChildProcess } from 'node:child_process';
import { NODE_FLAGS } from '@referly/server/node-flags';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { megabytes, ratio, type Row } from './table.ts';

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
type Memory = { rss: number; live: number };
const measure = async (kind: 'referly' | 'bare', dataDir: string): Promise<{ before: Memory; after: Memory }> => {
  const server = fork(serverChild, [kind, dataDir, String(SOCKETS)], {
    execArgv: [...NODE_FLAGS, '--expose-gc', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const { port, tokens } = await next(server, (m) => (typeof m.port === 'number' ? { port: m.port, tokens: m.tokens as string[] } : undefined));
    const rss = () => {
      const answer = next(server, (m) => (typeof m.rss === 'number' && typeof m.live === 'number' ? { rss: m.rss, live: m.live } : undefined));
      server.send('rss');
      return answer;
    };
    // a first full collection frees what start-up left, and its pages go back to the system a little later
    await rss();
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
  const grew = (side: { before: Memory; after: Memory }, key: keyof Memory) => side.after[key] - side.before[key];
  return [
    {
      measure: `rss per 1,000 connected sockets (${label}), each reading after a full GC`,
      ours: megabytes(grew(ours, 'rss')),
      baseline: megabytes(grew(bare, 'rss')),
      ratio: ratio(grew(ours, 'rss'), Math.max(1, grew(bare, 'rss'))),
      note: `rss before → after: ours ${megabytes(ours.before.rss)} → ${megabytes(ours.after.rss)}, bare ${megabytes(bare.before.rss)} → ${megabytes(bare.after.rss)}; the client in a process of its own`,
    },
    {
      measure: '  live heap + external per 1,000 sockets, after a full GC',
      ours: megabytes(grew(ours, 'live')),
      baseline: megabytes(grew(bare, 'live')),
      ratio: ratio(grew(ours, 'live'), Math.max(1, grew(bare, 'live'))),
      note: 'a server started on a long log keeps pages of heap it has freed: its rss may take sockets in without growing',
    },
  ];
};
