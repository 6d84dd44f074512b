import express from 'express';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemMiddleware } from './problem.ts';
import { acceptUploads } from './uploads.ts';

const message = 'Please select a PDF or Word document';
let url = '';
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.post('/upload', ...acceptUploads({ fields: ['resume'], kinds: ['pdf', 'doc', 'docx', 'jpg'], maxBytes: 1024, message }), (_req, res) => {
    res.json({ files: (res.locals.uploads ?? []).map(({ field, extension, mime, size }) => ({ field, extension, mime, size })) });
  });
  app.use(problemMiddleware(pino({ level: 'silent' })));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/upload`;
  close = () => server.close();
});
afterAll(() => close());

const send = async (name: string, bytes: Uint8Array<ArrayBuffer>) => {
  const form = new FormData();
  form.append('resume', new Blob([bytes]), name);
  const res = await fetch(url, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as { files?: unknown[]; message?: string } };
};

const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00]);

describe('uploads', () => {
  it('accepts a real PDF', async () => {
    const res = await send('cv.PDF', pdf);
    expect(res.status).toBe(200);
    expect(res.body.files).toEqual([{ field: 'resume', extension: 'pdf', mime: 'application/pdf', size: pdf.length }]);
  });

  it('refuses a renamed .exe and a wrong extension with the spec message', async () => {
    for (const [name, bytes] of [
      ['cv.pdf', exe],
      ['tool.exe', exe],
      ['cv.txt', pdf],
    ] as const) {
      const res = await send(name, bytes);
      expect(res.status).toBe(415);
      expect(res.body.message).toBe(message);
    }
  });

  it('refuses a file over the size limit', async () => {
    const big = new Uint8Array(2048);
    big.set(pdf);
    expect((await send('cv.pdf', big)).status).toBe(413);
  });
});
