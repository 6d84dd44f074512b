import { fork, type ChildProcess } from 'node:child_process';
import { NODE_FLAGS } from '@referly/server/node-flags';
import { fileURLToPath } from 'node:url';

const child = fileURLToPath(new URL('./server-child.ts', import.meta.url));

export type ServerProcess = { base: string; pid: number; cpuMs: () => Promise<number>; stop: () => Promise<void> };

const next = <T>(process: ChildProcess, pick: (message: unknown) => T | undefined): Promise<T> =>
  new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      const value = pick(message);
      if (value === undefined) return;
      process.off('message', onMessage);
      process.off('exit', onExit);
      resolve(value);
    };
    const onExit = (code: number | null) => reject(new Error(`server process ended (${code ?? 'signal'})`));
    process.on('message', onMessage);
    process.once('exit', onExit);
  });

const field = (name: string) => (message: unknown) =>
  typeof message === 'object' && message !== null && name in message ? Number((message as Record<string, unknown>)[name]) : undefined;

/**
 * Starts `server-child.ts` in a process of its own and waits until it listens. With a Redis prefix, `referly` runs on
 * Redis (REDIS_URL 127.0.0.1:6379) and `bare-chat` shares its rooms through the Redis streams adapter. With `demo: false`
 * Referly starts without its demo data; with `workers: false` it runs the server and its read models but no reactors
 * (a server node of the scaled deployment, beside one process that runs the workers).
 */
export const startServerProcess = async (
  kind: 'referly' | 'bare' | 'bare-payments' | 'bare-chat' | 'bare-feed' | 'bare-reviews' | 'bare-forum' | 'bare-capacity',
  dataDir: string,
  redisPrefix?: string,
  options: { demo?: boolean; workers?: boolean } = {},
): Promise<ServerProcess> => {
  const server = fork(child, [kind, dataDir, ...(redisPrefix ? [redisPrefix] : [])], {
    // both sides run with the flags Referly's start scripts give node
    execArgv: [...NODE_FLAGS, '--import', 'tsx'],
    env: { ...process.env, ...(options.demo === false ? { BENCH_DEMO: 'false' } : {}), ...(options.workers === false ? { BENCH_WORKERS: 'false' } : {}) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await next(server, field('port'));
  return {
    base: `http://127.0.0.1:${port}`,
    pid: server.pid ?? 0,
    cpuMs: () => {
      const answer = next(server, field('cpuMs'));
      server.send('cpu');
      return answer;
    },
    stop: async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.send('stop');
      await exited;
    },
  };
};

/**
 * A load client in a process of its own (`file`), spoken to by messages: `ask` sends one and waits for the next reply
 * of the named type (a `failed` reply rejects); `stop` sends `{ type: 'stop' }` and waits for it to exit.
 */
export const startLoadProcess = <To extends { type: string }, From extends { type: string }>(file: string) => {
  const load: ChildProcess = fork(file, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ask = <T extends From['type']>(message: To, answer: T): Promise<Extract<From, { type: T }>> =>
    new Promise((resolve, reject) => {
      const onMessage = (reply: From) => {
        if (reply.type !== answer && reply.type !== 'failed') return;
        load.off('message', onMessage);
        load.off('exit', onExit);
        if (reply.type === 'failed') reject(new Error(`load client: ${String((reply as { error?: unknown }).error)}`));
        else resolve(reply as Extract<From, { type: T }>);
      };
      const onExit = (code: number | null) => reject(new Error(`load client ended (${code ?? 'signal'})`));
      load.on('message', onMessage);
      load.once('exit', onExit);
      load.send(message);
    });
  const stop = async () => {
    if (load.exitCode !== null) return;
    const exited = new Promise((resolve) => load.once('exit', resolve));
    load.send({ type: 'stop' });
    await exited;
  };
  return { ask, stop, pid: load.pid ?? 0 };
};
