import { DomainError, messages, type UserRole } from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { getSessionHolder, sessionEnded } from '@referly/projections/accounts/queries';
import type { RequestHandler } from 'express';
import { bearerToken, type AccessClaims, type Tokens } from './tokens.ts';

export type Principal = AccessClaims & { role: UserRole };

/**
 * Checks a token against the read models: a session that ended (logout) stays refused for as long as its token
 * lives, and so does every session older than the account's last password change.
 */
export const createAuthenticator =
  (tokens: Tokens, readStore: ReadStore) =>
  async (token: string | null): Promise<Principal> => {
    if (!token) throw new DomainError('unauthenticated', messages.sessionExpired);
    const claims = tokens.verifyAccess(token);
    const [user, ended] = await Promise.all([getSessionHolder(readStore, claims.sub), sessionEnded(readStore, claims.sid)]);
    if (!user || ended || user.passwordChangedPosition > claims.sp) throw new DomainError('unauthenticated', messages.sessionExpired);
    // The role comes from the read model, so a token never outlives a change of role.
    return { ...claims, role: user.userRole };
  };
export type Authenticator = ReturnType<typeof createAuthenticator>;

declare global {
  namespace Express {
    interface Locals {
      principal?: Principal;
    }
  }
}

export const requireAuth =
  (authenticate: Authenticator, roles?: UserRole[]): RequestHandler =>
  async (req, res, next) => {
    const principal = await authenticate(bearerToken(req.get('authorization')));
    if (roles && !roles.includes(principal.role)) throw new DomainError('forbidden', 'You do not have access to this.');
    res.locals.principal = principal;
    next();
  };

export const principalOf = (locals: { principal?: Principal }): Principal => {
  if (!locals.principal) throw new DomainError('unauthenticated', messages.sessionExpired);
  return locals.principal;
};
