import type { Request, RequestHandler } from 'express';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

type Page = { mtimeMs: number; size: number; lastModified: string; etag: string; identity: Buffer; gzip: Buffer; br: Buffer };

const build = (file: string): Page => {
  const { mtimeMs, size, mtime } = statSync(file);
  const identity = readFileSync(file);
  return {
    mtimeMs,
    size,
    lastModified: mtime.toUTCString(),
    // one weak tag for all three encodings of the same page (compression() made sendFile's tag weak too)
    etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  };
};

/** br when the caller takes it (as compression() prefers), else gzip, else the page as it is */
const encodingFor = (req: Request): 'br' | 'gzip' | 'identity' => {
  if (req.acceptsEncodings('br') === 'br') return 'br';
  if (req.acceptsEncodings('gzip') === 'gzip') return 'gzip';
  return 'identity';
};

/**
 * The client's index.html, answered from memory, compressed once (brotli and gzip at their best levels) with its
 * Content-Length: no file read, no compression stream, no chunked reply per visit. Checked again on every visit
 * (`no-cache`, ETag and Last-Modified, 304 when unchanged); a rebuilt index.html (its size or time changed) is read
 * again on the next request, so a running server never names assets the build no longer has.
 */
export const clientPage = (file: string): RequestHandler => {
  let page = build(file);
  return (req, res, next) => {
    void stat(file)
      .then((now) => {
        if (now.mtimeMs !== page.mtimeMs || now.size !== page.size) page = build(file);
        const encoding = encodingFor(req);
        const body = page[encoding];
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader('ETag', page.etag);
        res.setHeader('Last-Modified', page.lastModified);
        if (req.fresh) {
          res.status(304).end();
          return;
        }
        if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
        res.setHeader('Content-Length', body.length);
        res.status(200).end(req.method === 'HEAD' ? undefined : body);
      })
      .catch(next);
  };
};
