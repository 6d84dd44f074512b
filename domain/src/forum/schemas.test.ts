import { describe, expect, it } from 'vitest';
import { forumActivityKind } from './activity-kinds.ts';
import * as c from './constants.ts';
import { forumMessages as m } from './messages.ts';
import {
  DISCUSSION_ID,
  discussionListQuerySchema,
  discussionPostSchema,
  flaggedQuerySchema,
  flagSchema,
  forumLinkCount,
  forumPlainText,
  moderateSchema,
  restrictSchema,
  voteSchema,
} from './schemas.ts';

/** The messages a schema answers for a value, in order ([] when it passes). */
const messagesOf = (schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
};
const post = (fields: Record<string, unknown>) => discussionPostSchema.parse(fields);
const discussion = { title: 'Graduate programs in Sydney', content: '<p>Which banks take graduates?</p>' };

describe('the forum’s words', () => {
  it('quotes spec 000 §5 and §8 word for word, and words the server’s own refusals with their limits', () => {
    const words = Object.fromEntries(Object.entries(m).filter(([, value]) => typeof value === 'string'));
    expect(words).toEqual({
      titleRequired: 'Please enter a discussion title',
      contentRequired: 'Please enter discussion content',
      commentEmpty: 'Comment cannot be empty.',
      titleTooLong: 'Title must be at most 300 characters.',
      contentTooLong: 'Content must be at most 20,000 characters.',
      statusInvalid: 'Status must be published or restricted.',
      tagsInvalid: 'Tags must be a JSON list of at most 10 tags, each at most 40 characters.',
      sourceInvalid: 'Source must be the id of the discussion or answer replied to.',
      replyTooDeep: 'A reply can only answer an answer, not another reply.',
      imagesRefused: 'Images must be JPG, PNG, WebP or GIF pictures of at most 5 MB each.',
      tooManyImages: 'A post can have at most 4 images.',
      restrictOnCreate: 'Only an admin can post a restricted discussion.',
      voteInvalid: 'Vote type must be upvote or downvote.',
      reasonInvalid: 'Reason must be spam, abuse or offTopic.',
      decisionInvalid: 'Decision must be keep, hide or delete.',
      restrictedInvalid: 'Restricted must be true or false.',
      queryInvalid: 'The page, limit, sort, status or tag asked for is not valid.',
      notFound: 'Discussion not found.',
      alreadyExists: 'This discussion already exists.',
      fileNotFound: 'File not found.',
      ownFlag: 'You cannot flag your own post.',
      alreadyFlagged: 'You have already flagged this post.',
      notFlagged: 'This post has no flags to decide on.',
      onlyDiscussions: 'Only a discussion can be restricted, not a comment.',
      deleteForbidden: 'You can only delete your own posts.',
      dashboardForbidden: 'You do not have access to this.',
      newAccountDiscussions: 'New accounts can start 3 discussions a day. Please try again tomorrow.',
      newAccountComments: 'New accounts can post 10 comments a day. Please try again tomorrow.',
      newAccountLinks: 'New accounts can include at most 2 links in a post.',
      postingTooFast: 'You are posting too fast. Please wait a while and try again.',
      votingTooFast: 'You are voting too fast. Please wait a moment and try again.',
      posted: 'Discussion posted successfully!',
      commentPosted: 'Comment posted successfully!',
      deleted: 'Discussion deleted successfully!',
      flagged: 'Thanks, a moderator will take a look.',
      restricted: 'Discussion restricted.',
      published: 'Discussion published again.',
      kept: 'Flags dismissed: the post stays up.',
      hidden: 'The post is hidden.',
      failList: 'Failed to fetch discussions.',
      failTags: 'Failed to fetch tags.',
      failDiscussion: 'Failed to fetch discussion.',
      failStats: 'Failed to fetch discussion statistics.',
      failDelete: 'Failed to delete discussion.',
      failComment: 'Error posting comment',
      genericFailure: 'An error occurred. Please try again.',
      confirmDelete: 'Are you sure you want to delete this discussion? This action cannot be undone.',
      noDiscussions: 'No discussions available. Be the first to start a discussion!',
      noData: 'No data found.',
      noRecent: 'No recently visited discussions available.',
    });
  });

  it('fills in an error and a title', () => {
    expect(m.failPost('Network Error')).toBe('Error posting discussion: Network Error');
    expect(m.restrictedNotice('Resume tips')).toBe('Your discussion "Resume tips" was restricted by a moderator and no longer shows in the forum.');
  });
});

