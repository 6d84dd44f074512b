import { isIP } from 'node:net';
import { PAYMENT_CURRENCY, paymentCurrencyProblem } from '@referly/domain';
import { z } from 'zod';

/**
 * A connection string for one of `schemes`, with a non-empty list of `host[:port]` entries: the
 * multi-host strings of replica sets and clusters (`mongodb://m1,m2,m3/referly?replicaSet=rs0`,
 * `esdb://a:2113,b:2113?tls=true`) are not URLs to the WHATWG parser, so they are checked here.
 * Returns why the value is refused, or undefined when it is fine.
 */
const connectionStringProblem = (value: string, schemes: readonly string[]): string | undefined => {
  const expected = `must start with ${schemes.map((scheme) => `${scheme}://`).join(' or ')}`;
  const match = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/(.*)$/s.exec(value);
  if (!match) return `${expected} and name a host`;
  const [, scheme = '', rest = ''] = match;
  if (!schemes.includes(scheme.toLowerCase())) return expected;
  const authority = rest.split(/[/?#]/, 1)[0] ?? '';
  const hosts = authority.slice(authority.lastIndexOf('@') + 1);
  if (hosts === '') return 'names no host';
  const bad = hosts.split(',').find((host) => {
    const parts = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~%-]+)(?::(\d{1,5}))?$/.exec(host);
    return !parts || (parts[2] !== undefined && Number(parts[2]) > 65535);
  });
  return bad === undefined ? undefined : `'${bad}' is not a host or host:port`;
};

