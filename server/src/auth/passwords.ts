import { DomainError, messages } from '@referly/domain';
import { dictionary } from '@zxcvbn-ts/language-common';
import argon2 from 'argon2';

/** A dummy hash so an unknown e-mail costs as much time as a wrong password. */
let dummyHash: Promise<string> | undefined;

const commonPasswords = new Set((dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase()));

export const isCommonPassword = (password: string): boolean => {
  const lower = password.toLowerCase();
  // A common word padded with digits or symbols ('password123456!') is still common.
  const core = lower.replace(/[^a-z]+$/g, '').replace(/^[^a-z]+/g, '');
  return commonPasswords.has(lower) || (core.length >= 4 && commonPasswords.has(core) && core.length * 2 >= lower.length) || /^(.)\1+$/.test(lower);
};

export const assertNotCommon = (password: string): void => {
  if (isCommonPassword(password)) throw new DomainError('weak_password', messages.passwordCommon, { errors: { password: messages.passwordCommon } });
};

/**
 * OWASP's argon2id setting (19 MiB, 2 passes, 1 lane): the library's default (64 MiB, 3 passes, 4 lanes) costs
 * several times more per login on a 2-core node for little gain. Each hash names its own parameters, so hashes
 * made with other settings still verify.
 */
const ARGON2 = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, ARGON2);

export const verifyPassword = async (hash: string | null, password: string): Promise<boolean> => {
  if (hash === null) {
    dummyHash ??= hashPassword('referly-dummy-password');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
};
