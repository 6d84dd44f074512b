import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hash, 'wrong horse battery')).toBe(false);
    expect(await verifyPassword(null, 'anything')).toBe(false);
  });

  it('still verifies a hash made with other parameters (the library defaults used before)', async () => {
    const before = '$argon2id$v=19$m=65536,t=3,p=4$3tpyQOfymBomL6ClhlqV/w$pntlZ4YN7mW7bomGAb4afMNuEdwFBA+Zc884kOD/YIw';
    expect(await verifyPassword(before, 'correct horse battery')).toBe(true);
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
