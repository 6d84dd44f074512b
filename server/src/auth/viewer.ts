import type { UserRole } from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { readUser } from '@referly/projections/accounts/queries';
import type { Principal } from './authenticate.ts';

/** Who is looking, as the read models know them: their name, and a referrer's company and whether they are verified. */
export type Viewer = { userId: string; role: UserRole; name: string; companyId: string | null; approved: boolean };

/** Who a signed-in person (or anyone the server acts as, like the demo's people) is to the read models. */
export const viewerOf = async (readStore: ReadStore, principal: Pick<Principal, 'sub' | 'role'>): Promise<Viewer> => {
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
