import { z } from 'zod';
import {
  discussionStatuses,
  flagReasons,
  forumContentLimit,
  forumFilterPageSize,
  forumMaxLimit,
  forumMaxTags,
  moderationDecisions,
  forumSearchLimit,
  forumSortTypes,
  forumTagLimit,
  forumTitleLimit,
  voteTypes,
} from './constants.ts';
import { forumMessages as m } from './messages.ts';

/** A post's ids: what the server makes (uuids) and the demo's fixed ones. */
export const DISCUSSION_ID = /^[A-Za-z0-9-]{1,64}$/;

const ENTITIES: Record<string, string> = { '&nbsp;': ' ', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The words of a post's HTML, for search, previews and emptiness: tags dropped, the common entities read, spaces collapsed. */
export const forumPlainText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();

/** How many links a (sanitised) post's HTML holds. */
export const forumLinkCount = (html: string): number => (html.match(/<a\s/gi) ?? []).length;

const lowered = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** The tags field: a JSON text holding a list of strings; absent or empty is no tags; each kept once (ignoring case). */
const tags = z
  .unknown()
  .optional()
  .transform((value, ctx): string[] => {
    if (value === undefined || (typeof value === 'string' && value.trim() === '')) return [];
    let parsed: unknown;
    try {
      parsed = typeof value === 'string' ? JSON.parse(value) : value;
    } catch {
      parsed = undefined;
    }
    const list = z.array(z.string().max(forumTagLimit)).max(forumMaxTags).safeParse(parsed);
    if (!list.success) {
      ctx.addIssue({ code: 'custom', message: m.tagsInvalid });
      return z.NEVER;
    }
    const seen = new Set<string>();
    return list.data.map((tag) => tag.trim()).filter((tag) => tag !== '' && !seen.has(tag.toLowerCase()) && Boolean(seen.add(tag.toLowerCase())));
  });

/**
 * POST /api/discussions as multipart text fields (spec 000 §7): a discussion (title, content, status, tags) or, with
 * `source`, a comment on the post it names (its title and tags are not read). `content` is the server's sanitised HTML:
 * one with no words in it is empty.
 */
export const discussionPostSchema = z
  .object({
    title: z.unknown().optional(),
    content: z.unknown().optional(),
    status: z.preprocess(lowered, z.enum(discussionStatuses, { error: m.statusInvalid }).default('published')),
    tags,
    source: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value),
      z.string({ error: m.sourceInvalid }).regex(DISCUSSION_ID, m.sourceInvalid).optional(),
    ),
  })
  .transform((fields, ctx) => {
    const comment = fields.source !== undefined;
    const title = typeof fields.title === 'string' ? fields.title.trim() : '';
    const content = typeof fields.content === 'string' ? fields.content.trim() : '';
    if (!comment && title === '') ctx.addIssue({ code: 'custom', path: ['title'], message: m.titleRequired });
    if (!comment && title.length > forumTitleLimit) ctx.addIssue({ code: 'custom', path: ['title'], message: m.titleTooLong });
    if (forumPlainText(content) === '') ctx.addIssue({ code: 'custom', path: ['content'], message: comment ? m.commentEmpty : m.contentRequired });
    if (content.length > forumContentLimit) ctx.addIssue({ code: 'custom', path: ['content'], message: m.contentTooLong });
    return { title: comment ? '' : title, content, status: fields.status, tags: comment ? [] : fields.tags, source: fields.source ?? null };
  });
export type DiscussionPostFields = z.output<typeof discussionPostSchema>;

const flag = z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean({ error: m.queryInvalid }).optional());
const page = z.coerce.number({ error: m.queryInvalid }).int(m.queryInvalid).min(1, m.queryInvalid).max(100_000, m.queryInvalid).default(1);
const limit = z.coerce
  .number({ error: m.queryInvalid })
  .int(m.queryInvalid)
  .min(1, m.queryInvalid)
  .max(forumMaxLimit, m.queryInvalid)
  .default(forumFilterPageSize);
const text = (max: number) =>
  z
    .string({ error: m.queryInvalid })
    .trim()
    .max(max, m.queryInvalid)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** GET /api/discussions?page&limit&search&tag&type=recent|popular&status&isDashboard&isRecentlyVisited */
export const discussionListQuerySchema = z.object({
  page,
  limit,
  search: text(forumSearchLimit),
  tag: text(forumTagLimit),
  type: z.enum(forumSortTypes, { error: m.queryInvalid }).default('recent'),
  status: z.preprocess((value) => (value === 'all' || value === '' ? undefined : value), z.enum(discussionStatuses, { error: m.queryInvalid }).optional()),
  isDashboard: flag,
  isRecentlyVisited: flag,
});
export type DiscussionListQuery = z.output<typeof discussionListQuerySchema>;

/** GET /api/discussions/flagged?page&limit */
export const flaggedQuerySchema = z.object({ page, limit });

/** POST /api/discussions/{id}/vote */
export const voteSchema = z.object({ voteType: z.enum(voteTypes, { error: m.voteInvalid }) });
/** POST /api/discussions/{id}/flag */
export const flagSchema = z.object({ reason: z.enum(flagReasons, { error: m.reasonInvalid }) });
/** POST /api/discussions/{id}/moderate */
export const moderateSchema = z.object({ decision: z.enum(moderationDecisions, { error: m.decisionInvalid }) });
/** POST /api/discussions/{id}/restrict: restricts (the default), or with `restricted: false` publishes again */
export const restrictSchema = z.object({ restricted: z.boolean({ error: m.restrictedInvalid }).default(true) });
