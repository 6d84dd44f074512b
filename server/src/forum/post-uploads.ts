import { DomainError, extensionOf, forumImageExtensions, forumImageMaxBytes, forumMaxImages, forumMessages as m } from '@referly/domain';
import type { RequestHandler } from 'express';
import multer from 'multer';
import { contentTypeOf, type FileKind } from '../http/file-content.ts';
import { malformedUploadMessage, type UploadedFile } from '../http/uploads.ts';

declare global {
  namespace Express {
    interface Locals {
      forumImages?: UploadedFile[];
    }
  }
}

/**
 * A post's multipart body: text fields into req.body and at most 4 images, each a JPG, PNG, WebP or GIF of at most
 * 5 MB (never SVG), checked by its magic bytes against its extension (http/file-content.ts), so a renamed .exe or an
 * SVG is refused (415) and nothing is kept. A JSON body passes through untouched.
 */
export const acceptForumImages = (): [RequestHandler, RequestHandler] => {
  const parser = multer({
    storage: multer.memoryStorage(),
    defParamCharset: 'utf8',
    limits: { fileSize: forumImageMaxBytes, files: forumMaxImages, fields: 20, fieldSize: 256 * 1024 },
  }).fields([{ name: 'images', maxCount: forumMaxImages }]);

  const parse: RequestHandler = (req, res, next) =>
    parser(req, res, (error: unknown) => {
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') return next(new DomainError('payload_too_large', m.imagesRefused));
        if (error.code === 'LIMIT_UNEXPECTED_FILE' && error.field === 'images') return next(new DomainError('validation_failed', m.tooManyImages));
        if (error.code === 'LIMIT_FILE_COUNT') return next(new DomainError('validation_failed', m.tooManyImages));
        return next(new DomainError('validation_failed', malformedUploadMessage));
      }
      next(error ? new DomainError('bad_request', malformedUploadMessage) : undefined);
    });

  const check: RequestHandler = async (req, res, next) => {
    const groups = (req.files ?? {}) as Partial<Record<'images', Express.Multer.File[]>>;
    const images: UploadedFile[] = [];
    for (const file of groups.images ?? []) {
      const extension = extensionOf(file.originalname);
      if (!(forumImageExtensions as readonly string[]).includes(extension)) throw new DomainError('unsupported_file_type', m.imagesRefused);
      const mime = await contentTypeOf(extension as FileKind, file.buffer);
      if (mime === null) throw new DomainError('unsupported_file_type', m.imagesRefused);
      images.push({ field: 'images', originalName: file.originalname, extension: extension as FileKind, mime, size: file.size, buffer: file.buffer });
    }
    res.locals.forumImages = images;
    next();
  };

  return [parse, check];
};
