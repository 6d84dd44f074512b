import { ConfigError, loadConfig } from '@referly/infra/config';
import { DEMO_PASSWORD, demoAccounts } from './accounts/demo-accounts.ts';
import { startReferly } from './start.ts';

/** `npm start` runs every part in this process; `npm run start:server` (--role=server) only the HTTP and socket server. */
const main = async () => {
  const config = loadConfig();
  const serverOnly = process.argv.includes('--role=server');
  const referly = await startReferly(config, serverOnly ? { roles: { server: true, projections: false, workers: false } } : {});
  const lines = [
    `Referly is running at ${referly.url}`,
    `  mode: ${config.embedded ? 'embedded' : 'scaled'}${serverOnly ? ' (server only)' : ''}, data: ${config.dataDir}`,
  ];
  if (config.seedDemo) {
    lines.push(`  demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of demoAccounts) lines.push(`    ${account.email.padEnd(30)} ${account.description}`);
  }
  console.log(lines.join('\n'));

  const stop = async () => {
    await referly.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
};

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
