import type { FileRef } from '@referly/domain';
import type { Response } from 'express';

/**
 * An uploaded file back to someone allowed to have it: always as a download (never rendered in our origin), its type
 * the one its magic bytes showed, its name as given but without anything that could break the header.
 */
export const sendFile = (res: Response, file: FileRef, content: Buffer): void => {
  const name = file.name.replace(/[^\p{L}\p{N} ._()-]/gu, '_').slice(0, 150) || 'file';
  res.setHeader('Content-Type', file.mime);
  res.setHeader('Content-Disposition', `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`);
  res.setHeader('Content-Length', String(content.length));
  res.end(content);
};
