import { isIP } from 'node:net';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));
const secret = z.string().min(32, 'must be at least 32 characters').optional();

const proxyKeywords = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyEntry = (entry: string) => {
  if (proxyKeywords.has(entry)) return true;
  const [address = '', mask, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return mask === undefined || (/^\d{1,3}$/.test(mask) && Number(mask) <= (family === 4 ? 32 : 128));
};

/**
 * Which proxies may say who the client is (X-Forwarded-For), as Express's `trust proxy` reads it:
 * a number of hops, `false`, or a comma list of addresses, subnets and the words loopback, linklocal,
 * uniquelocal. `true` is refused: it would let any client choose the address its rate limits count.
 */
const trustProxy = z
  .string()
  .trim()
  .default('loopback')
  .transform((value, ctx): string | number | false => {
    if (value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.find((entry) => !isProxyEntry(entry));
    if (bad === undefined) return entries.join(', ');
    ctx.addIssue({
      code: 'custom',
      message:
        value === 'true'
          ? 'true would trust every client; list the proxies or give a hop count'
          : `'${bad}' is not an address, subnet, hop count or loopback/linklocal/uniquelocal`,
    });
    return z.NEVER;
  });

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  EVENTSTORE_URL: optionalUrl,
  MONGODB_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Referly <no-reply@referly.dev>'),
  JWT_SECRET: secret,
  OTP_SECRET: secret,
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(12 * 60 * 60),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  TRUST_PROXY: trustProxy,
});

export type Config = Readonly<{
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  dataDir: string;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  eventStoreUrl?: string;
  mongodbUrl?: string;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  jwtSecret?: string;
  otpSecret?: string;
  jwtTtlSeconds: number;
  seedDemo: boolean;
  uploadMaxBytes: number;
  /** Express `trust proxy`: hops, false, or a list of proxy addresses and subnets */
  trustProxy: string | number | false;
  /** embedded: every port on its in-process default */
  embedded: boolean;
}>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once; a bad value stops the boot with a message naming the variable. */
export const loadConfig = (env: Record<string, string | undefined> = process.env): Config => {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production') {
    const missing = (['JWT_SECRET', 'OTP_SECRET'] as const).filter((name) => !e[name]);
    if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n${missing.map((m) => `  ${m}: required when NODE_ENV=production`).join('\n')}`);
  }
  const embedded = !e.EVENTSTORE_URL && !e.MONGODB_URL && !e.REDIS_URL;
  return Object.freeze({
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    logLevel: e.LOG_LEVEL,
    eventStoreUrl: e.EVENTSTORE_URL,
    mongodbUrl: e.MONGODB_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET,
    otpSecret: e.OTP_SECRET,
    jwtTtlSeconds: e.JWT_TTL_SECONDS,
    seedDemo: e.NODE_ENV !== 'production' && e.SEED_DEMO !== 'false',
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    trustProxy: e.TRUST_PROXY,
    embedded,
  });
};
