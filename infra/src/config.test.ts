import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const secret = 'x'.repeat(32);

describe('loadConfig', () => {
  it('gives the embedded defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
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
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, OTP_SECRET: secret });
    expect(config.seedDemo).toBe(false);
  });

  it('refuses a short secret and a malformed URL, naming the variable', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32 characters/);
    expect(() => loadConfig({ REDIS_URL: 'not a url' })).toThrow(/REDIS_URL/);
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
