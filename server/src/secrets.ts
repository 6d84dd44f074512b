import type { Config } from '@referly/infra/config';
import { randomBytes } from 'node:crypto';
import { ownerOnlyFolder } from '@referly/infra/files/owner-only';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type Secrets = { jwtSecret: string; otpSecret: string };

/**
 * Secrets come from the environment. Only outside production, when none is set, a random pair is made once
 * and kept beside the data (never in the repo), so sessions survive a restart of the demo.
 */
export const resolveSecrets = (config: Config): Secrets => {
  if (config.jwtSecret && config.otpSecret) return { jwtSecret: config.jwtSecret, otpSecret: config.otpSecret };
  if (config.env === 'production') throw new Error('JWT_SECRET and OTP_SECRET must be set when NODE_ENV=production');
  const file = path.join(config.dataDir, 'secrets.json');
  const stored: Partial<Secrets> = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>) : {};
  const secrets: Secrets = {
    jwtSecret: config.jwtSecret ?? stored.jwtSecret ?? randomBytes(48).toString('base64url'),
    otpSecret: config.otpSecret ?? stored.otpSecret ?? randomBytes(48).toString('base64url'),
  };
  if (stored.jwtSecret !== secrets.jwtSecret || stored.otpSecret !== secrets.otpSecret) {
    ownerOnlyFolder(config.dataDir);
    writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return secrets;
};
