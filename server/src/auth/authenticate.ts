import { DomainError, messages, type UserRole } from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';
import type { RequestHandler } from 'express';
import { bearerToken, type AccessClaims, type Tokens } from './tokens.ts';

export type Principal = AccessClaims & { role: UserRole };

type SessionDoc = { _id: string; userRole: UserRole; revokedSessions?: string[]; passwordChangedPosition?: number };

/** Checks a token against the users read model: logged-out sessions and sessions older than the last password change are refused. */
export const createAuthenticator =
  (tokens: Tokens, readStore: ReadStore) =>
  async (token: string | null): Promise<Principal> => {
    if (!token) throw new DomainError('unauthenticated', messages.sessionExpired);
    const claims = tokens.verifyAccess(token);
    const user = await readStore.collection<SessionDoc>('users').findOne({ _id: claims.sub });
    const revoked = !user || (user.revokedSessions ?? []).includes(claims.sid) || (user.passwordChangedPosition ?? 0) > claims.sp;
    if (revoked) throw new DomainError('unauthenticated', messages.sessionExpired);
    // The role comes from the read model, so a token never outlives a change of role.
    return { ...claims, role: user.userRole };
  };
export type Authenticator = ReturnType<typeof createAuthenticator>;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
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
