import { maySendIn, type RecordedEvent } from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';
import type { ChatSearchField } from '@referly/projections/chat/queries';
import { getResumeReview } from '@referly/projections/resume-review/queries';
import type { Viewer } from '../auth/viewer.ts';
import { ADMIN_ROOM, userRoom } from '../live/rooms.ts';
import type { RequestKind } from '../platform/request-kinds.ts';
import { canSeeReview, reviewScopeOf } from './access.ts';
import type { ResumeReviewService } from './resume-review-service.ts';

/** Where a search in review chats looks: the seeker's name for an admin, the position and company for everyone. */
const searchIn = (viewer: Viewer): ChatSearchField[] =>
  viewer.role === 'admin' ? ['seeker.name', 'desiredPosition', 'companyName'] : ['desiredPosition', 'companyName'];

/**
 * A resume review as a kind of request: its chat is seen by the review's seeker and the admins, and both write in it
 * (spec 001 §2.4, §6: the admin answers in resumeReview chats); a referrer never sees one. Who is on it never changes.
 * Its payments are the review service's.
 */
export const resumeReviewKind = (readStore: ReadStore, reviews: ResumeReviewService): RequestKind => ({
  chat: {
    canSeeRequest: async (viewer, requestId) => {
      const review = await getResumeReview(readStore, requestId);
      return review !== null && canSeeReview(viewer, review);
    },
    mayWrite: (viewer) => viewer.role !== 'referrer' && maySendIn(viewer.role, 'resumeReview'),
    chatScope: reviewScopeOf,
    searchIn,
    participants: async (requestId) => {
      const state = await reviews.reviewOf(requestId);
      // no company: no referrer is on a review, whichever company it names
      return state.exists ? { seekerId: state.seekerId, referrerId: null, companyId: '' } : null;
    },
    rooms: ({ seekerId }) => (seekerId ? [userRoom(seekerId), ADMIN_ROOM] : [ADMIN_ROOM]),
    accessChanges: [],
    requestIdOf: (event: RecordedEvent) => (typeof event.data.reviewId === 'string' ? event.data.reviewId : null),
  },
  payment: reviews.paymentPurpose,
});
