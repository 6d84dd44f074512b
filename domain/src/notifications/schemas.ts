import { z } from 'zod';
import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TITLE_MAX, MARK_READ_MAX_IDS, NOTIFICATIONS_PAGE_MAX, NOTIFICATIONS_PAGE_SIZE } from './constants.ts';
import { notificationMessages as messages } from './messages.ts';

/**
 * Plain text as an announcement keeps it: markup tags and control characters (but line breaks and tabs) are dropped,
 * runs of blank lines shortened, the ends trimmed. It is shown and mailed as text, never as HTML.
 */
export const plainText = (value: string): string =>
  value
    .replace(/<[^>]*>/g, '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

const text = (required: string, tooLong: string, max: number) =>
  z.string({ error: required }).transform(plainText).pipe(z.string().min(1, required).max(max, tooLong));

/** POST /api/admin/announcements */
export const announcementSchema = z.object({
  title: text(messages.titleRequired, messages.titleTooLong, ANNOUNCEMENT_TITLE_MAX),
  body: text(messages.bodyRequired, messages.bodyTooLong, ANNOUNCEMENT_BODY_MAX),
});
export type AnnouncementInput = z.input<typeof announcementSchema>;

const notificationId = z.string({ error: messages.notFound }).regex(/^[A-Za-z0-9:._-]{1,128}$/, messages.notFound);

/** PUT /api/notifications/read: `{ ids: [...] }` or `{ all: true }`. */
export const markNotificationsReadSchema = z
  .object({
    ids: z.array(notificationId, { error: messages.markWhat }).max(MARK_READ_MAX_IDS, messages.tooManyIds).optional(),
    all: z.literal(true, { error: messages.markWhat }).optional(),
  })
  .transform((body, ctx): string[] | 'all' => {
    if (body.all === true) return 'all';
    if (body.ids && body.ids.length > 0) return [...new Set(body.ids)];
    ctx.addIssue({ code: 'custom', message: messages.markWhat });
    return z.NEVER;
  });

/** GET /api/notifications?page&limit */
export const notificationsQuerySchema = z.object({
  page: z.coerce.number({ error: messages.pageInvalid }).int(messages.pageInvalid).min(1, messages.pageInvalid).default(1),
  limit: z.coerce
    .number({ error: messages.limitInvalid })
    .int(messages.limitInvalid)
    .min(1, messages.limitInvalid)
    .max(NOTIFICATIONS_PAGE_MAX, messages.limitInvalid)
    .default(NOTIFICATIONS_PAGE_SIZE),
});
