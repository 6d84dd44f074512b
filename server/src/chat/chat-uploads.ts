import { chatMessages, DomainError, extensionOf, isChatFile, type ChatFileExtension } from '@referly/domain';
import type { RequestHandler } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import { acceptUploads } from '../http/uploads.ts';

/** What a chat file's magic bytes must show for its extension. An SVG is text, checked on its own below. */
const allowedMime: Record<Exclude<ChatFileExtension, 'svg'>, readonly string[]> = {
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  gif: ['image/gif'],
  bmp: ['image/bmp'],
  webp: ['image/webp'],
  pdf: ['application/pdf'],
  doc: ['application/x-cfb'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/zip'],
};

export type ChatUpload = { originalName: string; extension: ChatFileExtension; mime: string; size: number; buffer: Buffer };

declare global {
  namespace Express {
    interface Locals {
      chatUpload?: ChatUpload | null;
    }
  }
}

/** An SVG document (after an optional XML declaration, doctype and comments), with nothing in it that could run. */
const SVG_START = /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*<svg[\s>]/i;
const ACTIVE_CONTENT = /<script|<foreignObject|<iframe|<embed|<object|javascript:|\bon[a-z]+\s*=/i;

const isPlainSvg = (buffer: Buffer, detected: string | undefined): boolean => {
  if (detected !== undefined && detected !== 'application/xml') return false;
  const text = buffer.toString('utf8');
  return SVG_START.test(text) && !ACTIVE_CONTENT.test(text);
};

/** The mime type a file's bytes show for its extension, or null when they do not match it. */
const mimeOf = async (extension: ChatFileExtension, buffer: Buffer): Promise<string | null> => {
  const detected = (await fileTypeFromBuffer(buffer))?.mime;
  if (extension === 'svg') return isPlainSvg(buffer, detected) ? 'image/svg+xml' : null;
  return detected !== undefined && allowedMime[extension].includes(detected) ? detected : null;
};

/**
 * A message's multipart body: its `content` part is a text field or one file. The platform's parser holds it in memory
 * within the upload limit; a chat takes images beyond the request forms' kinds, so the file's extension and its magic
 * bytes are checked here (a renamed .exe, or an SVG that carries a script, is refused). The file lands in
 * res.locals.chatUpload.
 */
export const acceptChatUpload = (maxBytes: number): RequestHandler[] => {
  // the parser alone: its kinds are the request forms', the chat's are checked below
  const [parseMultipart] = acceptUploads({ fields: ['content'], kinds: [], maxBytes, message: chatMessages.fileKind });
  const check: RequestHandler = async (req, res, next) => {
    const file = ((req.files ?? {}) as Record<string, Express.Multer.File[] | undefined>).content?.[0];
    if (!file) {
      res.locals.chatUpload = null;
      return next();
    }
    if (!isChatFile(file.originalname)) throw new DomainError('unsupported_file_type', chatMessages.fileKind);
    const extension = extensionOf(file.originalname) as ChatFileExtension;
    const mime = await mimeOf(extension, file.buffer);
    if (mime === null) throw new DomainError('unsupported_file_type', chatMessages.fileKind);
    res.locals.chatUpload = { originalName: file.originalname, extension, mime, size: file.size, buffer: file.buffer };
    next();
  };
  return parseMultipart ? [parseMultipart, check] : [check];
};
