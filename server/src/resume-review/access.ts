import { DomainError, resumeReviewMessages, type ResumeReviewActor } from '@referly/domain';
import type { Filter } from '@referly/infra/ports/read-store';
import { resumeReviewScopes } from '@referly/projections/resume-review/queries';
import type { ResumeReviewDoc } from '@referly/projections/resume-review/resume-reviews.projection';
import type { Viewer } from '../auth/viewer.ts';

/**
 * Who may see a review (its detail, its files and its chat): its seeker and the admins. A referrer never does, nor
 * another seeker: to them it does not exist.
 */
export const canSeeReview = (viewer: Viewer, review: ResumeReviewDoc): boolean =>
  viewer.role === 'admin' || (viewer.role === 'jobSeeker' && review.seekerId === viewer.userId);

/** The reviews a viewer's list holds (the same rule as canSeeReview, as a read-model filter). */
export const reviewScopeOf = (viewer: Viewer): Filter => {
  switch (viewer.role) {
    case 'admin':
      return resumeReviewScopes.admin();
    case 'jobSeeker':
      return resumeReviewScopes.seeker(viewer.userId);
    case 'referrer':
      return resumeReviewScopes.none();
  }
};

export const mustSeeReview = (viewer: Viewer, review: ResumeReviewDoc | null): ResumeReviewDoc => {
  if (!review || !canSeeReview(viewer, review)) throw new DomainError('not_found', resumeReviewMessages.notFound);
  return review;
};

/** Who acts on a review, as its decider knows them: the seeker or an admin (the routes let no one else through). */
export const reviewActorOf = (viewer: Viewer): ResumeReviewActor => {
  if (viewer.role === 'referrer') throw new DomainError('not_found', resumeReviewMessages.notFound);
  return { userId: viewer.userId, role: viewer.role, name: viewer.name };
};
