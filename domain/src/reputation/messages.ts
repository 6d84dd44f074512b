/** Every user-facing text of the reputation feature. */
export const reputationMessages = {
  notFound: 'This referrer does not exist.',
  noReplies: 'No replies yet',
  failFetch: 'Failed to fetch the referrer’s reputation.',
} as const;
