import { DomainError, messages, type UserRole } from '@referly/domain';
import jwt from 'jsonwebtoken';
import { createSecretKey } from 'node:crypto';

/**
 * Only HS256 is ever signed or accepted: `alg: none` and algorithm swaps are refused by jsonwebtoken. Every token we
 * sign expires, so one without `exp` is refused whoever signed it (jsonwebtoken has no option that requires it).
 */
const ALGORITHM = 'HS256' as const;
/** Verified access tokens kept (by their full text, signature included) until they expire; the oldest go first past this many. */
const VERIFIED_KEPT = 10_000;
const CREATE_PASSWORD_TTL_SECONDS = 15 * 60;

export type AccessClaims = { sub: string; role: UserRole; sid: string; typ: 'access'; sp: number };
export type CreatePasswordClaims = { sub: string; otp: string; typ: 'create-password' };

export const createTokens = (secret: string, accessTtlSeconds: number) => {
  // A KeyObject made once: given a string, jsonwebtoken first tries to parse it as a public key on every call.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  const sign = (claims: object, expiresIn: number) => jwt.sign(claims, key, { algorithm: ALGORITHM, expiresIn });

  const verify = (token: string): jwt.JwtPayload & { exp: number } => {
    try {
      const payload = jwt.verify(token, key, { algorithms: [ALGORITHM] });
      if (typeof payload === 'string' || typeof payload.exp !== 'number') throw new Error('unexpected payload');
      return { ...payload, exp: payload.exp };
    } catch {
      throw new DomainError('unauthenticated', messages.sessionExpired);
    }
  };

  // A token's text fixes its claims and its expiry, so verifying it again gives the same answer until it expires.
  // Only the signature check is cached: whether its session ended is read on every request.
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  const verifyAccess = (token: string): AccessClaims => {
    const known = verified.get(token);
    if (known && known.expiresAt > Date.now()) return known.claims;
    verified.delete(token);
    const p = verify(token);
    if (p.typ !== 'access' || typeof p.sub !== 'string' || typeof p.sid !== 'string' || typeof p.sp !== 'number' || typeof p.role !== 'string') {
      throw new DomainError('unauthenticated', messages.sessionExpired);
    }
    const claims: AccessClaims = { sub: p.sub, sid: p.sid, sp: p.sp, role: p.role as UserRole, typ: 'access' };
    verified.set(token, { claims, expiresAt: p.exp * 1000 });
    if (verified.size > VERIFIED_KEPT) verified.delete(verified.keys().next().value ?? '');
    return claims;
  };

  return {
    /** `sp` is the log position where the session started, so a password change can revoke every older session */
    signAccess: (claims: Omit<AccessClaims, 'typ'>) => sign({ ...claims, typ: 'access' }, accessTtlSeconds),
    signCreatePassword: (claims: Omit<CreatePasswordClaims, 'typ'>) => sign({ ...claims, typ: 'create-password' }, CREATE_PASSWORD_TTL_SECONDS),
    verifyAccess,
    verifyCreatePassword: (token: string): CreatePasswordClaims => {
      const p = verify(token);
      if (p.typ !== 'create-password' || typeof p.sub !== 'string' || typeof p.otp !== 'string') {
        throw new DomainError('unauthenticated', messages.sessionExpired);
      }
      return { sub: p.sub, otp: p.otp, typ: 'create-password' };
    },
  };
};
export type Tokens = ReturnType<typeof createTokens>;

export const bearerToken = (header: string | undefined): string | null => {
  const match = /^Bearer ([A-Za-z0-9\-_.]+)$/.exec(header ?? '');
  return match?.[1] ?? null;
};
