import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../test-support/marketplace.ts';
import { call as callNode, startNode as startSharedNode, stopNode, type Node } from '../test-support/scaled-processes.ts';

// Two full Referly processes on one data folder and one Redis (a prefix of their own), as two nodes behind a load
// balancer: what a socket on one says to a room reaches the room's sockets on the other.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `referly-test-${randomUUID().slice(0, 8)}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'referly-live-nodes-'));

const nodes: Node[] = [];
const sockets: Socket[] = [];

const startNode = async (): Promise<Node> => {
  const node = await startSharedNode('live', process.env, { DATA_DIR: dataDir, REDIS_URL: redisUrl, REDIS_PREFIX: prefix });
  nodes.push(node);
  return node;
};

/** Calls a node, reading after the newest position either node gave (each node projects the shared log itself). */
let lastPosition = 0;
const call = async (node: Node, method: string, url: string, body?: unknown, token?: string) => {
  const reply = await callNode(node, method, url, body, token, { 'x-referly-after': String(lastPosition) });
  lastPosition = Math.max(lastPosition, reply.position);
  return reply;
};

type Client = { socket: Socket; events: { type: string; data: Record<string, unknown> }[]; typing: unknown[]; presence: unknown[] };
const connect = (node: Node, token: string) =>
  new Promise<Client>((resolve, reject) => {
    const socket = io(node.url, { auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    const client: Client = { socket, events: [], typing: [], presence: [] };
    socket.on('event', (event: Client['events'][number]) => client.events.push(event));
    socket.on('chat:typing', (event: unknown) => client.typing.push(event));
    socket.on('presence', (event: unknown) => client.presence.push(event));
    socket.once('ready', () => resolve(client));
    socket.once('connect_error', reject);
  });

let first: Node;
let second: Node;
beforeAll(async () => {
  // one after the other: the first seeds the demo accounts, the second finds them
  first = await startNode();
  second = await startNode();
}, 120_000);

afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await Promise.all(nodes.map((node) => stopNode(node)));
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

describe('two server processes sharing rooms through Redis', () => {
  it('delivers a message sent on one to a socket on the other, and typing and presence between sockets on either', async () => {
    const seeker = String((await call(first, 'POST', '/api/user/login', { email: 'seeker@referly.dev', password: DEMO_PASSWORD })).body.data?.token);
    const riley = String((await call(second, 'POST', '/api/user/login', { email: 'referrer@referly.dev', password: DEMO_PASSWORD })).body.data?.token);
    // the demo seeker's paid request at Atlassian, where Riley refers
    const chatId = '00000000-0000-4000-c000-000000000002';
    const mine = await connect(first, seeker);
    const rileys = await connect(second, riley);
    const demoSeekerId = (await call(first, 'GET', '/api/user/profile', undefined, seeker)).body.data?._id;
    // who is online is asked of both nodes
    expect(await rileys.socket.timeout(5000).emitWithAck('chat:watch', { chatId })).toEqual({ ok: true, online: [demoSeekerId] });
    expect(await mine.socket.timeout(5000).emitWithAck('chat:watch', { chatId })).toMatchObject({ ok: true });

    expect(await mine.socket.timeout(5000).emitWithAck('chat:typing', { chatId, typing: true })).toEqual({ ok: true });
    await vi.waitUntil(() => rileys.typing.length === 1, { timeout: 5000 });
    expect(rileys.typing[0]).toMatchObject({ chatId, userId: demoSeekerId, typing: true });

    const form = new FormData();
    form.append('chatId', chatId);
    form.append('contentType', 'text');
    form.append('content', 'Sent on the first node');
    const sent = await call(first, 'POST', `/api/chat/${chatId}/sendMessage`, form, seeker);
    expect(sent.status).toBe(201);
    const messages = () => rileys.events.filter((event) => event.type === 'ChatMessageSent');
    await vi.waitUntil(() => messages().length === 1, { timeout: 10_000 });
    expect(messages()[0]?.data).toMatchObject({ chatId, messageId: (sent.body.data?.newMessage as { _id: string })._id });

    mine.socket.disconnect();
    await vi.waitUntil(() => rileys.presence.length === 1, { timeout: 5000 });
    expect(rileys.presence).toEqual([{ userId: demoSeekerId, online: false }]);
    // each node pushes the log's events to its own sockets only: the message came once, not once per node
    await sleep(500);
    expect(messages()).toHaveLength(1);
    expect(rileys.typing).toHaveLength(1);
  }, 60_000);
});
