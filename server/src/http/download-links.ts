import { DomainError } from '@referly/domain';
import type { Response } from 'express';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AccessClaims } from '../auth/tokens.ts';

/**
 * Short-lived signed links to a file route, so a browser can download a file by navigating to it (a plain link
 * carries no bearer, and the client makes no `blob:` address for anything but a raster picture). A route that sends a
 * file, asked with the bearer and `?link=1`, runs its own access check and then answers `{ url }` instead of the bytes:
 * the same address with a `ticket` that names the user's session, that exact path and query, and an expiry
 * DOWNLOAD_LINK_TTL_SECONDS away, signed with a key derived from JWT_SECRET. Called with the ticket, the route
 * authenticates the session again (a logout or a password change ends the link too) and checks access again.
 */
export const DOWNLOAD_LINK_TTL_SECONDS = 60;

export const downloadLinkMessages = {
  invalid: 'This download link is not valid. Please download the file again.',
  expired: 'This download link has expired. Please download the file again.',
} as const;

/** The address a link is for: its path and query (sorted), without `link` and `ticket`. */
export const linkTarget = (originalUrl: string): string => {
  const url = new URL(originalUrl, 'http://referly.invalid');
  url.searchParams.delete('link');
  url.searchParams.delete('ticket');
  url.searchParams.sort();
  return `${url.pathname}${url.search}`;
};

type Ticket = { sub: string; sid: string; sp: number; role: AccessClaims['role']; path: string; exp: number };

const isTicket = (value: unknown): value is Ticket => {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as Record<string, unknown>;
  return (
    typeof t.sub === 'string' &&
    typeof t.sid === 'string' &&
    typeof t.sp === 'number' &&
    typeof t.role === 'string' &&
    typeof t.path === 'string' &&
    typeof t.exp === 'number'
  );
};

export const createDownloadLinks = (jwtSecret: string, clock: () => Date) => {
  // its own key, so a ticket is never a token and a token never a ticket
  const key = createHmac('sha256', jwtSecret).update('referly:download-links:v1').digest();
  const mac = (body: string) => createHmac('sha256', key).update(body).digest();

  return {
    /** The address to download `originalUrl` from, as the session in `claims`, for the next DOWNLOAD_LINK_TTL_SECONDS. */
    mint(claims: AccessClaims, originalUrl: string): string {
      const path = linkTarget(originalUrl);
      const ticket: Ticket = {
        sub: claims.sub,
        sid: claims.sid,
        sp: claims.sp,
        role: claims.role,
        path,
        exp: clock().getTime() + DOWNLOAD_LINK_TTL_SECONDS * 1000,
      };
      const body = Buffer.from(JSON.stringify(ticket)).toString('base64url');
      const signed = `${body}.${mac(body).toString('base64url')}`;
      return `${path}${path.includes('?') ? '&' : '?'}ticket=${signed}`;
    },

    /** The session a ticket was minted for, if it is ours, unexpired, and for exactly this address. */
    verify(signed: string, originalUrl: string): AccessClaims {
      const [body = '', signature = '', ...rest] = signed.split('.');
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(body);
      if (rest.length > 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new DomainError('unauthenticated', downloadLinkMessages.invalid);
      }
      let ticket: unknown;
      try {
        ticket = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      } catch {
        ticket = null;
      }
      if (!isTicket(ticket) || ticket.path !== linkTarget(originalUrl)) throw new DomainError('unauthenticated', downloadLinkMessages.invalid);
      if (ticket.exp <= clock().getTime()) throw new DomainError('unauthenticated', downloadLinkMessages.expired);
      return { sub: ticket.sub, sid: ticket.sid, sp: ticket.sp, role: ticket.role, typ: 'access' };
    },
  };
};
export type DownloadLinks = ReturnType<typeof createDownloadLinks>;

declare global {
  namespace Express {
    interface Locals {
      /** set when a bearer request asked `?link=1`: mints this request's download link */
      downloadLink?: () => string;
    }
  }
}

/**
 * Called by a route that is about to send a file, after its access check: answers `{ url }` (a signed link) instead
 * when the request asked for one, and says so.
 */
export const replyWithLink = (res: Response): boolean => {
  const mint = res.locals.downloadLink;
  if (!mint) return false;
  res.setHeader('Cache-Control', 'no-store');
  res.json({ statusCode: 200, data: { url: mint() } });
  return true;
};
