import { describe, expect, it } from 'vitest';
import { aiStateOf, allowedReviewStatuses, canReinitiateAi, canRequestCareerAdvice, careerAdviceOpen, isAiRunning, statusesOfReviewTab } from './lifecycle.ts';

const meeting = (date: string) => ({ meeting: { link: 'https://meet.example.com/a', date, time: '10:00' } });

describe('the AI review', () => {
  it('runs while queued, reading or reviewing', () => {
    for (const stage of ['queued', 'reading', 'reviewing'] as const) expect(isAiRunning(stage)).toBe(true);
    for (const stage of ['none', 'done', 'failed'] as const) expect(isAiRunning(stage)).toBe(false);
  });

  it('reads as waiting until the first attempt is queued, and as its stage after', () => {
    expect(aiStateOf('none')).toBe('waiting');
    for (const stage of ['queued', 'reading', 'reviewing', 'done', 'failed'] as const) expect(aiStateOf(stage)).toBe(stage);
  });

  it('may be reinitiated on a paid review once no attempt runs', () => {
    expect(canReinitiateAi({ paid: true, ai: { stage: 'done' } })).toBe(true);
    expect(canReinitiateAi({ paid: true, ai: { stage: 'failed' } })).toBe(true);
    expect(canReinitiateAi({ paid: true, ai: { stage: 'reviewing' } })).toBe(false);
    expect(canReinitiateAi({ paid: false, ai: { stage: 'none' } })).toBe(false);
  });
});

describe('allowedReviewStatuses (spec 001 §4)', () => {
  it('offers an admin the other status of a paid review, and nothing of an unpaid one', () => {
    expect(allowedReviewStatuses('admin', { paid: true, status: 'pending' })).toEqual(['completed']);
    expect(allowedReviewStatuses('admin', { paid: true, status: 'completed' })).toEqual(['pending']);
    expect(allowedReviewStatuses('admin', { paid: false, status: 'pending' })).toEqual([]);
  });

  it('offers the seeker nothing', () => expect(allowedReviewStatuses('jobSeeker', { paid: true, status: 'pending' })).toEqual([]));
});

describe('career advice', () => {
  it('is open from the request until the day of its meeting has passed', () => {
    expect(careerAdviceOpen(null, '2026-11-23')).toBe(false);
    expect(careerAdviceOpen({ meeting: null }, '2026-11-23')).toBe(true);
    expect(careerAdviceOpen(meeting('2026-11-23'), '2026-11-23')).toBe(true);
    expect(careerAdviceOpen(meeting('2026-11-22'), '2026-11-23')).toBe(false);
  });

  it('may be asked for on a paid review with no session open', () => {
    expect(canRequestCareerAdvice({ paid: true, careerAdvice: null }, '2026-11-23')).toBe(true);
    expect(canRequestCareerAdvice({ paid: true, careerAdvice: meeting('2026-11-22') }, '2026-11-23')).toBe(true);
    expect(canRequestCareerAdvice({ paid: true, careerAdvice: { meeting: null } }, '2026-11-23')).toBe(false);
    expect(canRequestCareerAdvice({ paid: false, careerAdvice: null }, '2026-11-23')).toBe(false);
  });
});

describe('statusesOfReviewTab (spec 001 §2.4: All, Completed, Pending)', () => {
  it('shows every status on All, and its own on the others', () => {
    expect(statusesOfReviewTab('all')).toBeNull();
    expect(statusesOfReviewTab('completed')).toEqual(['completed']);
    expect(statusesOfReviewTab('pending')).toEqual(['pending']);
  });
});
