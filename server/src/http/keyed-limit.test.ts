import { DomainError } from '@referly/domain';
import { expect, it } from 'vitest';
import { createRateLimits, keyedLimit } from './rate-limit.ts';

const refusal = async (attempt: Promise<void>) => {
  try {
    await attempt;
  } catch (error) {
    return error;
  }
  return null;
};

it('counts per key alone: one key past its points is refused with its words and wait, another key is not', async () => {
  const limit = keyedLimit(`keyed-${Date.now()}`, { points: 100, durationSeconds: 60 }, { points: 2, durationSeconds: 3600 }, (s) => `Wait ${s} seconds.`);
  await limit.take('ava');
  await limit.take('ava');
  const refused = await refusal(limit.take('ava'));
  expect(refused).toBeInstanceOf(DomainError);
  expect((refused as DomainError).code).toBe('rate_limited');
  expect((refused as DomainError).message).toMatch(/^Wait (3600|3599) seconds\.$/);
  expect((refused as DomainError).details?.retryAfterSeconds).toBeGreaterThan(3500);
  await expect(limit.take('ben')).resolves.toBeUndefined();
});

it('hands the same limit to every caller of an action', () => {
  const limits = createRateLimits({ points: 10, durationSeconds: 60 });
  const first = limits.keyed('post', { points: 1, durationSeconds: 60 }, () => 'no');
  expect(limits.keyed('post', { points: 5, durationSeconds: 60 }, () => 'other')).toBe(first);
  expect(limits.keyed('comment', { points: 1, durationSeconds: 60 }, () => 'no')).not.toBe(first);
});