const connectionString = (schemes: readonly string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx): string | undefined => {
      if (value === undefined || value === '') return undefined;
      const problem = connectionStringProblem(value, schemes);
      if (problem === undefined) return value;
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    });

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
  HOST: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // @eventstore/db-client 6 reads esdb:// and esdb+discover:// only; KurrentDB servers answer those too.
  EVENTSTORE_URL: connectionString(['esdb', 'esdb+discover']),
  MONGODB_URL: connectionString(['mongodb', 'mongodb+srv']),
  REDIS_URL: connectionString(['redis', 'rediss']),
  REDIS_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]*$/, 'letters, digits and _ . : - only, starting with a letter or digit')
    .default('referly'),
  JOB_LOCK_SECONDS: z.coerce.number().int().positive().default(30),
  SMTP_URL: connectionString(['smtp', 'smtps']),
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
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .trim()
    .regex(/^pk_(test|live)_[A-Za-z0-9_]+$/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_[A-Za-z0-9_]+$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  // Another Stripe API base, for a local stub in tests; Stripe's own when unset.
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  // The one currency every amount is asked for, shown and refunded in (spec 001 §9: usd).
  PAYMENT_CURRENCY: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx): string => {
      if (value === undefined || value === '') return PAYMENT_CURRENCY;
      const problem = paymentCurrencyProblem(value);
      if (problem === null) return value;
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }),
  // An OpenAI-compatible chat model (OpenAI, Ollama, vLLM) for the AI review; the built-in reviewer when unset.
  AI_BASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. http://localhost:11434/v1' }).optional()),
  AI_API_KEY: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  AI_MODEL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
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
  /** starts every Redis key and channel of this deployment (BullMQ's prefix included), so deployments and test runs can share one Redis */
  redisPrefix: string;
  /** how long a worker holds a job without renewing its lock; a job of a process that died is taken over after about this */
  jobLockSeconds: number;
  smtpUrl?: string;
  mailFrom: string;
  jwtSecret?: string;
  otpSecret?: string;
  jwtTtlSeconds: number;
  seedDemo: boolean;
  uploadMaxBytes: number;
  /** Express `trust proxy`: hops, false, or a list of proxy addresses and subnets */
  trustProxy: string | number | false;
  /** the currency of every payment, price, refund, credit and withdrawal: a lower-case ISO 4217 code of two decimals */
  paymentCurrency: string;
  /** Stripe, when configured; otherwise payments go through the local test provider (never in production) */
  stripe?: Readonly<{ secretKey: string; publishableKey: string | null; webhookSecret: string; apiUrl?: string }>;
  /** the OpenAI-compatible API the AI review asks (its /v1 base), when configured; otherwise the built-in reviewer reviews */
  aiBaseUrl?: string;
  /** its bearer key; none for a local Ollama or vLLM */
  aiApiKey?: string;
  /** the model asked, set whenever `aiBaseUrl` is */
  aiModel?: string;
  /** how long one call to the model may take before it is given up and tried again */
  aiTimeoutMs: number;
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
    const missing = (['JWT_SECRET', 'OTP_SECRET'] as const).filter((name) => !e[name]).map((name) => `  ${name}: required when NODE_ENV=production`);
    // Without an SMTP server the outbox would print every sign-up and reset code to the log.
    if (!e.SMTP_URL) missing.push('  SMTP_URL: required when NODE_ENV=production (without it, codes would only be printed to the log)');
    // Without Stripe the test provider would take the test card as payment.
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
      if (!e[name]) missing.push(`  ${name}: required when NODE_ENV=production (without Stripe, payments would go to the test provider)`);
    }
    if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n${missing.join('\n')}`);
  }
  // A Stripe key without the webhook secret would take payments it never hears back about.
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET)
    throw new ConfigError('Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY');
  // A model or key without the API's address would leave reviews to the built-in reviewer unnoticed; an address without a model asks nothing.
  if (e.AI_BASE_URL && !e.AI_MODEL) throw new ConfigError('Invalid configuration:\n  AI_MODEL: required with AI_BASE_URL');
  if (!e.AI_BASE_URL && (e.AI_MODEL || e.AI_API_KEY))
    throw new ConfigError(`Invalid configuration:\n  AI_BASE_URL: required with ${e.AI_MODEL ? 'AI_MODEL' : 'AI_API_KEY'}`);
  const embedded = !e.EVENTSTORE_URL && !e.MONGODB_URL && !e.REDIS_URL;
  return Object.freeze({
    env: e.NODE_ENV,
    port: e.PORT,
    // Off production the server carries the dev mailbox, so it listens on this machine only unless told otherwise.
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir: e.DATA_DIR,
    logLevel: e.LOG_LEVEL,
    eventStoreUrl: e.EVENTSTORE_URL,
    mongodbUrl: e.MONGODB_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    jobLockSeconds: e.JOB_LOCK_SECONDS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET,
    otpSecret: e.OTP_SECRET,
    jwtTtlSeconds: e.JWT_TTL_SECONDS,
    seedDemo: e.NODE_ENV !== 'production' && e.SEED_DEMO !== 'false',
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    trustProxy: e.TRUST_PROXY,
    paymentCurrency: e.PAYMENT_CURRENCY,
    ...(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
      ? {
          stripe: Object.freeze({
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? null,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            ...(e.STRIPE_API_URL ? { apiUrl: e.STRIPE_API_URL } : {}),
          }),
        }
      : {}),
    ...(e.AI_BASE_URL ? { aiBaseUrl: e.AI_BASE_URL, aiModel: e.AI_MODEL, ...(e.AI_API_KEY ? { aiApiKey: e.AI_API_KEY } : {}) } : {}),
    aiTimeoutMs: e.AI_TIMEOUT_MS,
    embedded,
  });
};

export type Roles = { server: boolean; projections: boolean; workers: boolean };

/**
 * Refuses a split of the roles that would split state. Read models in memory live in the process that
 * projects them: a server without the projections would read models nobody writes, projections without
 * the server would write models nobody reads. Such a split needs the shared read store (MONGODB_URL).
 * A full process is always fine, several of them included (each rebuilds its own models from the
 * shared log); so is a process running only the workers, which read the log alone.
 */
export const assertRolesConfig = (config: Config, roles: Roles): void => {
  const running = (['server', 'projections', 'workers'] as const).filter((role) => roles[role]);
  if (running.length === 0) throw new ConfigError('Invalid configuration:\n  roles: this process runs none of server, projections, workers');
  if (roles.server === roles.projections || config.mongodbUrl) return;
  const split = roles.server ? 'the server without the projections' : 'the projections without the server';
  throw new ConfigError(
    `Invalid configuration:\n  MONGODB_URL: required to run ${split} (roles: ${running.join(', ')}); read models kept in memory are seen by one process only`,
  );
};
