import express from 'express';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exe, gif, jpeg, malformedMultipart, msi, plainZip, png, rawPost, svg, webp, wordDoc, wordDocx } from '../test-support/upload-files.ts';
import { problemMiddleware } from './problem.ts';
import { acceptUploads, displayName, malformedUploadMessage } from './uploads.ts';

const message = 'Please select a PDF or Word document';
const pictureMessage = 'Please send an image or a document.';
let base = '';
let close: () => void;

beforeAll(async () => {
  const app = express();
  const answer: express.RequestHandler = (_req, res) => {
    res.json({ files: (res.locals.uploads ?? []).map(({ field, originalName, extension, mime, size }) => ({ field, originalName, extension, mime, size })) });
  };
  app.post('/upload', ...acceptUploads({ fields: ['resume'], kinds: ['pdf', 'doc', 'docx', 'jpg'], maxBytes: 1024, message }), answer);
  app.post('/word', ...acceptUploads({ fields: ['resume'], kinds: ['pdf', 'doc', 'docx', 'jpg'], maxBytes: 64 * 1024, message }), answer);
  app.post(
    '/picture',
    ...acceptUploads({ fields: ['content'], kinds: ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'svg', 'webp'], maxBytes: 64 * 1024, message: pictureMessage }),
    answer,
  );
  app.use(problemMiddleware(pino({ level: 'silent' })));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

type Answer = { status: number; body: { files?: { field: string; originalName: string; extension: string; mime: string; size: number }[]; message?: string } };

const send = async (name: string, bytes: Uint8Array, route = '/upload', field = 'resume'): Promise<Answer> => {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${base}${route}`, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
};

const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

describe('uploads', () => {
  it('accepts a real PDF', async () => {
    const res = await send('cv.PDF', pdf);
    expect(res.status).toBe(200);
    expect(res.body.files).toEqual([{ field: 'resume', originalName: 'cv.PDF', extension: 'pdf', mime: 'application/pdf', size: pdf.length }]);
  });

  it('refuses a renamed .exe and a wrong extension with the spec message', async () => {
    for (const [name, bytes] of [
      ['cv.pdf', exe()],
      ['tool.exe', exe()],
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

describe('Word documents', () => {
  it('takes a .docx that is a Word document and a .doc that is an OLE file with a WordDocument stream', async () => {
    const docx = wordDocx();
    const doc = wordDoc();
    expect((await send('cv.docx', docx, '/word')).body.files?.[0]).toEqual({
      field: 'resume',
      originalName: 'cv.docx',
      extension: 'docx',
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      size: docx.length,
    });
    expect((await send('cv.doc', doc, '/word')).body.files?.[0]).toEqual({
      field: 'resume',
      originalName: 'cv.doc',
      extension: 'doc',
      mime: 'application/msword',
      size: doc.length,
    });
  });

  it('refuses a plain ZIP holding a program named .docx, a ZIP lacking either Word part, and an .msi named .doc', async () => {
    const cases: [string, Buffer][] = [
      ['resume.docx', plainZip({ 'setup.exe': exe() })],
      ['resume.docx', plainZip({ 'word/document.xml': '<w:document/>' })],
      ['resume.docx', plainZip({ '[Content_Types].xml': '<Types/>', 'word/other.xml': '<x/>' })],
      ['resume.docx', wordDoc()],
      ['resume.doc', msi()],
      ['resume.doc', wordDocx()],
    ];
    for (const [name, bytes] of cases)
      expect(await send(name, bytes, '/word'), name).toEqual({ status: 415, body: expect.objectContaining({ message }) as unknown });
  });
});

describe('pictures', () => {
  it('reads each raster picture by its magic bytes, and an SVG as a file like any other', async () => {
    const kinds: [string, Buffer, string][] = [
      ['a.png', png, 'image/png'],
      ['a.jpg', jpeg(), 'image/jpeg'],
      ['a.gif', gif, 'image/gif'],
      ['a.webp', webp, 'image/webp'],
      ['a.svg', svg, 'image/svg+xml'],
    ];
    for (const [name, bytes, mime] of kinds) expect((await send(name, bytes, '/picture', 'content')).body.files?.[0]?.mime, name).toBe(mime);
  });

  it('refuses bytes that are not what the name says', async () => {
    for (const [name, bytes] of [
      ['a.png', exe()],
      ['a.png', jpeg()],
      ['a.svg', png],
      ['a.svg', Buffer.from('<html><body>not an image</body></html>')],
    ] as const)
      expect((await send(name, bytes, '/picture', 'content')).status, name).toBe(415);
  });
});

describe('malformed multipart', () => {
  it.each(malformedMultipart('resume'))('answers a body with $label 400 with a clear message, never 500', async ({ contentType, body }) => {
    expect(await rawPost(base, '/upload', contentType, body)).toEqual({
      status: 400,
      body: expect.objectContaining({ message: malformedUploadMessage }) as unknown,
    });
  });
});

describe('file names', () => {
  it('keeps a name in UTF-8 as it was sent', async () => {
    expect((await send('résumé.pdf', pdf)).body.files?.[0]?.originalName).toBe('résumé.pdf');
    expect((await send('履歴書.pdf', pdf)).body.files?.[0]?.originalName).toBe('履歴書.pdf');
  });
});

describe('displayName', () => {
  it('keeps the last segment of a path, in UTF-8, without control or direction-changing characters or quotes', () => {
    expect(displayName('C:\\Users\\me\\résumé.pdf', 'pdf')).toBe('résumé.pdf');
    expect(displayName('../../履歴書.pdf', 'pdf')).toBe('履歴書.pdf');
    expect(displayName('cv\u202Efdp.exe', 'exe')).toBe('cvfdp.exe');
    expect(displayName('a"b\u0007c\u2066.pdf', 'pdf')).toBe('abc.pdf');
    expect(displayName('dir/', 'pdf')).toBe('file.pdf');
    expect(displayName('../..', 'pdf')).toBe('file.pdf');
    expect(displayName('a/.', 'doc')).toBe('file.doc');
    expect(displayName(`${'é'.repeat(250)}.pdf`, 'pdf')).toBe('é'.repeat(200));
  });
});
