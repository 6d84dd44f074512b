import { describe, expect, it } from 'vitest';
import { ageOn } from '@referly/domain';
import { dateOfBirthBounds } from './date-of-birth-bounds';

describe('dateOfBirthBounds', () => {
  it('matches the schema: 13 years ago at most, 120 years old at the oldest', () => {
    const { min, max } = dateOfBirthBounds('2025-06-15');
    expect(max).toBe('2012-06-15');
    expect(min).toBe('1904-06-16');
    expect(ageOn(max, '2025-06-15')).toBe(13);
    expect(ageOn(min, '2025-06-15')).toBe(120);
    expect(ageOn('1904-06-15', '2025-06-15')).toBe(121);
  });

  it('copes with 29 February', () => {
    expect(dateOfBirthBounds('2024-02-29').max).toBe('2011-02-28');
  });
});
