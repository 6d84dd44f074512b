import { loadConfig, type Config } from '@referly/infra/config';

/** An embedded-mode config on loopback, whatever the caller's environment says about scaled adapters. */
export const embeddedConfig = (dataDir: string): Config =>
  loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
