import { DomainError, referralMessages } from '@referly/domain';
import { referralScopes } from '@referly/projections/referrals/queries';
import type { ReferralDoc } from '@referly/projections/referrals/referrals.projection';
import type { Filter } from '@referly/infra/ports/read-store';
import type { Viewer } from '../auth/viewer.ts';

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
