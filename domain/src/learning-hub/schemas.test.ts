import { describe, expect, it } from 'vitest';
import {
  learningHubCategories,
  learningHubContentLimit,
  learningHubImageMaxBytes,
  learningHubMaxImages,
  learningHubMaxLimit,
  learningHubMaxVideos,
  learningHubPageSize,
  learningHubPreviewLength,
  learningHubStatuses,
  learningHubVideoMaxBytes,
} from './constants.ts';
import { learningHubActivityKind } from './activity-kinds.ts';
import { learningHubMessages } from './messages.ts';
import { learningHubAdminQuerySchema, learningHubListQuerySchema, learningHubPostSchema } from './schemas.ts';

type Parsed = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const issues = (result: Parsed) => result.error?.issues.map(({ path, message }) => ({ path, message }));

const form = {
  author: 'Jordan Lee',
  publishedAt: '2026-10-01',
  category: 'article',
  title: 'Cover letters that get read',
  content: 'Open with the role.',
  status: 'published',
  tags: '["cover letters"]',
};
const parse = (changes: Record<string, unknown>) => learningHubPostSchema.safeParse({ ...form, ...changes });
const refusal = (field: string, value: unknown) => issues(parse({ [field]: value }));
const one = (field: string, message: string) => [{ path: [field], message }];

describe('the learning hub’s numbers (spec 000 §9)', () => {
  it('pages by 10, previews 100 characters, takes 10,000 characters of content', () => {
    expect([learningHubPageSize, learningHubPreviewLength, learningHubContentLimit, learningHubMaxLimit]).toEqual([10, 100, 10_000, 50]);
    expect(learningHubCategories).toEqual(['article', 'webinar']);
    expect(learningHubStatuses).toEqual(['published', 'draft', 'restricted']);
    expect([learningHubImageMaxBytes, learningHubVideoMaxBytes, learningHubMaxImages, learningHubMaxVideos]).toEqual([
      5 * 1024 * 1024,
      100 * 1024 * 1024,
      10,
      1,
    ]);
  });

  it('speaks the spec’s words', () => {
    expect(learningHubMessages).toEqual({
      authorRequired: 'Author is required.',
      dateRequired: 'Date is required.',
      titleRequired: 'Title is required.',
      contentRequired: 'Content is required.',
      contentTooLong: 'Content must be at most 10,000 characters.',
      authorTooLong: 'Author must be at most 100 characters.',
      titleTooLong: 'Title must be at most 200 characters.',
      dateInvalid: 'Date must be a valid date.',
      categoryInvalid: 'Category must be article or webinar.',
      statusInvalid: 'Status must be published, draft or restricted.',
      tagsInvalid: 'Tags must be a JSON list of at most 20 tags, each at most 40 characters.',
      removeImagesInvalid: 'removeImages must be a JSON list of image links.',
      imagesRefused: 'Images must be JPG, PNG, WebP or GIF pictures of at most 5 MB each.',
      videosRefused: 'Videos must be MP4 or WebM files of at most 100 MB.',
      tooManyImages: 'A post can have at most 10 images.',
      tooManyVideos: 'A webinar can have one video.',
      videosForWebinars: 'Only a webinar can have a video.',
      queryInvalid: 'The page, limit, popularity or status asked for is not valid.',
      notFound: 'Learning hub post not found.',
      fileNotFound: 'File not found.',
      rangeNotSatisfiable: 'The range asked for is outside the file.',
      created: 'Learning hub post created successfully!',
      updated: 'Learning hub post updated successfully!',
      deleted: 'Learning hub post deleted successfully!',
      failList: 'Failed to fetch learning hub data.',
      failPost: 'Failed to fetch learning hub.',
      failSave: 'Failed to update post!',
      failDelete: 'Failed to delete post!',
      noPrevious: 'No previous post',
      noNext: 'No next post',
    });
    expect(learningHubActivityKind).toEqual({ kind: 'learningHub', label: 'Learning hub' });
  });
});

