import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { createTokens } from './tokens.ts';

const secret = 'a-token-test-secret-that-is-long-enough-0123';
const claims = { sub: 'u1', role: 'jobSeeker' as const, sid: 's1', sp: 7 };

describe('access tokens', () => {
  it('verifies a token it signed, the second time from what it remembers, with the same claims', () => {
    const tokens = createTokens(secret, 60);
    const token = tokens.signAccess(claims);
    expect(tokens.verifyAccess(token)).toEqual({ ...claims, typ: 'access' });
    expect(tokens.verifyAccess(token)).toEqual({ ...claims, typ: 'access' });
  });

  it('refuses a token once it expired, even one it verified before', async () => {
    const tokens = createTokens(secret, 1);
    const token = tokens.signAccess(claims);
    expect(tokens.verifyAccess(token).sub).toBe('u1');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(() => tokens.verifyAccess(token)).toThrow('Session expired. Redirecting to login.');
  });

  it('refuses a token whose payload or signature was changed after a good one was verified', () => {
    const tokens = createTokens(secret, 60);
    const token = tokens.signAccess(claims);
    tokens.verifyAccess(token);
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin', typ: 'access', exp: 9_999_999_999 })).toString('base64url');
    expect(() => tokens.verifyAccess(`${header}.${forged}.${signature}`)).toThrow('Session expired. Redirecting to login.');
    expect(() => tokens.verifyAccess(`${header}.${payload}.${(signature ?? '').slice(0, -2)}AA`)).toThrow('Session expired. Redirecting to login.');
    expect(() => createTokens('another-secret-that-is-long-enough-012345', 60).verifyAccess(token)).toThrow('Session expired. Redirecting to login.');
  });

  it('refuses a token without an expiry signed with its own secret, access or create-password, and keeps HS256 pinned', () => {
    const tokens = createTokens(secret, 60);
    expect(() => tokens.verifyAccess(jwt.sign({ ...claims, typ: 'access' }, secret, { algorithm: 'HS256' }))).toThrow('Session expired. Redirecting to login.');
    expect(() => tokens.verifyCreatePassword(jwt.sign({ sub: 'u1', otp: 'o1', typ: 'create-password' }, secret))).toThrow(
      'Session expired. Redirecting to login.',
    );
    const exp = Math.floor(Date.now() / 1000) + 60;
    expect(() => tokens.verifyAccess(jwt.sign({ ...claims, typ: 'access', exp }, secret, { algorithm: 'HS512' }))).toThrow(
      'Session expired. Redirecting to login.',
    );
    expect(tokens.verifyAccess(jwt.sign({ ...claims, typ: 'access', exp }, secret, { algorithm: 'HS256' }))).toEqual({ ...claims, typ: 'access' });
    expect(tokens.verifyCreatePassword(jwt.sign({ sub: 'u1', otp: 'o1', typ: 'create-password', exp }, secret))).toEqual({
      sub: 'u1',
      otp: 'o1',
      typ: 'create-password',
    });
  });
});
