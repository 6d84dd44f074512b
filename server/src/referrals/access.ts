import { DomainError, referralMessages, type ReferralActor } from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { readUser } from '@referly/projections/accounts/queries';
import { referralScopes } from '@referly/projections/referrals/queries';
import type { ReferralDoc } from '@referly/projections/referrals/referrals.projection';
import type { Filter } from '@referly/infra/ports/read-store';
import type { Principal } from '../auth/authenticate.ts';

/** Who is looking, as the read models know them: a referrer's company and whether they are verified. */
export type Viewer = ReferralActor & { companyId: string | null; approved: boolean };

export const viewerOf = async (readStore: ReadStore, principal: Principal): Promise<Viewer> => {
  const user = await readUser(readStore, principal.sub);
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return {
    userId: principal.sub,
    role: principal.role,
    name: name || (user?.email ?? 'Someone'),
    companyId: user?.careerInfo.companyId ?? null,
    approved: user?.referrerVerificationStatus === 'approved',
  };
};

/**
 * Who may see a request (its detail, its files, and later its chat): its seeker; a verified referrer of its company once
 * it is paid, unless another referrer handles it; an admin. Everyone else is told it does not exist.
 */
export const canSee = (viewer: Viewer, referral: ReferralDoc): boolean => {
  switch (viewer.role) {
    case 'admin':
      return true;
    case 'jobSeeker':
      return referral.seekerId === viewer.userId;
    case 'referrer':
      return (
        viewer.approved &&
        viewer.companyId !== null &&
        referral.companyId === viewer.companyId &&
        referral.paid &&
        (referral.referrerId === null || referral.referrerId === viewer.userId)
      );
  }
};

/** The requests a viewer's list holds (the same rule as canSee, as a read-model filter). */
export const scopeOf = (viewer: Viewer): Filter => {
  switch (viewer.role) {
    case 'admin':
      return referralScopes.admin();
    case 'jobSeeker':
      return referralScopes.seeker(viewer.userId);
    case 'referrer':
      return viewer.approved && viewer.companyId !== null ? referralScopes.referrer(viewer.userId, viewer.companyId) : { _id: { $in: [] } };
  }
};

export const mustSee = (viewer: Viewer, referral: ReferralDoc | null): ReferralDoc => {
  if (!referral || !canSee(viewer, referral)) throw new DomainError('not_found', referralMessages.notFound);
  return referral;
};

/** Referrer routes: a referrer whose verification is not approved (spec 001 §2.1 sends them to verify) has no requests. */
export const mustBeVerified = (viewer: Viewer): Viewer => {
  if (viewer.role === 'referrer' && (!viewer.approved || viewer.companyId === null))
    throw new DomainError('forbidden', 'Your referrer verification must be approved first.');
  return viewer;
};
