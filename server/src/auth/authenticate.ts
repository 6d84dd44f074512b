import { DomainError, messages, type UserRole } from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { getSessionHolder, sessionEnded } from '@referly/projections/accounts/queries';
import type { RequestHandler } from 'express';
import type { DownloadLinks } from '../http/download-links.ts';
import { bearerToken, type AccessClaims, type Tokens } from './tokens.ts';

export type Principal = AccessClaims & { role: UserRole };

/**
 * Checks a token against the read models: a session that ended (logout) stays refused for as long as its token
 * lives, and so does every session older than the account's last password change.
 */
export const createAuthenticator = (tokens: Tokens, readStore: ReadStore, links: DownloadLinks) => {
  const sessionOf = async (claims: AccessClaims): Promise<Principal> => {
    const [user, ended] = await Promise.all([getSessionHolder(readStore, claims.sub), sessionEnded(readStore, claims.sid)]);
    if (!user || ended || user.passwordChangedPosition > claims.sp) throw new DomainError('unauthenticated', messages.sessionExpired);
    // The role comes from the read model, so a token never outlives a change of role.
    return { ...claims, role: user.userRole };
  };
  const authenticate = async (token: string | null): Promise<Principal> => {
    if (!token) throw new DomainError('unauthenticated', messages.sessionExpired);
    return sessionOf(tokens.verifyAccess(token));
  };
  return Object.assign(authenticate, {
    /** a download link's ticket (http/download-links.ts), for exactly the address it was minted for, checked as a session is */
    ticket: async (ticket: string, originalUrl: string) => sessionOf(links.verify(ticket, originalUrl)),
    /** a download link to this address for this session */
    mintLink: (principal: Principal, originalUrl: string) => links.mint(principal, originalUrl),
  });
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
    // a browser navigating to a download link carries its ticket instead of a bearer
    const ticket = req.method === 'GET' && typeof req.query.ticket === 'string' ? req.query.ticket : null;
    const principal = ticket === null ? await authenticate(bearerToken(req.get('authorization'))) : await authenticate.ticket(ticket, req.originalUrl);
    if (roles && !roles.includes(principal.role)) throw new DomainError('forbidden', 'You do not have access to this.');
    res.locals.principal = principal;
    if (ticket === null && req.method === 'GET' && req.query.link === '1') res.locals.downloadLink = () => authenticate.mintLink(principal, req.originalUrl);
    next();
  };

export const principalOf = (locals: { principal?: Principal }): Principal => {
  if (!locals.principal) throw new DomainError('unauthenticated', messages.sessionExpired);
  return locals.principal;
};
