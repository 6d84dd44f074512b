import { z } from 'zod';
import {
  learningHubAuthorLimit,
  learningHubCategories,
  learningHubContentLimit,
  learningHubMaxLimit,
  learningHubMaxTags,
  learningHubPageSize,
  learningHubPopularities,
  learningHubSearchLimit,
  learningHubStatuses,
  learningHubTagLimit,
  learningHubTitleLimit,
} from './constants.ts';
import { learningHubMessages as m } from './messages.ts';

const required = (message: string, max: number, tooLong: string) => z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/** A date field's 'YYYY-MM-DD' (read as that day at midnight UTC) or a full ISO time, answered as an ISO time. */
const publishedAt = z
  .string({ error: m.dateRequired })
  .trim()
  .min(1, m.dateRequired)
  .transform((value, ctx): string => {
    const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value);
    const time = day ? Date.parse(`${value}T00:00:00.000Z`) : iso ? Date.parse(value) : NaN;
    // Date.parse rolls 2026-02-31 over to March: a day must read back as itself
    if (Number.isNaN(time) || (day && new Date(time).toISOString().slice(0, 10) !== value)) {
      ctx.addIssue({ code: 'custom', message: m.dateInvalid });
      return z.NEVER;
    }
    return new Date(time).toISOString();
  });

/** A JSON text holding a list of strings (multipart carries lists as JSON text); absent or empty is an empty list. */
const jsonList = (message: string, item: z.ZodType<string>, max: number) =>
  z
    .string({ error: message })
    .optional()
    .transform((value, ctx): string[] => {
      if (value === undefined || value.trim() === '') return [];
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        parsed = undefined;
      }
      const list = z.array(item).max(max).safeParse(parsed);
      if (!list.success) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return [...new Set(list.data.map((entry) => entry.trim()).filter((entry) => entry !== ''))];
    });

/**
 * The create and edit form as multipart text fields (spec 000 §7): category is lowercased, tags and removeImages are
 * JSON text. The files come alongside (images, videos) and are checked by their bytes on the server.
 */
export const learningHubPostSchema = z.object({
  author: required(m.authorRequired, learningHubAuthorLimit, m.authorTooLong),
  publishedAt,
  category: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.enum(learningHubCategories, { error: m.categoryInvalid }).default('article'),
  ),
  title: required(m.titleRequired, learningHubTitleLimit, m.titleTooLong),
  content: z.string({ error: m.contentRequired }).trim().min(1, m.contentRequired).max(learningHubContentLimit, m.contentTooLong),
  status: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.enum(learningHubStatuses, { error: m.statusInvalid }).default('published'),
  ),
  tags: jsonList(m.tagsInvalid, z.string().max(learningHubTagLimit), learningHubMaxTags),
  removeImages: jsonList(m.removeImagesInvalid, z.string().max(300), 100),
});
export type LearningHubPostInput = z.input<typeof learningHubPostSchema>;
export type LearningHubPostFields = z.output<typeof learningHubPostSchema>;

const page = z.coerce.number({ error: m.queryInvalid }).int(m.queryInvalid).min(1, m.queryInvalid).max(100_000, m.queryInvalid).default(1);
const limit = z.coerce
  .number({ error: m.queryInvalid })
  .int(m.queryInvalid)
  .min(1, m.queryInvalid)
  .max(learningHubMaxLimit, m.queryInvalid)
  .default(learningHubPageSize);
const search = z
  .string({ error: m.queryInvalid })
  .trim()
  .max(learningHubSearchLimit, m.queryInvalid)
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** GET /api/learning-hub?search&popularity=latest|popular&page&limit&category */
export const learningHubListQuerySchema = z.object({
  search,
  popularity: z.enum(learningHubPopularities, { error: m.queryInvalid }).default('latest'),
  category: z.enum(learningHubCategories, { error: m.queryInvalid }).optional(),
  page,
  limit,
});
export type LearningHubListQuery = z.output<typeof learningHubListQuerySchema>;

/** GET /api/learning-hub/admin?page&limit&status (status all or absent: every post) */
export const learningHubAdminQuerySchema = z.object({
  search,
  status: z.preprocess((value) => (value === 'all' ? undefined : value), z.enum(learningHubStatuses, { error: m.queryInvalid }).optional()),
  page,
  limit,
});
export type LearningHubAdminQuery = z.output<typeof learningHubAdminQuerySchema>;