describe('learningHubPostSchema (spec 000 §5 and §7, the post form)', () => {
  it('takes the form, trimmed, its date as an ISO time and its tags from JSON text', () =>
    expect(learningHubPostSchema.parse({ ...form, author: ' Jordan Lee ', title: ' Cover letters that get read ', content: ' Open with the role. ' })).toEqual({
      author: 'Jordan Lee',
      publishedAt: '2026-10-01T00:00:00.000Z',
      category: 'article',
      title: 'Cover letters that get read',
      content: 'Open with the role.',
      status: 'published',
      tags: ['cover letters'],
      removeImages: [],
    }));

  it('needs an author of at most 100 characters', () => {
    for (const value of [undefined, '', '   ', 42]) expect(refusal('author', value)).toEqual(one('author', 'Author is required.'));
    expect(parse({ author: 'x'.repeat(100) }).success).toBe(true);
    expect(refusal('author', 'x'.repeat(101))).toEqual(one('author', 'Author must be at most 100 characters.'));
  });

  it('needs a title of at most 200 characters', () => {
    for (const value of [undefined, '', '  ']) expect(refusal('title', value)).toEqual(one('title', 'Title is required.'));
    expect(parse({ title: 'x'.repeat(200) }).success).toBe(true);
    expect(refusal('title', 'x'.repeat(201))).toEqual(one('title', 'Title must be at most 200 characters.'));
  });

  it('needs content of at most 10,000 characters', () => {
    for (const value of [undefined, '', ' \n ']) expect(refusal('content', value)).toEqual(one('content', 'Content is required.'));
    expect(parse({ content: 'x'.repeat(10_000) }).success).toBe(true);
    expect(parse({ content: ` ${'x'.repeat(10_000)} ` }).success).toBe(true);
    expect(refusal('content', 'x'.repeat(10_001))).toEqual(one('content', 'Content must be at most 10,000 characters.'));
  });

  it('needs a date: a day, or a full ISO time', () => {
    for (const value of [undefined, '', '  ']) expect(refusal('publishedAt', value)).toEqual(one('publishedAt', 'Date is required.'));
    for (const value of ['2026-02-31', '2026-13-01', 'yesterday', '01/10/2026', '2026-10-01T25:00:00Z', '2026-10-01T10:00', 'x2026-10-01', '2026-10-01x'])
      expect(refusal('publishedAt', value)).toEqual(one('publishedAt', 'Date must be a valid date.'));
    expect(learningHubPostSchema.parse({ ...form, publishedAt: ' 2026-10-01 ' }).publishedAt).toBe('2026-10-01T00:00:00.000Z');
    expect(learningHubPostSchema.parse({ ...form, publishedAt: '2024-02-29' }).publishedAt).toBe('2024-02-29T00:00:00.000Z');
    expect(learningHubPostSchema.parse({ ...form, publishedAt: '2026-10-01T10:30:00.000+10:00' }).publishedAt).toBe('2026-10-01T00:30:00.000Z');
    expect(learningHubPostSchema.parse({ ...form, publishedAt: '2026-10-01T10:30Z' }).publishedAt).toBe('2026-10-01T10:30:00.000Z');
    expect(learningHubPostSchema.parse({ ...form, publishedAt: '2026-10-01T10:30:15.5Z' }).publishedAt).toBe('2026-10-01T10:30:15.500Z');
    expect(refusal('publishedAt', '2026-10-01T10:30:00.000')).toEqual(one('publishedAt', 'Date must be a valid date.'));
  });

  it('reads the category lowercased, article when none is given', () => {
    expect(learningHubPostSchema.parse({ ...form, category: ' Webinar ' }).category).toBe('webinar');
    expect(learningHubPostSchema.parse({ ...form, category: undefined }).category).toBe('article');
    for (const value of ['podcast', '', 3]) expect(refusal('category', value)).toEqual(one('category', 'Category must be article or webinar.'));
  });

  it('reads the status lowercased, published when none is given', () => {
    expect(learningHubPostSchema.parse({ ...form, status: 'DRAFT' }).status).toBe('draft');
    expect(learningHubPostSchema.parse({ ...form, status: ' restricted ' }).status).toBe('restricted');
    expect(learningHubPostSchema.parse({ ...form, status: undefined }).status).toBe('published');
    for (const value of ['archived', '', true]) expect(refusal('status', value)).toEqual(one('status', 'Status must be published, draft or restricted.'));
  });

  it('reads tags from JSON text: trimmed, blank and repeated ones dropped, at most 20 of at most 40 characters', () => {
    const tags = (value: unknown) => learningHubPostSchema.parse({ ...form, tags: value }).tags;
    expect(tags(undefined)).toEqual([]);
    expect(tags('')).toEqual([]);
    expect(tags('  ')).toEqual([]);
    expect(tags('[]')).toEqual([]);
    expect(tags('[" resume ", "", "resume", "ATS"]')).toEqual(['resume', 'ATS']);
    expect(tags(JSON.stringify(Array.from({ length: 20 }, (_, i) => `t${i}`)))).toHaveLength(20);
    expect(tags(JSON.stringify(['x'.repeat(40)]))).toEqual(['x'.repeat(40)]);
    const message = 'Tags must be a JSON list of at most 20 tags, each at most 40 characters.';
    for (const value of [
      'resume, ATS',
      '{"a":1}',
      '"resume"',
      '[1]',
      '[null]',
      JSON.stringify(['x'.repeat(41)]),
      JSON.stringify(Array.from({ length: 21 }, (_, i) => `t${i}`)),
      5,
    ])
      expect(refusal('tags', value)).toEqual(one('tags', message));
  });

  it('reads removeImages from JSON text, when present', () => {
    const removeImages = (value: unknown) => learningHubPostSchema.parse({ ...form, removeImages: value }).removeImages;
    expect(removeImages(undefined)).toEqual([]);
    expect(removeImages('["/api/learning-hub/files/a", "b"]')).toEqual(['/api/learning-hub/files/a', 'b']);
    expect(removeImages(JSON.stringify(Array.from({ length: 100 }, (_, i) => `f${i}`)))).toHaveLength(100);
    const message = 'removeImages must be a JSON list of image links.';
    for (const value of ['a,b', '[1]', JSON.stringify(['x'.repeat(301)]), JSON.stringify(Array.from({ length: 101 }, (_, i) => `f${i}`))])
      expect(refusal('removeImages', value)).toEqual(one('removeImages', message));
    expect(removeImages(JSON.stringify(['x'.repeat(300)]))).toEqual(['x'.repeat(300)]);
  });

  it('names every broken field at once', () =>
    expect(issues(learningHubPostSchema.safeParse({}))?.map((issue) => issue.message)).toEqual([
      'Author is required.',
      'Date is required.',
      'Title is required.',
      'Content is required.',
    ]));
});

