import { isPictureType, type FileRef } from '@referly/domain';
import type { Response } from 'express';
import { replyWithLink } from './download-links.ts';

/** Types a download may be labelled with: none of them runs script. Anything else (an SVG) goes as bare bytes. */
const labelled = new Set<string>([
  'application/pdf',
  'application/msword',
  'application/x-cfb',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/zip',
  'image/bmp',
]);

/**
 * An uploaded file back to someone allowed to have it: always as a download (never rendered in our origin, even
 * opened on its own: no sniffing, and a sandbox with no sources for anything it holds), typed as its magic bytes showed
 * unless that type could carry script, its name as given but without anything that could break the header. Asked for
 * a link (`?link=1`, http/download-links.ts), it answers the signed link to download it from instead.
 */
export const sendFile = (res: Response, file: FileRef, content: Buffer): void => {
  if (replyWithLink(res)) return;
  const name = [...file.name.replace(/[^\p{L}\p{M}\p{N} ._()-]/gu, '_')].slice(0, 150).join('') || 'file';
  res.setHeader('Content-Type', isPictureType(file.mime) || labelled.has(file.mime) ? file.mime : 'application/octet-stream');
  res.setHeader('Content-Disposition', `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  res.setHeader('Content-Length', String(content.length));
  res.end(content);
};
