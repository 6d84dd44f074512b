import { describe, expect, it } from 'vitest';
import { formatRate, formatReplyTime, formatShare, REPUTATION_MIN_REQUESTS, requestCount } from './format.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('a reply time as people say it', () => {
  it.each([
    [0, 'under 1 min'],
    [29 * SECOND, 'under 1 min'],
    [30 * SECOND, '1 min'],
    [MINUTE, '1 min'],
    [45 * MINUTE, '45 min'],
    [59 * MINUTE + 29 * SECOND, '59 min'],
    [59 * MINUTE + 30 * SECOND, '1 h'],
    [HOUR, '1 h'],
    [2 * HOUR + 5 * MINUTE, '2 h 5 min'],
    [23 * HOUR + 59 * MINUTE, '23 h 59 min'],
    [DAY, '1 day'],
    [DAY + 29 * MINUTE, '1 day'],
    [DAY + 30 * MINUTE, '1 day 1 h'],
    [DAY + 3 * HOUR, '1 day 3 h'],
    [2 * DAY, '2 days'],
    [3 * DAY + 4 * HOUR + 10 * MINUTE, '3 days 4 h'],
  ])('%i ms reads %s', (ms, text) => expect(formatReplyTime(ms)).toBe(text));
});

describe('a share', () => {
  it.each([
    [0, '0%'],
    [0.75, '75%'],
    [2 / 3, '67%'],
    [0.004, '0%'],
    [0.005, '1%'],
    [1, '100%'],
  ])('%f reads %s', (rate, text) => expect(formatShare(rate)).toBe(text));
});

describe('a rate as a figure shows it: a share once it rests on enough requests', () => {
  it('needs three requests', () => expect(REPUTATION_MIN_REQUESTS).toBe(3));

  it.each([
    [0, 0, 'Not enough requests yet'],
    [0, 1, 'Not enough requests yet'],
    [1, 2, 'Not enough requests yet'],
    [0, 3, '0%'],
    [2 / 3, 3, '67%'],
    [0.75, 4, '75%'],
  ])('%f of %i requests reads %s', (rate, requests, text) => expect(formatRate(rate, requests)).toBe(text));

  it('says not enough for a rate that rests on nothing', () => expect(formatRate(null, 5)).toBe('Not enough requests yet'));
});

describe('a count of requests', () => {
  it.each([
    [0, '0 requests'],
    [1, '1 request'],
    [2, '2 requests'],
  ])('%i reads %s', (count, text) => expect(requestCount(count)).toBe(text));
});