describe('the list queries', () => {
  const bad = 'The page, limit, popularity or status asked for is not valid.';
  const messages = (result: Parsed) => issues(result)?.map((issue) => issue.message);

  it('reads the public list’s query with its defaults: latest, page 1, 10 a page', () => {
    expect(learningHubListQuerySchema.parse({})).toEqual({ popularity: 'latest', page: 1, limit: 10 });
    expect(learningHubListQuerySchema.parse({ search: ' resume ', popularity: 'popular', category: 'webinar', page: '3', limit: '50' })).toEqual({
      search: 'resume',
      popularity: 'popular',
      category: 'webinar',
      page: 3,
      limit: 50,
    });
    expect(learningHubListQuerySchema.parse({ search: '   ' }).search).toBeUndefined();
    expect(learningHubListQuerySchema.parse({ search: 'x'.repeat(100) }).search).toHaveLength(100);
    expect(learningHubListQuerySchema.parse({ page: '100000', limit: '1' })).toMatchObject({ page: 100_000, limit: 1 });
  });

  it.each([
    { page: '0' },
    { page: '1.5' },
    { page: 'abc' },
    { page: '100001' },
    { limit: '0' },
    { limit: '51' },
    { limit: '2.5' },
    { popularity: 'best' },
    { category: 'podcast' },
    { search: 'x'.repeat(101) },
    { search: ['a', 'b'] },
  ])('refuses %j with one message', (query) => expect(messages(learningHubListQuerySchema.safeParse(query))).toEqual([bad]));

  it('reads the admin’s query: a status, or all', () => {
    expect(learningHubAdminQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
    expect(learningHubAdminQuerySchema.parse({ status: 'all' })).toEqual({ page: 1, limit: 10 });
    expect(learningHubAdminQuerySchema.parse({ status: 'draft', page: '2', search: 'cv' })).toEqual({ status: 'draft', page: 2, limit: 10, search: 'cv' });
    expect(messages(learningHubAdminQuerySchema.safeParse({ status: 'archived' }))).toEqual([bad]);
    expect(messages(learningHubAdminQuerySchema.safeParse({ status: 'ALL' }))).toEqual([bad]);
  });
});
