import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApi } from './api.ts';

/** For tests: one request as the fake API received it. */
export type ReceivedRequest = { method: string; url: string; authorization?: string; body: unknown };
export type FakeReply = { status?: number; body?: unknown; headers?: Record<string, string> };

/**
 * For tests: a real HTTP server on a free port that answers as the test says, with lib/api pointed at it,
 * so the code under test makes its real requests. Answers may be promises the test settles later.
 */
export const startFakeApi = async (answer: (request: ReceivedRequest) => FakeReply | Promise<FakeReply>) => {
  const received: ReceivedRequest[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const request: ReceivedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
        body: raw ? JSON.parse(raw) : null,
      };
      received.push(request);
      void Promise.resolve(answer(request)).then((reply) => {
        const status = reply.status ?? 200;
        res.writeHead(status, { 'Content-Type': status >= 400 ? 'application/problem+json' : 'application/json', ...reply.headers });
        res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApi({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  return {
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
