import { describe, expect, it } from 'vitest';
import { assertRolesConfig, ConfigError, loadConfig } from './config.ts';

const secret = 'x'.repeat(32);
const stripeVariables = { STRIPE_SECRET_KEY: 'sk_live_51abcDEF', STRIPE_PUBLISHABLE_KEY: 'pk_live_51abcDEF', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };

describe('loadConfig', () => {
  it('gives the embedded defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      embedded: true,
      seedDemo: true,
      mailFrom: 'Referly <no-reply@referly.dev>',
    });
    expect(config.mongodbUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });

  it('trusts only a loopback proxy unless TRUST_PROXY names others, and never every client', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback,10.0.0.0/8, fd00::/8' }).trustProxy).toBe('loopback, 10.0.0.0/8, fd00::/8');
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would trust every client/);
    expect(() => loadConfig({ TRUST_PROXY: 'loopback, proxy.internal' })).toThrow(/TRUST_PROXY: 'proxy.internal' is not an address/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('stops on a bad PORT with a message naming it', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('requires JWT_SECRET (and OTP_SECRET) in production, naming what is missing', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', OTP_SECRET: secret })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret })).toThrow(/OTP_SECRET/);
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, OTP_SECRET: secret, SMTP_URL: 'smtp://mail.internal:25', ...stripeVariables });
    expect(config.seedDemo).toBe(false);
  });

  it('refuses a short secret and a malformed URL, naming the variable', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32 characters/);
    expect(() => loadConfig({ REDIS_URL: 'not a url' })).toThrow(/REDIS_URL/);
  });

  it('accepts multi-host connection strings for the URL variables', () => {
    const config = loadConfig({
      EVENTSTORE_URL: 'esdb://admin:changeit@es1:2113,es2:2113,es3:2113?tls=true&nodePreference=leader',
      MONGODB_URL: 'mongodb://app:s3cret@m1,m2:27018,m3/referly?replicaSet=rs0&authSource=admin',
      REDIS_URL: 'rediss://:password@cache.internal:6380/0',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
    });
    expect(config).toMatchObject({
      eventStoreUrl: 'esdb://admin:changeit@es1:2113,es2:2113,es3:2113?tls=true&nodePreference=leader',
      mongodbUrl: 'mongodb://app:s3cret@m1,m2:27018,m3/referly?replicaSet=rs0&authSource=admin',
      redisUrl: 'rediss://:password@cache.internal:6380/0',
      smtpUrl: 'smtps://user:pass@smtp.example.com:465',
    });
    expect(loadConfig({ EVENTSTORE_URL: 'esdb+discover://cluster.internal:2113' }).eventStoreUrl).toBe('esdb+discover://cluster.internal:2113');
    expect(loadConfig({ MONGODB_URL: 'mongodb+srv://cluster0.example.net/referly' }).mongodbUrl).toBe('mongodb+srv://cluster0.example.net/referly');
    expect(loadConfig({ MONGODB_URL: 'mongodb://[::1]:27017/referly' }).mongodbUrl).toBe('mongodb://[::1]:27017/referly');
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', SMTP_URL: 'smtp://localhost:1025' })).toMatchObject({ smtpUrl: 'smtp://localhost:1025' });
  });

  it('refuses a URL variable with another scheme or no host, naming the variable', () => {
    expect(() => loadConfig({ EVENTSTORE_URL: 'kurrentdb://es1:2113' })).toThrow(/EVENTSTORE_URL: must start with esdb:\/\/ or esdb\+discover:\/\//);
    expect(() => loadConfig({ EVENTSTORE_URL: 'http://es1:2113' })).toThrow(/EVENTSTORE_URL: must start with esdb/);
    expect(() => loadConfig({ MONGODB_URL: 'postgres://db/referly' })).toThrow(/MONGODB_URL: must start with mongodb:\/\/ or mongodb\+srv:\/\//);
    expect(() => loadConfig({ MONGODB_URL: 'mongodb:///referly' })).toThrow(/MONGODB_URL: names no host/);
    expect(() => loadConfig({ MONGODB_URL: 'mongodb://m1,,m3/referly' })).toThrow(/MONGODB_URL: '' is not a host/);
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL: must start with redis:\/\/ or rediss:\/\//);
    expect(() => loadConfig({ REDIS_URL: 'redis://cache:99999' })).toThrow(/REDIS_URL: 'cache:99999' is not a host/);
    expect(() => loadConfig({ SMTP_URL: 'mailto:someone@example.com' })).toThrow(/SMTP_URL: must start with smtp:\/\/ or smtps:\/\//);
    expect(() => loadConfig({ SMTP_URL: 'smtp://user:pass@/' })).toThrow(/SMTP_URL: names no host/);
  });

  it('refuses to boot in production without SMTP_URL, which would print codes to the log', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, OTP_SECRET: secret })).toThrow(/SMTP_URL: required when NODE_ENV=production/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, OTP_SECRET: secret })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: 'development' }).smtpUrl).toBeUndefined();
  });

  it('refuses to boot in production without Stripe, which would take the test card as payment', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: secret, OTP_SECRET: secret, SMTP_URL: 'smtp://mail:25' };
    expect(() => loadConfig(production)).toThrow(/STRIPE_SECRET_KEY: required when NODE_ENV=production/);
    expect(() => loadConfig({ ...production, ...stripeVariables, STRIPE_PUBLISHABLE_KEY: undefined })).toThrow(/STRIPE_PUBLISHABLE_KEY: required/);
    expect(loadConfig({ ...production, ...stripeVariables }).stripe).toEqual({
      secretKey: 'sk_live_51abcDEF',
      publishableKey: 'pk_live_51abcDEF',
      webhookSecret: 'whsec_abc123',
    });
  });

  it('takes Stripe only whole: a secret key without its webhook secret, or a malformed key, stops the boot', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(/STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret key/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ STRIPE_API_URL: 'ftp://stub' })).toThrow(/STRIPE_API_URL/);
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe).toEqual({
      secretKey: 'sk_test_123',
      publishableKey: null,
      webhookSecret: 'whsec_1',
      apiUrl: 'http://127.0.0.1:12111',
    });
  });

  it('takes payments in PAYMENT_CURRENCY, usd by default (spec 001 §9), a currency of cents as Stripe writes it', () => {
    expect(loadConfig({}).paymentCurrency).toBe('usd');
    expect(loadConfig({ PAYMENT_CURRENCY: 'aud' }).paymentCurrency).toBe('aud');
    expect(loadConfig({ PAYMENT_CURRENCY: ' nzd ' }).paymentCurrency).toBe('nzd');
    expect(loadConfig({ PAYMENT_CURRENCY: '' }).paymentCurrency).toBe('usd');
    expect(() => loadConfig({ PAYMENT_CURRENCY: 'AUD' })).toThrow(/PAYMENT_CURRENCY: must be a three-letter ISO 4217 currency code in lower case/);
    expect(() => loadConfig({ PAYMENT_CURRENCY: 'dollars' })).toThrow(/PAYMENT_CURRENCY: must be a three-letter/);
    expect(() => loadConfig({ PAYMENT_CURRENCY: 'xyz' })).toThrow(/PAYMENT_CURRENCY: 'xyz' is not a currency/);
    expect(() => loadConfig({ PAYMENT_CURRENCY: 'jpy' })).toThrow(/PAYMENT_CURRENCY: 'jpy' has 0 decimals/);
  });

  it('asks an OpenAI-compatible model for the AI review when AI_BASE_URL is set, with its model, key and a 20 s timeout', () => {
    expect(loadConfig({})).toMatchObject({ aiTimeoutMs: 20_000 });
    expect(loadConfig({}).aiBaseUrl).toBeUndefined();
    expect(loadConfig({ AI_BASE_URL: 'https://api.openai.com/v1', AI_API_KEY: 'sk-proj-abc', AI_MODEL: 'gpt-4o-mini', AI_TIMEOUT_MS: '45000' })).toMatchObject({
      aiBaseUrl: 'https://api.openai.com/v1',
      aiApiKey: 'sk-proj-abc',
      aiModel: 'gpt-4o-mini',
      aiTimeoutMs: 45_000,
    });
  });

  it('takes no AI_API_KEY for a local Ollama or vLLM, and treats empty AI variables as unset', () => {
    const ollama = loadConfig({ AI_BASE_URL: 'http://localhost:11434/v1', AI_MODEL: ' llama3.1:8b ', AI_API_KEY: '' });
    expect(ollama).toMatchObject({ aiBaseUrl: 'http://localhost:11434/v1', aiModel: 'llama3.1:8b' });
    expect(ollama.aiApiKey).toBeUndefined();
    expect(loadConfig({ AI_BASE_URL: '', AI_MODEL: '', AI_API_KEY: '' }).aiBaseUrl).toBeUndefined();
  });

  it('takes the AI model only whole: an address without a model, or a model or key without an address, stops the boot', () => {
    expect(() => loadConfig({ AI_BASE_URL: 'http://localhost:11434/v1' })).toThrow(/AI_MODEL: required with AI_BASE_URL/);
    expect(() => loadConfig({ AI_MODEL: 'gpt-4o-mini' })).toThrow(/AI_BASE_URL: required with AI_MODEL/);
    expect(() => loadConfig({ AI_API_KEY: 'sk-proj-abc' })).toThrow(/AI_BASE_URL: required with AI_API_KEY/);
    expect(() => loadConfig({ AI_BASE_URL: 'localhost:11434', AI_MODEL: 'llama3.1:8b' })).toThrow(/AI_BASE_URL: must be an http\(s\) URL/);
    expect(() => loadConfig({ AI_BASE_URL: 'ftp://models.internal', AI_MODEL: 'm' })).toThrow(/AI_BASE_URL: must be an http\(s\) URL/);
    expect(() => loadConfig({ AI_TIMEOUT_MS: '0' })).toThrow(/AI_TIMEOUT_MS/);
    expect(() => loadConfig({ AI_TIMEOUT_MS: 'soon' })).toThrow(/AI_TIMEOUT_MS/);
  });

  it('listens on this machine only, unless in production or told otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, OTP_SECRET: secret, SMTP_URL: 'smtp://mail:25', ...stripeVariables }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '' }).host).toBe('127.0.0.1');
  });

  it('reads JOB_LOCK_SECONDS and REDIS_PREFIX, with defaults of 30 and referly', () => {
    expect(loadConfig({})).toMatchObject({ jobLockSeconds: 30, redisPrefix: 'referly' });
    expect(loadConfig({ JOB_LOCK_SECONDS: '120', REDIS_PREFIX: 'referly-staging' })).toMatchObject({ jobLockSeconds: 120, redisPrefix: 'referly-staging' });
    expect(() => loadConfig({ JOB_LOCK_SECONDS: '0' })).toThrow(/JOB_LOCK_SECONDS/);
    expect(() => loadConfig({ JOB_LOCK_SECONDS: 'soon' })).toThrow(/JOB_LOCK_SECONDS/);
    expect(() => loadConfig({ REDIS_PREFIX: 'two words' })).toThrow(/REDIS_PREFIX/);
  });

  it('switches a port to its scaled adapter when its URL is set, and treats an empty URL as unset', () => {
    const scaled = loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', SMTP_URL: '' });
    expect(scaled.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(scaled.smtpUrl).toBeUndefined();
    expect(scaled.embedded).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('returns a frozen object', () => {
    const config = loadConfig({});
    expect(Object.isFrozen(config)).toBe(true);
    expect(() => {
      (config as { port: number }).port = 1;
    }).toThrow(TypeError);
  });
});

describe('assertRolesConfig', () => {
  const all = { server: true, projections: true, workers: true };
  const embedded = loadConfig({});
  const scaledWithoutMongo = loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', EVENTSTORE_URL: 'esdb://es:2113?tls=false' });
  const scaled = loadConfig({ MONGODB_URL: 'mongodb://m1,m2,m3/referly?replicaSet=rs0', REDIS_URL: 'redis://127.0.0.1:6379' });

  it('lets a full process run on any setup, embedded included', () => {
    expect(() => assertRolesConfig(embedded, all)).not.toThrow();
    expect(() => assertRolesConfig(scaledWithoutMongo, all)).not.toThrow();
    expect(() => assertRolesConfig(scaled, all)).not.toThrow();
  });

  it('refuses the server without the projections, or the projections without the server, when read models are in memory', () => {
    expect(() => assertRolesConfig(embedded, { server: true, projections: false, workers: false })).toThrow(
      /MONGODB_URL: required to run the server without the projections \(roles: server\)/,
    );
    expect(() => assertRolesConfig(scaledWithoutMongo, { server: true, projections: false, workers: true })).toThrow(ConfigError);
    expect(() => assertRolesConfig(embedded, { server: false, projections: true, workers: false })).toThrow(
      /MONGODB_URL: required to run the projections without the server \(roles: projections\)/,
    );
    expect(() => assertRolesConfig(scaledWithoutMongo, { server: false, projections: true, workers: true })).toThrow(/projections without the server/);
  });

  it('lets each role run alone once the read models are shared in MongoDB', () => {
    for (const roles of [
      { server: true, projections: false, workers: false },
      { server: false, projections: true, workers: false },
      { server: false, projections: false, workers: true },
    ]) {
      expect(() => assertRolesConfig(scaled, roles)).not.toThrow();
    }
  });

  it('lets the workers run alone, since they read only the log', () => {
    expect(() => assertRolesConfig(embedded, { server: false, projections: false, workers: true })).not.toThrow();
  });

  it('refuses a process that runs no role', () => {
    expect(() => assertRolesConfig(scaled, { server: false, projections: false, workers: false })).toThrow(/runs none of server, projections, workers/);
  });
});
