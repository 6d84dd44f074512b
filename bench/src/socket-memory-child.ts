// Run by socket-memory.ts in a process of its own: Referly (started on the bench's log) or a bare Socket.IO server, and
// on the same machine the load client's sockets; answers its resident memory when asked (IPC 'rss').
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startReferly } from '@referly/server/start';
import { createTokens } from '@referly/server/auth/tokens';
import { loadConfig } from '@referly/infra/config';
import { Server } from 'socket.io';

const [kind, dataDir, count] = [process.argv[2], process.argv[3], Number(process.argv[4] ?? 1000)];
if ((kind !== 'referly' && kind !== 'bare') || dataDir === undefined) throw new Error('usage: socket-memory-child.ts referly|bare DATA_DIR COUNT');

const SECRET = 'bench-socket-memory-secret-0123456789abcdef';
const TTL_SECONDS = 3600;
// the bench log's accounts (account-log.ts): bench-user-0, -1, …; every fifth a referrer
const people = Array.from({ length: count }, (_, n) => ({ sub: `bench-user-${n}`, role: n % 5 === 0 ? ('referrer' as const) : ('jobSeeker' as const) }));

const startOurs = async () => {
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', JWT_SECRET: SECRET, OTP_SECRET: SECRET });
  const referly = await startReferly(config);
  const tokens = createTokens(SECRET, TTL_SECONDS);
  // a session started after every password change of the log: the authenticator lets it in, as it would a fresh sign-in
  const sp = Number.MAX_SAFE_INTEGER;
  return { port: referly.port, tokens: people.map((p) => tokens.signAccess({ ...p, sid: randomUUID(), sp })), close: () => referly.close() };
};

/**
 * The least a server holding signed-in sockets does: verify the bearer (HS256, jsonwebtoken through the same small
 * wrapper), join the person's room, say ready. No session or account look-up, no features' rooms.
 */
const startBare = async () => {
  const tokens = createTokens(SECRET, TTL_SECONDS);
  const http = createServer();
  const io = new Server(http, { serveClient: false });
  io.use((socket, next) => {
    try {
      socket.data.userId = tokens.verifyAccess(String(socket.handshake.auth.token)).sub;
      next();
    } catch {
      next(new Error('unauthorized'));
    }
  });
  io.on('connection', (socket) => {
    void socket.join(`user:${String(socket.data.userId)}`);
    socket.emit('ready', { position: 0 });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    port: (http.address() as AddressInfo).port,
    tokens: people.map((p) => tokens.signAccess({ ...p, sid: randomUUID(), sp: 0 })),
    close: async () => {
      await io.close();
    },
  };
};

const server = kind === 'referly' ? await startOurs() : await startBare();
process.on('message', (message) => {
  if (message === 'rss') {
    // both after a full collection (the process runs with --expose-gc), so that before and after compare
    (globalThis as { gc?: () => void }).gc?.();
    const { rss, heapUsed, external } = process.memoryUsage();
    process.send?.({ rss, live: heapUsed + external });
  }
  if (message === 'stop') void server.close().then(() => process.exit(0));
});
process.send?.({ port: server.port, tokens: server.tokens });