describe('the forum’s numbers and names', () => {
  it('holds spec 000 §9’s limits and page sizes', () => {
    expect(c.forumTitleLimit).toBe(300);
    expect(c.forumInitialPageSize).toBe(5);
    expect(c.forumFilterPageSize).toBe(10);
    expect(c.forumAdminPageSize).toBe(10);
    expect(c.forumSearchDebounceMs).toBe(500);
    expect(c.forumMaxLimit).toBe(50);
    expect(c.forumContentLimit).toBe(20_000);
    expect(c.forumRelatedTopics).toBe(5);
  });

  it('holds the statuses, sorts, votes, flags and decisions', () => {
    expect(c.discussionStatuses).toEqual(['published', 'restricted']);
    expect(c.forumSortTypes).toEqual(['recent', 'popular']);
    expect(c.voteTypes).toEqual(['upvote', 'downvote']);
    expect(c.flagReasons).toEqual(['spam', 'abuse', 'offTopic']);
    expect(c.flagsToHide).toBe(3);
    expect(c.moderationDecisions).toEqual(['keep', 'hide', 'delete']);
  });

  it('limits a new account for its first day (Discourse’s trust level 0)', () => {
    expect(c.newAccountAgeMs).toBe(86_400_000);
    expect(c.newAccountDailyDiscussions).toBe(3);
    expect(c.newAccountDailyComments).toBe(10);
    expect(c.newAccountLinksPerPost).toBe(2);
    expect(c.memberHourlyPosts).toBe(60);
  });

  it('takes raster pictures only, and names where they are served, the room and the socket events', () => {
    expect(c.forumImageExtensions).toEqual(['jpg', 'jpeg', 'png', 'webp', 'gif']);
    expect(c.forumImageMaxBytes).toBe(5_242_880);
    expect(c.forumMaxImages).toBe(4);
    expect(c.forumFileUrl('f-1')).toBe('/api/discussions/files/f-1');
    expect(c.discussionRoom('d-1')).toBe('discussion:d-1');
    expect(c.forumWatchEvent).toBe('forum:watch');
    expect(c.forumUnwatchEvent).toBe('forum:unwatch');
    expect(c.forumMaxWatched).toBe(10);
  });

  it('files its activity under its own kind', () => {
    expect(forumActivityKind).toEqual({ kind: 'forum', label: 'Discussion forum' });
  });
});

describe('the words of a post', () => {
  it('drops tags, reads the common entities, collapses spaces', () => {
    expect(forumPlainText('<p>Hello&nbsp;<strong>there</strong></p>\n<p>  Tom &amp; Jerry &lt;3 &gt; &quot;x&quot; &#39;y&#39;</p>')).toBe(
      `Hello there Tom & Jerry <3 > "x" 'y'`,
    );
    expect(forumPlainText('<p></p><br>&nbsp;')).toBe('');
    expect(forumPlainText('&copy; 2026')).toBe('&copy; 2026');
  });

  it('counts the links in a post', () => {
    expect(forumLinkCount('<p><a href="https://seek.com.au">SEEK</a> and <A\nhref="https://jora.com">Jora</A></p>')).toBe(2);
    expect(forumLinkCount('<p><abbr>ATO</abbr> https://ato.gov.au</p>')).toBe(0);
  });

  it('takes ids of letters, digits and dashes, up to 64', () => {
    expect(DISCUSSION_ID.test('5f0c2a1e-9b7d-4c1a-8e2f-0a1b2c3d4e5f')).toBe(true);
    expect(DISCUSSION_ID.test('a'.repeat(64))).toBe(true);
    expect(DISCUSSION_ID.test('a'.repeat(65))).toBe(false);
    expect(DISCUSSION_ID.test('')).toBe(false);
    expect(DISCUSSION_ID.test('a/b')).toBe(false);
    expect(DISCUSSION_ID.test('x\nd-1')).toBe(false);
  });
});

