import { z } from 'zod';
import { CHAT_PAGE_MAX, CHAT_PAGE_SIZE, chatTypes, MESSAGE_MAX_LENGTH } from './constants.ts';
import { chatMessages as messages } from './messages.ts';

/** Spec 001 §5: a message needs text (or a file); the text is trimmed. */
export const messageTextSchema = z
  .string({ error: messages.messageRequired })
  .trim()
  .min(1, messages.messageRequired)
  .max(MESSAGE_MAX_LENGTH, messages.messageTooLong);

/**
 * Spec 001 §3: sending posts `chatId`, `contentType` ('text' or 'file') and `content` as multipart. A file travels as
 * the `content` part's file, so only a text's content is checked here.
 */
export const sendMessageSchema = z
  .object({ contentType: z.enum(['text', 'file'], { error: messages.messageRequired }), content: z.unknown().optional() })
  .transform((form, ctx): { contentType: 'text'; content: string } | { contentType: 'file' } => {
    if (form.contentType === 'file') return { contentType: 'file' };
    const text = messageTextSchema.safeParse(form.content);
    if (text.success) return { contentType: 'text', content: text.data };
    for (const issue of text.error.issues) ctx.addIssue({ code: 'custom', path: ['content'], message: issue.message });
    return z.NEVER;
  });
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/** A chat's kind in a path: one of the kinds, or nothing found. */
export const chatTypeSchema = z.enum(chatTypes, { error: messages.notFound });

/** PUT …/read: the sequence of the last message seen. */
export const markReadSchema = z.object({
  upTo: z.coerce.number({ error: messages.readUpToInvalid }).int(messages.readUpToInvalid).min(0, messages.readUpToInvalid),
});

/** GET /api/chat: one kind of chat, or every kind, and a search over the other person's name, the position and the company. */
export const chatListQuerySchema = z.object({
  chatType: chatTypeSchema.optional(),
  search: z.string().trim().max(100).optional(),
});

/** GET /api/chat/{chatType}/{requestId}: the page of messages before a sequence (default: the newest). */
export const chatPageQuerySchema = z.object({
  before: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_PAGE_MAX).default(CHAT_PAGE_SIZE),
});

/** A chat's id as a path or a socket event names it (a request's id): anything else names no chat. */
export const chatIdSchema = z.string({ error: messages.notFound }).regex(/^[A-Za-z0-9-]{1,64}$/, messages.notFound);

/** Socket `chat:watch` and `chat:unwatch`: the chat to follow (typing, presence) or stop following. */
export const chatWatchSchema = z.object({ chatId: chatIdSchema });

/** Socket `chat:typing`: whether the sender is typing in a chat they watch. */
export const chatTypingSchema = z.object({ chatId: chatIdSchema, typing: z.boolean() });
