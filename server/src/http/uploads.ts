import { DomainError, type FileRef } from '@referly/domain';
import type { FileStore } from '@referly/infra/ports/file-store';
import type { RequestHandler } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import multer from 'multer';

/** Kinds of upload we accept, each checked by its magic bytes, not by its name or the browser's word. */
const allowedMime = {
  pdf: ['application/pdf'],
  doc: ['application/x-cfb'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/zip'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
} as const;
export type UploadKind = keyof typeof allowedMime;

export type UploadedFile = { field: string; originalName: string; extension: UploadKind; mime: string; size: number; buffer: Buffer };

declare global {
  namespace Express {
    interface Locals {
      uploads?: UploadedFile[];
    }
  }
}

const extensionOf = (name: string) => name.toLowerCase().split('.').pop() ?? '';

/**
 * multipart/form-data with size and count limits held in memory; every file must carry an allowed extension
 * AND content whose magic bytes match it, so a renamed .exe is refused. Files land in res.locals.uploads.
 */
export const acceptUploads = (options: { fields: string[]; kinds: UploadKind[]; maxBytes: number; message: string }): RequestHandler[] => {
  const parser = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: options.maxBytes, files: options.fields.length, fields: 50 },
  }).fields(options.fields.map((name) => ({ name, maxCount: 1 })));

  const parse: RequestHandler = (req, res, next) =>
    parser(req, res, (error: unknown) => {
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE')
          return next(new DomainError('payload_too_large', `Files must be at most ${Math.round(options.maxBytes / 1024 / 1024)} MB.`));
        return next(new DomainError('validation_failed', options.message));
      }
      next(error);
    });

  const check: RequestHandler = async (req, res, next) => {
    const groups = (req.files ?? {}) as Record<string, Express.Multer.File[]>;
    const uploads: UploadedFile[] = [];
    for (const [field, files] of Object.entries(groups)) {
      for (const file of files) {
        const extension = extensionOf(file.originalname);
        if (!(options.kinds as string[]).includes(extension)) throw new DomainError('unsupported_file_type', options.message);
        const kind = extension as UploadKind;
        const detected = await fileTypeFromBuffer(file.buffer);
        if (!detected || !(allowedMime[kind] as readonly string[]).includes(detected.mime)) throw new DomainError('unsupported_file_type', options.message);
        uploads.push({ field, originalName: file.originalname, extension: kind, mime: detected.mime, size: file.size, buffer: file.buffer });
      }
    }
    res.locals.uploads = uploads;
    next();
  };

  return [parse, check];
};

/** A file name as shown back to people: its last path part only, without control characters or quotes. */
export const displayName = (name: string, extension: string): string => {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = [...base].filter((char) => (char.codePointAt(0) ?? 0) >= 0x20 && char !== '\u007f' && char !== '"').join('');
  return clean.slice(0, 200) || `file.${extension}`;
};

/** Keeps an accepted upload in the file store; the log remembers it by the store's id, with its name only to show. */
export const keepUpload = async (files: FileStore, upload: UploadedFile): Promise<FileRef> => ({
  fileId: await files.put(upload.buffer),
  name: displayName(upload.originalName, upload.extension),
  mime: upload.mime,
  size: upload.size,
});
