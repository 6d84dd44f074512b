import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hash, 'wrong horse battery')).toBe(false);
    expect(await verifyPassword(null, 'anything')).toBe(false);
  });

  it('refuses passwords from the common list, also padded or repeated', () => {
    expect(isCommonPassword('password1234')).toBe(true);
    expect(isCommonPassword('Password123456!')).toBe(true);
    expect(isCommonPassword('1qaz2wsx3edc')).toBe(true);
    expect(isCommonPassword('aaaaaaaaaaaaaa')).toBe(true);
    expect(isCommonPassword('Referly-demo-2026')).toBe(false);
    expect(isCommonPassword('tram-kookaburra-41-lamington')).toBe(false);
  });
});
