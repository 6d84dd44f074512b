// A web server for section (m) in a process of its own: `referly DATA_DIR CLIENT_DIR` (the real server, embedded, serving
// the built client from CLIENT_DIR) or `static DATA_DIR CLIENT_DIR` (the bare baseline: the same built files from a
// plain node:http static server, gzip as Referly sends it). It prints {"port"} when ready and ends on "stop".
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startReferly } from '@referly/server/start';
import { embeddedConfig } from './embedded-config.ts';

const [kind, dataDir, clientDir] = process.argv.slice(2);
if ((kind !== 'referly' && kind !== 'static') || dataDir === undefined || clientDir === undefined)
  throw new Error('usage: landing-child.ts referly|static DATA_DIR CLIENT_DIR');

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};
// what express's compression() compresses: text, not the already compressed images and fonts
const compressible = (type: string) => /^text\/|javascript|json|svg/.test(type);

/**
 * The bare baseline: every file read from disk on each request, text gzipped at zlib's default level (compression()'s),
 * index.html for any other path (as an SPA's server does), 404 for /api. Nothing else: no headers middleware, no router.
 */
const startStatic = async (): Promise<{ port: number; close: () => Promise<void> }> => {
  const root = normalize(clientDir);
  const server = createServer((req, res) => {
    void (async () => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      if (path.startsWith('/api/')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"statusCode":404}');
        return;
      }
      const file = normalize(join(root, path));
      let body: Buffer;
      let type: string;
      try {
        if (!file.startsWith(root) || path === '/') throw new Error('index');
        body = await readFile(file);
        type = types[extname(file)] ?? 'application/octet-stream';
      } catch {
        body = await readFile(join(root, 'index.html'));
        type = types['.html'] as string;
      }
      const gzip = compressible(type) && body.length >= 1024 && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      const sent = gzip ? gzipSync(body) : body;
      res.writeHead(200, { 'content-type': type, 'content-length': sent.length, ...(gzip ? { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } : {}) });
      res.end(sent);
    })().catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, close: () => new Promise((resolve) => server.close(() => resolve())) };
};

const startOurs = async () => {
  const referly = await startReferly(embeddedConfig(dataDir), { clientDir });
  return { port: referly.port, close: () => referly.close() };
};

const server = kind === 'referly' ? await startOurs() : await startStatic();
process.on('message', (message) => {
  if (message === 'stop') void server.close().then(() => process.exit(0));
});
process.send?.({ port: server.port });