describe('the post form: a discussion', () => {
  it('takes a discussion trimmed, published by default, with no source', () => {
    expect(post({ title: '  Graduate programs in Sydney ', content: ' <p>Which banks?</p> ', tags: '["graduates"]' })).toEqual({
      title: 'Graduate programs in Sydney',
      content: '<p>Which banks?</p>',
      status: 'published',
      tags: ['graduates'],
      source: null,
    });
  });

  it('asks for a title', () => {
    expect(messagesOf(discussionPostSchema, { content: discussion.content })).toEqual([m.titleRequired]);
    expect(messagesOf(discussionPostSchema, { ...discussion, title: '   ' })).toEqual([m.titleRequired]);
    expect(messagesOf(discussionPostSchema, { ...discussion, title: 42 })).toEqual([m.titleRequired]);
  });

  it('takes a title of 300 characters and refuses 301', () => {
    expect(post({ ...discussion, title: 'a'.repeat(300) }).title).toHaveLength(300);
    expect(post({ ...discussion, title: ` ${'a'.repeat(300)} ` }).title).toHaveLength(300);
    expect(messagesOf(discussionPostSchema, { ...discussion, title: 'a'.repeat(301) })).toEqual([m.titleTooLong]);
  });

  it('asks for content with words in it', () => {
    expect(messagesOf(discussionPostSchema, { title: discussion.title })).toEqual([m.contentRequired]);
    expect(messagesOf(discussionPostSchema, { title: discussion.title, content: '<p> </p><p>&nbsp;</p>' })).toEqual([m.contentRequired]);
    expect(messagesOf(discussionPostSchema, { title: discussion.title, content: ['<p>x</p>'] })).toEqual([m.contentRequired]);
    expect(messagesOf(discussionPostSchema, {})).toEqual([m.titleRequired, m.contentRequired]);
  });

  it('takes content of 20,000 characters and refuses more', () => {
    const words = (length: number) => `<p>${'a'.repeat(length - 7)}</p>`;
    expect(post({ ...discussion, content: words(20_000) }).content).toHaveLength(20_000);
    expect(messagesOf(discussionPostSchema, { ...discussion, content: words(20_001) })).toEqual([m.contentTooLong]);
  });

  it('reads the status ignoring case and spaces, and refuses any other', () => {
    expect(post({ ...discussion, status: ' Restricted ' }).status).toBe('restricted');
    expect(post({ ...discussion, status: 'published' }).status).toBe('published');
    expect(messagesOf(discussionPostSchema, { ...discussion, status: 'draft' })).toEqual([m.statusInvalid]);
    expect(messagesOf(discussionPostSchema, { ...discussion, status: 1 })).toEqual([m.statusInvalid]);
  });

  it('reads tags as JSON text: trimmed, empties dropped, each once ignoring case', () => {
    expect(post({ ...discussion, tags: '[" Sydney ", "", "graduates", "sydney", "Graduates", "  "]' }).tags).toEqual(['Sydney', 'graduates']);
    expect(post({ ...discussion }).tags).toEqual([]);
    expect(post({ ...discussion, tags: '' }).tags).toEqual([]);
    expect(post({ ...discussion, tags: '   ' }).tags).toEqual([]);
    expect(post({ ...discussion, tags: '[]' }).tags).toEqual([]);
    // a JSON body's list as it is
    expect(post({ ...discussion, tags: ['resume', 'Resume'] }).tags).toEqual(['resume']);
  });

  it('takes 10 tags of 40 characters, and refuses more, longer, or anything but a list of words', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `${i}`.padEnd(40, 'x'));
    expect(post({ ...discussion, tags: JSON.stringify(ten) }).tags).toEqual(ten);
    for (const tags of [JSON.stringify([...ten, 'eleven']), JSON.stringify(['x'.repeat(41)]), 'graduates, sydney', '{"a":1}', '[1, 2]', '"graduates"', 7]) {
      expect(messagesOf(discussionPostSchema, { ...discussion, tags })).toEqual([m.tagsInvalid]);
    }
  });
});

describe('the post form: a comment', () => {
  it('takes a comment under the post its source names, without a title or tags', () => {
    expect(post({ content: '<p>Try Grad Connection.</p>', source: ' d-1 ', title: 'ignored', tags: '["ignored"]' })).toEqual({
      title: '',
      content: '<p>Try Grad Connection.</p>',
      status: 'published',
      tags: [],
      source: 'd-1',
    });
  });

  it('says an empty comment cannot be sent, whatever its title', () => {
    expect(messagesOf(discussionPostSchema, { source: 'd-1' })).toEqual([m.commentEmpty]);
    expect(messagesOf(discussionPostSchema, { source: 'd-1', content: '<p><br></p>', title: 'x'.repeat(400) })).toEqual([m.commentEmpty]);
  });

  it('limits a comment’s content as a discussion’s', () => {
    expect(messagesOf(discussionPostSchema, { source: 'd-1', content: `<p>${'a'.repeat(20_000)}</p>` })).toEqual([m.contentTooLong]);
  });

  it('reads an empty source as none, and refuses one that is not an id', () => {
    expect(post({ ...discussion, source: '  ' }).source).toBeNull();
    expect(post({ ...discussion, source: '' }).source).toBeNull();
    for (const source of ['../admin', 'a'.repeat(65), 12, ['d-1']]) {
      expect(messagesOf(discussionPostSchema, { content: '<p>x</p>', source })).toContain(m.sourceInvalid);
    }
  });
});

