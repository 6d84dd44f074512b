import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { freePort, redisServer, type RedisServer } from '../test-support/scaled-processes.ts';
import { redisStreamsAdapter } from './redis-adapter.ts';

// One node's Socket.IO on the Redis streams adapter, with a Redis of the test's own to freeze.
let redis: RedisServer;
let io: Server;
let adapter: ReturnType<typeof redisStreamsAdapter>;
let url = '';
const clients: Socket[] = [];

beforeAll(async () => {
  redis = redisServer(await freePort());
  await redis.start();
  adapter = redisStreamsAdapter(redis.url, `referly-adapter-${Date.now()}`, () => undefined);
  const http = createServer();
  io = new Server(http, { adapter: adapter.adapter });
  io.on('connection', (socket) => void socket.join('room'));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterAll(async () => {
  clients.forEach((client) => client.disconnect());
  redis.resume();
  await new Promise<void>((resolve) => io.close(() => resolve()));
  await adapter.close();
  await redis.close();
});

it("still reaches this node's own sockets in a room while Redis is frozen, within a second or so", async () => {
  const client = connect(url, { transports: ['websocket'], reconnection: false });
  clients.push(client);
  const heard: unknown[] = [];
  client.on('note', (note: unknown) => heard.push(note));
  await new Promise<void>((resolve, reject) => {
    client.once('connect', () => resolve());
    client.once('connect_error', reject);
  });
  await vi.waitFor(() => expect(io.of('/').adapter.rooms.get('room')?.size).toBe(1), { timeout: 5000 });
  io.to('room').emit('note', 'before');
  await vi.waitFor(() => expect(heard).toEqual(['before']), { timeout: 5000 });

  redis.pause();
  io.to('room').emit('note', 'frozen');
  await vi.waitFor(() => expect(heard).toEqual(['before', 'frozen']), { timeout: 3000, interval: 50 });
});
