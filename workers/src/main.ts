import { createAdapters } from '@referly/infra/adapters';
import { assertRolesConfig, ConfigError, loadConfig, type Config } from '@referly/infra/config';
import { createOtpCrypto, testPaymentsSecretOf } from '@referly/infra/crypto/secrets';
import { workerFeatures } from './features.ts';
import { createConfiguredReviewer } from './resume-review/reviewer.ts';
import { startWorkers } from './start-workers.ts';

/** Scaled mode (`npm run start:workers`): turns events into jobs and runs them. */
const main = async (config: Config): Promise<void> => {
  assertRolesConfig(config, { server: false, projections: false, workers: true });
  if (!config.otpSecret) {
    // without the server's OTP_SECRET no sealed sign-up or reset code can be delivered
    throw new ConfigError('Invalid configuration:\n  OTP_SECRET: required by the workers (the same value as the server)');
  }
  const adapters = await createAdapters(config, { testPaymentsSecret: testPaymentsSecretOf(config.otpSecret) });
  const log = (msg: string, extra?: unknown) => console.warn(`[workers] ${msg}`, ...(extra === undefined ? [] : [extra]));
  const { eventStore, jobQueue, mailer, payments, files, checkpoints } = adapters;
  const otpCrypto = createOtpCrypto(config.otpSecret);
  const resumeReviewer = createConfiguredReviewer(config);
  const running = await startWorkers({
    eventStore,
    jobQueue,
    mailer,
    payments,
    files,
    resumeReviewer: resumeReviewer.reviewer,
    checkpoints,
    otpCrypto,
    clock: () => new Date(),
    log,
    features: workerFeatures,
  }).catch(async (error: unknown) => {
    await resumeReviewer.close();
    await adapters.close();
    throw error;
  });

  let stopping: Promise<void> | undefined;
  const shutdown = (signal: string) => {
    stopping ??= (async () => {
      console.log(`[workers] ${signal}: finishing the jobs in hand`);
      await running.stop();
      await resumeReviewer.close();
      await adapters.close();
    })().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[workers] shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  console.log(`[workers] running: ${workerFeatures.map((feature) => feature.name).join(', ')}`);
};

try {
  await main(loadConfig());
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
