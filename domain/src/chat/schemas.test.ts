import { describe, expect, it } from 'vitest';
import {
  chatIdSchema,
  chatListQuerySchema,
  chatPageQuerySchema,
  chatTypeSchema,
  chatTypingSchema,
  chatWatchSchema,
  markReadSchema,
  messageTextSchema,
  sendMessageSchema,
} from './schemas.ts';

type Parsed = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const messagesOf = (result: Parsed) => result.error?.issues.map(({ path, message }) => ({ path, message }));

describe('messageTextSchema (spec 001 §5, a chat message)', () => {
  it('takes a text, trimmed, up to 2000 characters', () => {
    expect(messageTextSchema.parse('  Hello!  ')).toBe('Hello!');
    expect(messageTextSchema.parse(` ${'x'.repeat(2000)} `)).toBe('x'.repeat(2000));
  });

  it('says a message is required when it is missing, empty or blank', () => {
    for (const value of [undefined, '', '   ', 42])
      expect(messagesOf(messageTextSchema.safeParse(value))).toEqual([{ path: [], message: 'Message is required.' }]);
  });

  it('refuses a text past 2000 characters', () =>
    expect(messagesOf(messageTextSchema.safeParse('x'.repeat(2001)))).toEqual([{ path: [], message: 'Message must be at most 2000 characters.' }]));
});

describe('sendMessageSchema (the multipart fields)', () => {
  const refusal = (form: Record<string, unknown>) =>
    sendMessageSchema.safeParse(form).error?.issues.map(({ code, path, message }) => ({ code, path, message }));

  it('takes a text with its content, trimmed', () =>
    expect(sendMessageSchema.parse({ chatId: 'c', contentType: 'text', content: ' Hi ' })).toEqual({ contentType: 'text', content: 'Hi' }));

  it('takes a file without a text, and ignores a text sent with it', () => {
    expect(sendMessageSchema.parse({ contentType: 'file' })).toEqual({ contentType: 'file' });
    expect(sendMessageSchema.parse({ contentType: 'file', content: 'ignored' })).toEqual({ contentType: 'file' });
  });

  it('says a message is required for a text without content, under the content field', () => {
    expect(refusal({ contentType: 'text', content: ' ' })).toEqual([{ code: 'custom', path: ['content'], message: 'Message is required.' }]);
    expect(refusal({ contentType: 'text' })).toEqual([{ code: 'custom', path: ['content'], message: 'Message is required.' }]);
  });

  it('says how long a text may be', () =>
    expect(refusal({ contentType: 'text', content: 'x'.repeat(2001) })).toEqual([
      { code: 'custom', path: ['content'], message: 'Message must be at most 2000 characters.' },
    ]));

  it('says a message is required without a kind of content, or with another kind', () => {
    expect(refusal({ content: 'Hi' })).toEqual([{ code: 'invalid_value', path: ['contentType'], message: 'Message is required.' }]);
    expect(refusal({ contentType: 'video', content: 'Hi' })).toEqual([{ code: 'invalid_value', path: ['contentType'], message: 'Message is required.' }]);
  });
});

describe('chatTypeSchema', () => {
  it('takes the two kinds of chat', () => {
    expect(chatTypeSchema.parse('jobReferral')).toBe('jobReferral');
    expect(chatTypeSchema.parse('resumeReview')).toBe('resumeReview');
  });

  it('answers any other kind as a chat that does not exist', () =>
    expect(messagesOf(chatTypeSchema.safeParse('careerAdvice'))).toEqual([{ path: [], message: 'This chat does not exist.' }]));
});

describe('markReadSchema', () => {
  it('takes the sequence read up to, from JSON or text', () => {
    expect(markReadSchema.parse({ upTo: 3 })).toEqual({ upTo: 3 });
    expect(markReadSchema.parse({ upTo: '7' })).toEqual({ upTo: 7 });
    expect(markReadSchema.parse({ upTo: 0 })).toEqual({ upTo: 0 });
  });

  it.each([[{}], [{ upTo: 'x' }], [{ upTo: 1.5 }], [{ upTo: -1 }]])('refuses %j', (body) =>
    expect(messagesOf(markReadSchema.safeParse(body))).toEqual([{ path: ['upTo'], message: 'Please say which message was read.' }]),
  );
});

