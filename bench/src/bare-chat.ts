import { createAdapter } from '@socket.io/redis-streams-adapter';
import express from 'express';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Server } from 'socket.io';
import { BENCH_REDIS_URL } from './embedded-config.ts';

/** Which chats the bare relay knows, and the two people on each: `chats.json` in its data folder, written by the bench. */
export type BareChats = Record<string, [string, string]>;
export const BARE_CHATS_FILE = 'chats.json';

/**
 * The bare baseline of (g) and (h): a Socket.IO relay, what any server delivering a chat message with these parts would
 * at least spend. A socket joins its user's room (`auth.token` is the user id, unchecked); the same multipart POST as
 * Referly's is parsed, and its text emitted to both people's rooms. With a Redis prefix, rooms are shared between
 * processes through `@socket.io/redis-streams-adapter`, as Referly's are.
 */
export const startBareChat = async (dataDir: string, redisPrefix?: string) => {
  const chats = new Map(Object.entries(JSON.parse(readFileSync(join(dataDir, BARE_CHATS_FILE), 'utf8')) as BareChats));
  const redis = redisPrefix ? new Redis(BENCH_REDIS_URL) : undefined;
  const app = express();
  const http = createServer(app);
  const io = new Server(http, {
    serveClient: false,
    ...(redis ? { adapter: createAdapter(redis, { streamName: `${redisPrefix}:bare-chat`, channelPrefix: `${redisPrefix}:bare-chat` }) } : {}),
  });
  io.on('connection', (socket) => {
    void socket.join(`user:${String(socket.handshake.auth.token)}`);
    socket.emit('ready', { position: 0 });
  });
  let position = 0;
  app.post('/api/chat/:chatId/sendMessage', async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': req.get('content-type') ?? '' } }).formData();
    const sender = (req.get('authorization') ?? '').replace(/^Bearer /, '');
    const people = chats.get(req.params.chatId);
    const content = form.get('content');
    if (!people || !people.includes(sender) || typeof content !== 'string' || content === '') {
      res.status(404).json({ statusCode: 404, message: 'This chat does not exist.' });
      return;
    }
    position += 1;
    const messageId = randomUUID();
    const at = new Date().toISOString();
    io.to(people.map((userId) => `user:${userId}`)).emit('event', {
      type: 'ChatMessageSent',
      position,
      data: { chatId: req.params.chatId, messageId, sender: { userId: sender }, at, text: content },
    });
    res.status(201).json({ statusCode: 201, data: { newMessage: { _id: messageId, content: { type: 'text', value: content }, timestamp: at } } });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    port: (http.address() as AddressInfo).port,
    close: async () => {
      await io.close();
      redis?.disconnect();
    },
  };
};
