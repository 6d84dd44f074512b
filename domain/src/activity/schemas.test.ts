import { describe, expect, it } from 'vitest';
import { ACTIVITY_PAGE_SIZE, activityKindLabels, activityKinds, activityMessages as messages } from './constants.ts';
import { activityCountQuerySchema, activityFilterSchema, activityPageQuerySchema } from './schemas.ts';

const problems = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? {} : Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the activity kinds', () => {
  it("each read as a label: the registry's, in its order (each feature adds its own there)", () => {
    expect(activityKinds.slice(0, 3).map((kind) => activityKindLabels[kind])).toEqual(['Accounts', 'Referrer verification', 'Referrals']);
    expect(activityKinds.every((kind) => activityKindLabels[kind].trim().length > 0)).toBe(true);
    expect(activityKindLabels.emails).toBe('E-mails');
  });
});

describe('the activity page query', () => {
  it('asks for the newest 50 entries of everything when nothing is given', () => {
    expect(activityPageQuerySchema.parse({})).toEqual({ limit: ACTIVITY_PAGE_SIZE });
    expect(ACTIVITY_PAGE_SIZE).toBe(50);
  });

  it('reads a query string: a kind, a user, a trimmed search, a range, a cursor and a page size', () => {
    expect(
      activityPageQuerySchema.parse({
        kind: 'payments',
        userId: 'u-7',
        q: '  sam ',
        from: '2026-11-24T00:00:00+11:00',
        to: '2026-11-25T00:00:00.000Z',
        before: '120',
        limit: '10',
      }),
    ).toEqual({ kind: 'payments', userId: 'u-7', q: 'sam', from: '2026-11-24T00:00:00+11:00', to: '2026-11-25T00:00:00.000Z', before: 120, limit: 10 });
  });

  it.each([
    [{ kind: 'secrets' }, 'kind', messages.kindInvalid],
    [{ kind: ['chat', 'coupons'] }, 'kind', messages.kindInvalid],
    [{ userId: 'a b' }, 'userId', messages.userInvalid],
    [{ userId: 'x'.repeat(65) }, 'userId', messages.userInvalid],
    [{ userId: 7 }, 'userId', messages.userInvalid],
    [{ q: 'x'.repeat(101) }, 'q', messages.searchTooLong],
    [{ q: 3 }, 'q', messages.searchTooLong],
    [{ from: '24/11/2026' }, 'from', messages.dateInvalid],
    [{ to: '2026-11-24' }, 'to', messages.dateInvalid],
    [{ before: '0' }, 'before', messages.cursorInvalid],
    [{ before: '1.5' }, 'before', messages.cursorInvalid],
    [{ before: 'abc' }, 'before', messages.cursorInvalid],
    [{ limit: '0' }, 'limit', messages.limitInvalid],
    [{ limit: '101' }, 'limit', messages.limitInvalid],
    [{ limit: '2.5' }, 'limit', messages.limitInvalid],
    [{ limit: 'many' }, 'limit', messages.limitInvalid],
  ])('refuses %j with its message', (input, field, message) => {
    expect(problems(activityPageQuerySchema.safeParse(input))).toEqual({ [field]: message });
  });

  it('takes the edges: a 64-character id, a 100-character search, one entry and a hundred', () => {
    const edges = { userId: 'x'.repeat(64), q: 'y'.repeat(100), before: '1' };
    expect(activityPageQuerySchema.parse({ ...edges, limit: '1' })).toMatchObject({ ...edges, before: 1, limit: 1 });
    expect(activityPageQuerySchema.parse({ limit: '100' }).limit).toBe(100);
  });

  it('refuses a range that ends before it starts, and takes one that starts and ends at once', () => {
    const range = { from: '2026-11-25T00:00:00Z', to: '2026-11-24T23:59:59Z' };
    expect(problems(activityPageQuerySchema.safeParse(range))).toEqual({ to: messages.rangeInvalid });
    expect(problems(activityFilterSchema.safeParse(range))).toEqual({ to: messages.rangeInvalid });
    expect(problems(activityCountQuerySchema.safeParse({ ...range, after: '1' }))).toEqual({ to: messages.rangeInvalid });
    const instant = { from: '2026-11-25T00:00:00Z', to: '2026-11-25T11:00:00+11:00' };
    expect(activityPageQuerySchema.safeParse(instant).success).toBe(true);
    expect(activityFilterSchema.safeParse({ from: instant.from }).success).toBe(true);
    expect(activityFilterSchema.safeParse({ to: instant.to }).success).toBe(true);
  });
});

describe('the export filter and the new-entries count', () => {
  it('the export takes the filters alone', () => {
    expect(activityFilterSchema.parse({ kind: 'chat', q: ' mia ', before: '3' })).toEqual({ kind: 'chat', q: 'mia' });
  });

  it('the count needs the position it counts after, a whole number from 0', () => {
    expect(activityCountQuerySchema.parse({ after: '0', kind: 'coupons' })).toEqual({ after: 0, kind: 'coupons' });
    expect(activityCountQuerySchema.parse({ after: '41' }).after).toBe(41);
    expect(problems(activityCountQuerySchema.safeParse({}))).toEqual({ after: messages.cursorInvalid });
    expect(problems(activityCountQuerySchema.safeParse({ after: '-1' }))).toEqual({ after: messages.cursorInvalid });
    expect(problems(activityCountQuerySchema.safeParse({ after: '1.5' }))).toEqual({ after: messages.cursorInvalid });
    expect(problems(activityCountQuerySchema.safeParse({ after: 'x' }))).toEqual({ after: messages.cursorInvalid });
  });
});
