import type { Request, Response } from 'express';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import rangeParser from 'range-parser';

/** Types a file may be served inline as: raster pictures and video, none of which runs script. */
const inlineTypes = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'video/mp4', 'video/webm']);

/** A file name for a header: its own letters and digits, anything else '_' (ASCII in filename, UTF-8 in filename*). */
const headerName = (name: string) => [...name.replace(/[^\p{L}\p{M}\p{N} ._()-]/gu, '_')].slice(0, 150).join('') || 'file';

/**
 * A picture or a video shown in our pages (`<img>`, `<video>`): inline, typed as its magic bytes showed it (anything
 * else goes as bare bytes to download), never sniffed, in a sandbox, and with HTTP Range requests so a video seeks:
 * one range answers 206 with Content-Range, a range outside the file 416 with `Content-Range: bytes *\/size`; several
 * ranges (rare, and multipart to answer) get the whole file. `maxAge` is how long a browser may keep it (seconds).
 */
export type MediaFile = {
  name: string;
  mime: string;
  maxAge: number;
  size: number;
  /** the bytes from start to end (inclusive), or all of them: streamed, never held whole (the file store's `open`) */
  read: (range?: { start: number; end: number }) => Readable;
};

/** Sends the bytes as they are read; a store that fails midway ends the reply cut short (the headers are gone). */
const send = async (req: Request, res: Response, body: () => Readable): Promise<void> => {
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  try {
    await pipeline(body(), res);
  } catch {
    res.destroy();
  }
};

export const sendMedia = async (req: Request, res: Response, file: MediaFile): Promise<void> => {
  const { size } = file;
  const inline = inlineTypes.has(file.mime);
  const name = headerName(file.name);
  res.setHeader('Content-Type', inline ? file.mime : 'application/octet-stream');
  res.setHeader(
    'Content-Disposition',
    `${inline ? 'inline' : 'attachment'}; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
  );
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  res.setHeader('Cache-Control', `private, max-age=${file.maxAge}`);
  res.setHeader('Accept-Ranges', 'bytes');

  const header = req.headers.range;
  const ranges = header === undefined ? -2 : rangeParser(size, header, { combine: true });
  if (ranges === -1) {
    res.status(416).setHeader('Content-Range', `bytes */${size}`);
    res.end();
    return;
  }
  // -2: no Range, or one not in bytes or malformed, which RFC 9110 says to ignore; a multi-range: the whole file
  const only = ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0] : undefined;
  if (only) {
    const { start, end } = only;
    res.status(206).setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
    res.setHeader('Content-Length', String(end - start + 1));
    await send(req, res, () => file.read({ start, end }));
    return;
  }
  res.setHeader('Content-Length', String(size));
  // an empty file has no byte to range over
  await send(req, res, () => file.read());
};
