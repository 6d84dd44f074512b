import { DomainError, type FileRef } from '@referly/domain';
import type { FileStore } from '@referly/infra/ports/file-store';
import type { RequestHandler } from 'express';
import multer from 'multer';
import { contentTypeOf, type FileKind } from './file-content.ts';

/** Kinds of upload a route may take, each checked by its bytes (see file-content.ts), not by its name or the browser's word. */
export type UploadKind = FileKind;

export type UploadedFile = { field: string; originalName: string; extension: UploadKind; mime: string; size: number; buffer: Buffer };

declare global {
  namespace Express {
    interface Locals {
      uploads?: UploadedFile[];
    }
  }
}

/** What any upload route answers (400) to a body that is not readable multipart: no boundary, cut short, or garbage. */
export const malformedUploadMessage = 'The upload could not be read: please send the form again as multipart/form-data.';

const extensionOf = (name: string) => name.toLowerCase().split('.').pop() ?? '';

/**
 * multipart/form-data with size and count limits held in memory; every file must carry an allowed extension
 * AND content whose magic bytes match it, so a renamed .exe is refused. Files land in res.locals.uploads.
 */
export const acceptUploads = (options: { fields: string[]; kinds: UploadKind[]; maxBytes: number; message: string }): [RequestHandler, RequestHandler] => {
  const parser = multer({
    storage: multer.memoryStorage(),
    // a file name's bytes are UTF-8 as browsers send them (busboy would read them as latin1)
    defParamCharset: 'utf8',
    limits: { fileSize: options.maxBytes, files: options.fields.length, fields: 50 },
  }).fields(options.fields.map((name) => ({ name, maxCount: 1 })));

  const parse: RequestHandler = (req, res, next) =>
    parser(req, res, (error: unknown) => {
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE')
          return next(new DomainError('payload_too_large', `Files must be at most ${Math.round(options.maxBytes / 1024 / 1024)} MB.`));
        return next(new DomainError('validation_failed', options.message));
      }
      // busboy's own failures (no boundary, an unexpected end, a malformed part) are the sender's, never a 500
      next(error ? new DomainError('bad_request', malformedUploadMessage) : undefined);
    });

  const check: RequestHandler = async (req, res, next) => {
    const groups = (req.files ?? {}) as Record<string, Express.Multer.File[]>;
    const uploads: UploadedFile[] = [];
    for (const [field, files] of Object.entries(groups)) {
      for (const file of files) {
        const extension = extensionOf(file.originalname);
        if (!(options.kinds as string[]).includes(extension)) throw new DomainError('unsupported_file_type', options.message);
        const kind = extension as UploadKind;
        const mime = await contentTypeOf(kind, file.buffer);
        if (mime === null) throw new DomainError('unsupported_file_type', options.message);
        uploads.push({ field, originalName: file.originalname, extension: kind, mime, size: file.size, buffer: file.buffer });
      }
    }
    res.locals.uploads = uploads;
    next();
  };

  return [parse, check];
};

/** Characters that could make a name read otherwise than it is: controls, and the ones that reverse or isolate text. */
const UNSAFE_IN_NAME = /[\p{Cc}"\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** A file name as shown back to people: its last path part only, in its own script, without anything unsafe in it. */
export const displayName = (name: string, extension: string): string => {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(UNSAFE_IN_NAME, '');
  // '.' and '..' are not names of a file
  return /^\.*$/.test(clean) ? `file.${extension}` : [...clean].slice(0, 200).join('');
};

/** Keeps an accepted upload in the file store; the log remembers it by the store's id, with its name only to show. */
export const keepUpload = async (files: FileStore, upload: UploadedFile): Promise<FileRef> => ({
  fileId: await files.put(upload.buffer),
  name: displayName(upload.originalName, upload.extension),
  mime: upload.mime,
  size: upload.size,
});
