import { describe, expect, it } from 'vitest';
import { reputationMessages } from './messages.ts';

describe('the reputation feature’s words', () => {
  it('says what a caller and a viewer read', () => {
    expect(reputationMessages).toEqual({
      notFound: 'This referrer does not exist.',
      noReplies: 'No replies yet',
      notEnough: 'Not enough requests yet',
      failFetch: 'Failed to fetch the referrer’s reputation.',
    });
  });
});
