import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TITLE_MAX, MARK_READ_MAX_IDS } from './constants.ts';
import { notificationMessages as messages } from './messages.ts';
import { announcementSchema, markNotificationsReadSchema, notificationsQuerySchema, plainText } from './schemas.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('plain text', () => {
  it('drops tags and control characters, keeps line breaks and tabs, trims the ends', () => {
    expect(plainText('  <p>Hello <b>all</b></p>\u0000\u0007\u001f\u007f\n\tbye  ')).toBe('Hello all\n\tbye');
    expect(plainText('a\u000bb\u000cc\rd')).toBe('abcd');
  });

  it('shortens runs of blank lines to one', () => {
    expect(plainText('one\n\n\n\ntwo\n\nthree')).toBe('one\n\ntwo\n\nthree');
  });

  it('keeps text that only looks like markup', () => {
    expect(plainText('a < b and c > d')).toBe('a  d');
    expect(plainText('5 < 6')).toBe('5 < 6');
  });
});

describe('an announcement', () => {
  it('takes a title and a message as plain text', () => {
    expect(announcementSchema.parse({ title: ' <h1>Hi</h1> ', body: 'Body <img src=x onerror=alert(1)>text' })).toEqual({ title: 'Hi', body: 'Body text' });
  });

  it.each([
    [{ body: 'b' }, messages.titleRequired],
    [{ title: 3, body: 'b' }, messages.titleRequired],
    [{ title: '   ', body: 'b' }, messages.titleRequired],
    [{ title: 'x'.repeat(ANNOUNCEMENT_TITLE_MAX + 1), body: 'b' }, messages.titleTooLong],
    [{ title: 't' }, messages.bodyRequired],
    [{ title: 't', body: '<br>' }, messages.bodyRequired],
    [{ title: 't', body: 'x'.repeat(ANNOUNCEMENT_BODY_MAX + 1) }, messages.bodyTooLong],
  ])('refuses %j: %s', (input, message) => {
    expect(firstMessage(announcementSchema.safeParse(input))).toBe(message);
  });

  it('takes the longest title and message', () => {
    const title = 'x'.repeat(ANNOUNCEMENT_TITLE_MAX);
    const body = 'y'.repeat(ANNOUNCEMENT_BODY_MAX);
    expect(announcementSchema.parse({ title, body })).toEqual({ title, body });
  });
});

describe('marking read', () => {
  it('takes ids, each once, or all', () => {
    expect(markNotificationsReadSchema.parse({ ids: ['a:1', 'b.2', 'a:1', 'c_3-x'] })).toEqual(['a:1', 'b.2', 'c_3-x']);
    expect(markNotificationsReadSchema.parse({ all: true })).toBe('all');
    expect(markNotificationsReadSchema.parse({ all: true, ids: ['a'] })).toBe('all');
  });

  it.each([
    [{}, messages.markWhat],
    [{ ids: [] }, messages.markWhat],
    [{ all: false }, messages.markWhat],
    [{ ids: 'abc' }, messages.markWhat],
    [{ ids: ['../x'] }, messages.notFound],
    [{ ids: [''] }, messages.notFound],
    [{ ids: ['x'.repeat(129)] }, messages.notFound],
    [{ ids: [7] }, messages.notFound],
    [{ ids: Array.from({ length: MARK_READ_MAX_IDS + 1 }, (_, i) => `n${i}`) }, messages.tooManyIds],
  ])('refuses %j', (input, message) => {
    expect(firstMessage(markNotificationsReadSchema.safeParse(input))).toBe(message);
  });

  it('takes the most ids and the longest id', () => {
    expect(markNotificationsReadSchema.parse({ ids: Array.from({ length: MARK_READ_MAX_IDS }, (_, i) => `n${i}`) })).toHaveLength(MARK_READ_MAX_IDS);
    expect(markNotificationsReadSchema.parse({ ids: ['x'.repeat(128)] })).toEqual(['x'.repeat(128)]);
  });
});

describe('a page of notifications', () => {
  it('defaults to the first page of ten', () => {
    expect(notificationsQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
    expect(notificationsQuerySchema.parse({ page: '3', limit: '50' })).toEqual({ page: 3, limit: 50 });
    expect(notificationsQuerySchema.parse({ page: '1', limit: '1' })).toEqual({ page: 1, limit: 1 });
  });

  it.each([
    [{ page: '0' }, messages.pageInvalid],
    [{ page: '1.5' }, messages.pageInvalid],
    [{ page: 'x' }, messages.pageInvalid],
    [{ limit: '0' }, messages.limitInvalid],
    [{ limit: '51' }, messages.limitInvalid],
    [{ limit: '2.5' }, messages.limitInvalid],
    [{ limit: 'x' }, messages.limitInvalid],
  ])('refuses %j', (input, message) => {
    expect(firstMessage(notificationsQuerySchema.safeParse(input))).toBe(message);
  });
});
