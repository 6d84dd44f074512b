import { chatFileExtensions, chatMessages, type ChatFileExtension } from '@referly/domain';
import type { RequestHandler } from 'express';
import { acceptUploads } from '../http/uploads.ts';

export type ChatUpload = { originalName: string; extension: ChatFileExtension; mime: string; size: number; buffer: Buffer };

declare global {
  namespace Express {
    interface Locals {
      chatUpload?: ChatUpload | null;
    }
  }
}

/**
 * A message's multipart body: its `content` part is a text field or one file, of a kind a chat takes and whose bytes
 * are what its name says (a renamed .exe is refused). Only PNG, JPEG, GIF and WebP are then shown inline: an SVG, a
 * BMP or a document is a file to download, so nothing in one is ever rendered in our origin. The file lands in
 * res.locals.chatUpload.
 */
export const acceptChatUpload = (maxBytes: number): RequestHandler[] => {
  const [parse, check] = acceptUploads({ fields: ['content'], kinds: [...chatFileExtensions], maxBytes, message: chatMessages.fileKind });
  const one: RequestHandler = (_req, res, next) => {
    const file = res.locals.uploads?.[0];
    res.locals.chatUpload = file
      ? { originalName: file.originalName, extension: file.extension as ChatFileExtension, mime: file.mime, size: file.size, buffer: file.buffer }
      : null;
    next();
  };
  return [parse, check, one];
};
