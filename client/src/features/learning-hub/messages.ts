/** Spec 000 §5 and §8's words for the learning hub. */
export const learningHubText = {
  failList: 'Failed to fetch learning hub data.',
  failPost: 'Failed to fetch learning hub.',
  saved: 'Learning hub post updated successfully!',
  failSave: 'Failed to update post!',
  deleted: 'Learning hub post deleted successfully!',
  failDelete: 'Failed to delete post!',
  noPrevious: 'No previous post',
  noNext: 'No next post',
} as const;