describe('chatListQuerySchema', () => {
  it('takes no filter, a kind of chat and a search, trimmed', () => {
    expect(chatListQuerySchema.parse({})).toEqual({});
    expect(chatListQuerySchema.parse({ chatType: 'jobReferral', search: ' Atlassian ' })).toEqual({ chatType: 'jobReferral', search: 'Atlassian' });
  });

  it('refuses another kind of chat and a search past 100 characters', () => {
    expect(chatListQuerySchema.safeParse({ chatType: 'other' }).success).toBe(false);
    expect(chatListQuerySchema.safeParse({ search: 'x'.repeat(100) }).success).toBe(true);
    expect(chatListQuerySchema.safeParse({ search: 'x'.repeat(101) }).success).toBe(false);
  });
});

describe('chatPageQuerySchema', () => {
  it('pages 30 of the newest messages unless told otherwise', () => expect(chatPageQuerySchema.parse({})).toEqual({ limit: 30 }));

  it('takes a sequence to page before and a limit up to 100, from the query string', () => {
    expect(chatPageQuerySchema.parse({ before: '31', limit: '10' })).toEqual({ before: 31, limit: 10 });
    expect(chatPageQuerySchema.parse({ before: '1', limit: '1' })).toEqual({ before: 1, limit: 1 });
    expect(chatPageQuerySchema.parse({ limit: '100' })).toEqual({ limit: 100 });
  });

  it.each([[{ before: '0' }], [{ before: '2.5' }], [{ limit: '0' }], [{ limit: '101' }], [{ limit: '1.5' }]])('refuses %j', (query) =>
    expect(chatPageQuerySchema.safeParse(query).success).toBe(false),
  );
});

describe('chatIdSchema (a chat named in a path or a socket event)', () => {
  it('takes letters, digits and dashes, 1 to 64 of them', () => {
    for (const id of ['a', '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9', 'A'.repeat(64)]) expect(chatIdSchema.parse(id)).toBe(id);
  });

  it('says the chat does not exist for anything else', () => {
    for (const id of ['', 'x'.repeat(65), 'chat:1', 'a_b', 'a b', 'admin/1', ' a', 'a\n', 42, undefined, null])
      expect(messagesOf(chatIdSchema.safeParse(id))).toEqual([{ path: [], message: 'This chat does not exist.' }]);
  });
});

describe('chatWatchSchema (socket chat:watch, chat:unwatch)', () => {
  it('takes a chat id and nothing else', () => expect(chatWatchSchema.parse({ chatId: 'abc-1', room: 'admin' })).toEqual({ chatId: 'abc-1' }));

  it('refuses a missing or malformed chat id, and a payload that is not an object', () => {
    expect(messagesOf(chatWatchSchema.safeParse({}))).toEqual([{ path: ['chatId'], message: 'This chat does not exist.' }]);
    expect(messagesOf(chatWatchSchema.safeParse({ chatId: 'user:1' }))).toEqual([{ path: ['chatId'], message: 'This chat does not exist.' }]);
    for (const payload of ['abc-1', null, undefined]) expect(chatWatchSchema.safeParse(payload).success).toBe(false);
  });
});

describe('chatTypingSchema (socket chat:typing)', () => {
  it('takes a chat id and whether its sender is typing', () => {
    expect(chatTypingSchema.parse({ chatId: 'abc-1', typing: true })).toEqual({ chatId: 'abc-1', typing: true });
    expect(chatTypingSchema.parse({ chatId: 'abc-1', typing: false, name: 'Someone else' })).toEqual({ chatId: 'abc-1', typing: false });
  });

  it('refuses a typing flag that is not a boolean, and a bad chat id', () => {
    for (const typing of ['true', 1, undefined, null]) expect(chatTypingSchema.safeParse({ chatId: 'abc-1', typing }).success).toBe(false);
    expect(messagesOf(chatTypingSchema.safeParse({ chatId: '', typing: true }))).toEqual([{ path: ['chatId'], message: 'This chat does not exist.' }]);
  });
});
