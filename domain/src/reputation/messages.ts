/** Every user-facing text of the reputation feature. */
export const reputationMessages = {
  notFound: 'This referrer does not exist.',
  noReplies: 'No replies yet',
  /** a rate that rests on fewer requests than it takes to mean something */
  notEnough: 'Not enough requests yet',
  failFetch: 'Failed to fetch the referrer’s reputation.',
} as const;
