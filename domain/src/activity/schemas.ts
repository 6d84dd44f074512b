import { z } from 'zod';
import { ACTIVITY_PAGE_MAX, ACTIVITY_PAGE_SIZE, activityKinds, activityMessages as messages } from './constants.ts';

const instant = z.iso.datetime({ offset: true, error: messages.dateInvalid });
const position = z.coerce.number({ error: messages.cursorInvalid }).int(messages.cursorInvalid).min(1, messages.cursorInvalid);

/** What the feed is filtered by: a kind, a user (picked by id, or searched by name or e-mail), and instants from (inclusive) and to (exclusive). */
const filterShape = {
  kind: z.enum(activityKinds, { error: messages.kindInvalid }).optional(),
  userId: z
    .string({ error: messages.userInvalid })
    .regex(/^[A-Za-z0-9-]{1,64}$/, messages.userInvalid)
    .optional(),
  q: z.string({ error: messages.searchTooLong }).trim().max(100, messages.searchTooLong).optional(),
  from: instant.optional(),
  to: instant.optional(),
};

type Range = { from?: string | undefined; to?: string | undefined };
const inOrder = ({ from, to }: Range) => from === undefined || to === undefined || Date.parse(from) <= Date.parse(to);
const range = { message: messages.rangeInvalid, path: ['to'] };

/** GET /api/admin/activity/export: the filtered feed. */
export const activityFilterSchema = z.object(filterShape).refine(inOrder, range);
export type ActivityFilter = z.output<typeof activityFilterSchema>;

/** GET /api/admin/activity: a page of the filtered feed, newest first, older than the log position `before`. */
export const activityPageQuerySchema = z
  .object({
    ...filterShape,
    before: position.optional(),
    limit: z.coerce
      .number({ error: messages.limitInvalid })
      .int(messages.limitInvalid)
      .min(1, messages.limitInvalid)
      .max(ACTIVITY_PAGE_MAX, messages.limitInvalid)
      .default(ACTIVITY_PAGE_SIZE),
  })
  .refine(inOrder, range);
export type ActivityPageQuery = z.output<typeof activityPageQuerySchema>;

/** GET /api/admin/activity/count: how many entries of the filtered feed came after the log position `after` (a paused feed's "12 new"). */
export const activityCountQuerySchema = z
  .object({ ...filterShape, after: z.coerce.number({ error: messages.cursorInvalid }).int(messages.cursorInvalid).min(0, messages.cursorInvalid) })
  .refine(inOrder, range);
export type ActivityCountQuery = z.output<typeof activityCountQuerySchema>;
