import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * One-time codes are kept in the log only as an HMAC (to check a guess) and sealed with AES-256-GCM
 * (so the e-mail worker can deliver a code after a crash). Both keys derive from OTP_SECRET.
 */
export const createOtpCrypto = (secret: string) => {
  const hmacKey = createHmac('sha256', secret).update('referly:otp-hmac').digest();
  const sealKey = createHmac('sha256', secret).update('referly:otp-seal').digest();
  const hash = (code: string, salt: string) => createHmac('sha256', hmacKey).update(`${salt}:${code}`).digest('base64url');
  return {
    /** 6 digits from the OS's secure random source */
    newCode: (length = 6): string => Array.from({ length }, () => randomInt(0, 10)).join(''),
    /** a long random single-use token (forgot-password code) */
    newToken: (): string => randomBytes(32).toString('base64url'),
    hash,
    matches: (code: string, salt: string, expectedHash: string): boolean => {
      const actual = Buffer.from(hash(code, salt));
      const expected = Buffer.from(expectedHash);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
    seal: (code: string): string => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      const body = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
    },
    unseal: (sealed: string): string => {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !body) throw new Error('Malformed sealed code');
      const decipher = createDecipheriv('aes-256-gcm', sealKey, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
};
export type OtpCrypto = ReturnType<typeof createOtpCrypto>;

/**
 * What the local test provider signs its webhooks with: derived from the OTP secret, so every process of a deployment
 * agrees on it without another setting (Stripe's own secret is STRIPE_WEBHOOK_SECRET).
 */
export const testPaymentsSecretOf = (otpSecret: string): string =>
  `whsec_${createHmac('sha256', otpSecret).update('referly test payments webhook').digest('base64url').replace(/-/g, '_')}`;