describe('the list’s query', () => {
  const query = (value: Record<string, unknown>) => discussionListQuerySchema.parse(value);
  const refused = (value: Record<string, unknown>) => expect(messagesOf(discussionListQuerySchema, value)).toEqual([m.queryInvalid]);

  it('defaults to the first page of 10, most recent first', () => {
    expect(query({})).toEqual({ page: 1, limit: 10, type: 'recent' });
  });

  it('reads every parameter of spec 000 §7', () => {
    expect(
      query({
        page: '3',
        limit: '5',
        search: '  graduate ',
        tag: ' sydney ',
        type: 'popular',
        status: 'restricted',
        isDashboard: 'true',
        isRecentlyVisited: 'false',
      }),
    ).toEqual({ page: 3, limit: 5, search: 'graduate', tag: 'sydney', type: 'popular', status: 'restricted', isDashboard: true, isRecentlyVisited: false });
  });

  it('reads an empty search or tag as none, and status all or empty as every status', () => {
    expect(query({ search: '  ', tag: '', status: 'all' })).toEqual({ page: 1, limit: 10, type: 'recent' });
    expect(query({ status: '' }).status).toBeUndefined();
  });

  it('takes pages from 1 to 100,000 and limits from 1 to 50', () => {
    expect(query({ page: '100000', limit: '50' })).toMatchObject({ page: 100_000, limit: 50 });
    expect(query({ page: 1, limit: 1 })).toMatchObject({ page: 1, limit: 1 });
    for (const page of ['0', '-1', '1.5', 'abc', '100001']) refused({ page });
    for (const limit of ['0', '51', '2.5', 'ten']) refused({ limit });
  });

  it('takes a search of 100 characters and a tag of 40, and refuses longer', () => {
    expect(query({ search: 's'.repeat(100), tag: 't'.repeat(40) })).toMatchObject({ search: 's'.repeat(100), tag: 't'.repeat(40) });
    refused({ search: 's'.repeat(101) });
    refused({ tag: 't'.repeat(41) });
    refused({ search: ['a', 'b'] });
  });

  it('refuses another sort, status or flag', () => {
    refused({ type: 'hot' });
    refused({ status: 'draft' });
    refused({ isDashboard: 'yes' });
    refused({ isRecentlyVisited: '1' });
  });

  it('pages the admin’s flagged queue 10 at a time by default', () => {
    expect(flaggedQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
    expect(flaggedQuerySchema.parse({ page: '2', limit: '20' })).toEqual({ page: 2, limit: 20 });
    expect(messagesOf(flaggedQuerySchema, { limit: '51' })).toEqual([m.queryInvalid]);
  });
});

describe('votes, flags, decisions and restrictions', () => {
  it('takes an upvote or a downvote', () => {
    expect(voteSchema.parse({ voteType: 'upvote' })).toEqual({ voteType: 'upvote' });
    expect(voteSchema.parse({ voteType: 'downvote' })).toEqual({ voteType: 'downvote' });
    for (const body of [{}, { voteType: 'up' }, { voteType: 1 }]) expect(messagesOf(voteSchema, body)).toEqual([m.voteInvalid]);
  });

  it('takes a flag’s reason', () => {
    for (const reason of ['spam', 'abuse', 'offTopic']) expect(flagSchema.parse({ reason })).toEqual({ reason });
    for (const body of [{}, { reason: 'offtopic' }, { reason: null }]) expect(messagesOf(flagSchema, body)).toEqual([m.reasonInvalid]);
  });

  it('takes an admin’s decision', () => {
    for (const decision of ['keep', 'hide', 'delete']) expect(moderateSchema.parse({ decision })).toEqual({ decision });
    for (const body of [{}, { decision: 'ban' }]) expect(messagesOf(moderateSchema, body)).toEqual([m.decisionInvalid]);
  });

  it('restricts by default, publishes again with restricted false', () => {
    expect(restrictSchema.parse({})).toEqual({ restricted: true });
    expect(restrictSchema.parse({ restricted: false })).toEqual({ restricted: false });
    expect(messagesOf(restrictSchema, { restricted: 'false' })).toEqual([m.restrictedInvalid]);
  });
});
