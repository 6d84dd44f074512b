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
 * Referly starts without its demo data.
 */
export const startServerProcess = async (
  kind: 'referly' | 'bare' | 'bare-payments' | 'bare-chat' | 'bare-feed' | 'bare-reviews' | 'bare-forum' | 'bare-capacity',
  dataDir: string,
  redisPrefix?: string,
  options: { demo?: boolean } = {},
): Promise<ServerProcess> => {
  const server = fork(child, [kind, dataDir, ...(redisPrefix ? [redisPrefix] : [])], {
    // both sides run with the flags Referly's start scripts give node
    execArgv: [...NODE_FLAGS, '--import', 'tsx'],
    env: { ...process.env, ...(options.demo === false ? { BENCH_DEMO: 'false' } : {}) },
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
