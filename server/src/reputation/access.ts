import { DomainError, reputationMessages } from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { readUser } from '@referly/projections/accounts/queries';
import { seekerHasRequestWith } from '@referly/projections/reputation/queries';
import type { Principal } from '../auth/authenticate.ts';

export type ReputationSubject = { referrerId: string; name: string };

/**
 * Who may see a referrer's reputation: an admin, and a seeker with a request (open or decided) that this referrer took
 * on. Nobody else, the referrer included: to them, and for anyone who is not a referrer, it does not exist.
 */
export const mustSeeReputation = async (readStore: ReadStore, principal: Principal, referrerId: string): Promise<ReputationSubject> => {
  const referrer = await readUser(readStore, referrerId);
  const allowed =
    referrer?.userRole === 'referrer' &&
    (principal.role === 'admin' || (principal.role === 'jobSeeker' && (await seekerHasRequestWith(readStore, principal.sub, referrerId))));
  if (!referrer || !allowed) throw new DomainError('not_found', reputationMessages.notFound);
  return { referrerId, name: `${referrer.firstName} ${referrer.lastName}`.trim() || 'Referrer' };
};
