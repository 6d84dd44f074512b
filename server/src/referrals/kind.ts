import { maySendIn, referralKind, type AccountEvent, type RecordedEvent } from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';
import type { ChatSearchField } from '@referly/projections/chat/queries';
import { getReferral } from '@referly/projections/referrals/queries';
import type { Viewer } from '../auth/viewer.ts';
import { ADMIN_ROOM, companyRoom, userRoom } from '../live/rooms.ts';
import type { RequestKind } from '../platform/request-kinds.ts';
import { canSee, scopeOf } from './access.ts';
import type { ReferralsService } from './referrals-service.ts';

/**
 * The events after which who may see a referral's chat may have changed: the request's own (the domain's list for its
 * kind: taken, moved on) and a referrer's verification or employment, on which their company's requests depend.
 */
const accessChanges = [
  ...referralKind.chatAccessTypes,
  ...(['ReferrerVerificationStatusChanged', 'EmploymentRecorded'] as const satisfies readonly AccountEvent['type'][]),
];

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Where a search for "the other person" looks in a referral's chat, by who is searching. */
const searchIn = (viewer: Viewer): ChatSearchField[] => {
  const others: ChatSearchField[] =
    viewer.role === 'jobSeeker' ? ['referrer.name'] : viewer.role === 'referrer' ? ['seeker.name'] : ['seeker.name', 'referrer.name'];
  return [...others, 'desiredPosition', 'companyName'];
};

/**
 * A job referral as a kind of request: its chat is seen by whoever may see the request (canSee, and scopeOf for the
 * list), written in by its seeker and the referrer handling it (admins only read it: spec 001 §2.4), and its payments
 * are the referrals service's.
 */
export const jobReferralKind = (readStore: ReadStore, referrals: ReferralsService): RequestKind => ({
  chat: {
    canSeeRequest: async (viewer, requestId) => {
      const referral = await getReferral(readStore, requestId);
      return referral !== null && canSee(viewer, referral);
    },
    mayWrite: (viewer) => maySendIn(viewer.role, 'jobReferral'),
    chatScope: scopeOf,
    searchIn,
    participants: async (requestId) => {
      const state = await referrals.referralOf(requestId);
      return state.exists ? { seekerId: state.seekerId, referrerId: state.referrerId, companyId: state.companyId } : null;
    },
    // the seeker, the referrer handling the request (or, while nobody does, its company's verified referrers), the admins
    rooms: ({ seekerId, referrerId, companyId }) => {
      const referrers = referrerId ? userRoom(referrerId) : companyId ? companyRoom(companyId) : null;
      return [seekerId ? userRoom(seekerId) : null, referrers, ADMIN_ROOM].filter((room): room is string => room !== null);
    },
    accessChanges,
    requestIdOf: (event: RecordedEvent) => text(event.data.referralId),
  },
  payment: referrals.paymentPurpose,
});
