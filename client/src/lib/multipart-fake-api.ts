import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { File as NodeFile } from 'node:buffer';
import { vi } from 'vitest';
import { configureApi } from './api';

/** For tests: one request as the server received it, its body kept as bytes. */
export type RawRequest = { method: string; url: string; contentType: string; raw: Buffer };
/** A reply's body is sent as JSON, or as these bytes of this type (a file's download) when it is a Buffer. */
export type RawReply = { status?: number; body: unknown; type?: string };

/**
 * jsdom's FormData and File are not the ones Node's fetch can send (it never finishes such a body), so the tests'
 * fetch hands Node the same fields and files, names and bytes included, as a browser would send them.
 */
const nodeFormData = async (form: FormData) => {
  const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
  const copy = new NodeFormData();
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') copy.append(key, value);
    else copy.append(key, new NodeFile([new Uint8Array(await value.arrayBuffer())], value.name, { type: value.type }) as unknown as Blob, value.name);
  }
  return copy;
};

/**
 * For tests: lib/fake-api's real HTTP server, for pages that send multipart. Each body is kept as bytes and
 * `formOf` reads one back as the server would; JSON bodies are read with `jsonOf`.
 */
export const startMultipartFakeApi = async (answer: (request: RawRequest) => RawReply) => {
  const realFetch = globalThis.fetch;
  let origin = '';
  // a path alone (a file's download url) goes to the fake, as in the browser it goes to the page's own origin
  const fetchSpy = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input, init) =>
      realFetch(
        typeof input === 'string' && input.startsWith('/') ? `${origin}${input}` : input,
        init?.body instanceof FormData ? { ...init, body: await nodeFormData(init.body) } : init,
      ),
    );
  const received: RawRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', contentType: req.headers['content-type'] ?? '', raw: Buffer.concat(chunks) };
      received.push(request);
      const reply = answer(request);
      const status = reply.status ?? 200;
      if (Buffer.isBuffer(reply.body)) {
        res.writeHead(status, { 'Content-Type': reply.type ?? 'application/octet-stream' });
        return res.end(reply.body);
      }
      res.writeHead(status, { 'Content-Type': status >= 400 ? 'application/problem+json' : 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configureApi({ baseUrl: origin });
  return {
    received,
    formOf: (request: RawRequest) => new Response(new Uint8Array(request.raw), { headers: { 'content-type': request.contentType } }).formData(),
    jsonOf: (request: RawRequest): unknown => JSON.parse(request.raw.toString() || 'null'),
    close: async () => {
      fetchSpy.mockRestore();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
