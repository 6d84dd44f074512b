import {
  DomainError,
  learningHubImageExtensions,
  learningHubImageMaxBytes,
  learningHubMaxImages,
  learningHubMaxVideos,
  learningHubMessages as m,
  learningHubVideoExtensions,
  learningHubVideoMaxBytes,
  extensionOf,
} from '@referly/domain';
import type { RequestHandler } from 'express';
import multer from 'multer';
import { contentTypeOf, type FileKind } from '../http/file-content.ts';
import { malformedUploadMessage, type UploadedFile } from '../http/uploads.ts';
import type { PostUploads } from './learning-hub-service.ts';

declare global {
  namespace Express {
    interface Locals {
      postUploads?: PostUploads;
    }
  }
}

type FieldRule = { kinds: readonly string[]; maxBytes: number; message: string };
const rules: Record<keyof PostUploads, FieldRule> = {
  images: { kinds: learningHubImageExtensions, maxBytes: learningHubImageMaxBytes, message: m.imagesRefused },
  videos: { kinds: learningHubVideoExtensions, maxBytes: learningHubVideoMaxBytes, message: m.videosRefused },
};

/**
 * The post form's multipart body: text fields into req.body, images (at most 10, each a JPG, PNG, WebP or GIF of at
 * most 5 MB; never SVG) and one video (MP4 or WebM, at most 100 MB), each checked by its magic bytes against its
 * extension (server/src/http/file-content.ts), so a renamed .exe or an SVG is refused (415) and nothing is kept.
 */
export const acceptPostUploads = (): [RequestHandler, RequestHandler] => {
  const parser = multer({
    storage: multer.memoryStorage(),
    defParamCharset: 'utf8',
    limits: { fileSize: learningHubVideoMaxBytes, files: learningHubMaxImages + learningHubMaxVideos, fields: 20, fieldSize: 64 * 1024 },
  }).fields([
    { name: 'images', maxCount: learningHubMaxImages },
    { name: 'videos', maxCount: learningHubMaxVideos },
  ]);

  const parse: RequestHandler = (req, res, next) =>
    parser(req, res, (error: unknown) => {
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') return next(new DomainError('payload_too_large', error.field === 'images' ? m.imagesRefused : m.videosRefused));
        if (error.code === 'LIMIT_UNEXPECTED_FILE' && error.field === 'images') return next(new DomainError('validation_failed', m.tooManyImages));
        if (error.code === 'LIMIT_UNEXPECTED_FILE' && error.field === 'videos') return next(new DomainError('validation_failed', m.tooManyVideos));
        if (error.code === 'LIMIT_FILE_COUNT') return next(new DomainError('validation_failed', m.tooManyImages));
        return next(new DomainError('validation_failed', malformedUploadMessage));
      }
      next(error ? new DomainError('bad_request', malformedUploadMessage) : undefined);
    });

  const check: RequestHandler = async (req, res, next) => {
    const groups = (req.files ?? {}) as Partial<Record<keyof PostUploads, Express.Multer.File[]>>;
    const uploads: PostUploads = { images: [], videos: [] };
    for (const field of ['images', 'videos'] as const) {
      const rule = rules[field];
      for (const file of groups[field] ?? []) {
        const extension = extensionOf(file.originalname);
        if (!rule.kinds.includes(extension)) throw new DomainError('unsupported_file_type', rule.message);
        if (file.size > rule.maxBytes) throw new DomainError('payload_too_large', rule.message);
        const mime = await contentTypeOf(extension as FileKind, file.buffer);
        if (mime === null) throw new DomainError('unsupported_file_type', rule.message);
        const upload: UploadedFile = { field, originalName: file.originalname, extension: extension as FileKind, mime, size: file.size, buffer: file.buffer };
        uploads[field].push(upload);
      }
    }
    res.locals.postUploads = uploads;
    next();
  };

  return [parse, check];
};
