import express from 'express';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { expect, it } from 'vitest';
import { accessLog } from './access-log.ts';

it('logs each request with its address, but a download link’s ticket only as ticket=…', async () => {
  const lines: Array<{ url?: string; status?: number }> = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as { url?: string; status?: number });
        done();
      },
    }),
  );
  const app = express();
  const log = accessLog(logger);
  app.use((req, res, next) => {
    log(req, res);
    next();
  });
  app.get('/api/files/1', (_req, res) => void res.send('ok'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await fetch(`${base}/api/files/1?ticket=eyJzdWIi.c2lnbmF0dXJl`);
    await fetch(`${base}/api/files/1?q=Mia&ticket=eyJzdWIi.c2lnbmF0dXJl&x=1`);
    await fetch(`${base}/api/files/1?link=1`);
    await expect.poll(() => lines.length).toBe(3);
  } finally {
    server.close();
  }
  expect(lines.map((line) => [line.url, line.status])).toEqual([
    ['/api/files/1?ticket=…', 200],
    ['/api/files/1?q=Mia&ticket=…&x=1', 200],
    ['/api/files/1?link=1', 200],
  ]);
});
