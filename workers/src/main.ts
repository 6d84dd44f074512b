import { createAdapters } from '@referly/infra/adapters';
import { ConfigError, loadConfig, type Config } from '@referly/infra/config';
import { createOtpCrypto } from '@referly/infra/crypto/secrets';
import { registerEmailWorker } from './email/email.worker.ts';
import { reactors } from './index.ts';
import { startReactors } from './reactor.ts';

/** Scaled mode (`npm run start:workers`): turns events into jobs and runs them. */
const main = async (config: Config): Promise<void> => {
  if (!config.otpSecret) {
    // without the server's OTP_SECRET no sealed sign-up or reset code can be delivered
    throw new ConfigError('Invalid configuration:\n  OTP_SECRET: required by the workers (the same value as the server)');
  }
  const adapters = await createAdapters(config);
  const log = (msg: string, extra?: unknown) => console.warn(`[workers] ${msg}`, ...(extra === undefined ? [] : [extra]));
  registerEmailWorker({
    eventStore: adapters.eventStore,
    jobQueue: adapters.jobQueue,
    mailer: adapters.mailer,
    otpCrypto: createOtpCrypto(config.otpSecret),
    log,
  });
  const running = await startReactors({ eventStore: adapters.eventStore, jobQueue: adapters.jobQueue, reactors, log }).catch(async (error: unknown) => {
    await adapters.close();
    throw error;
  });

  let stopping: Promise<void> | undefined;
  const shutdown = (signal: string) => {
    stopping ??= (async () => {
      console.log(`[workers] ${signal}: finishing the jobs in hand`);
      await running.stop();
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
  console.log(`[workers] running reactors: ${reactors.map((reactor) => reactor.name).join(', ')}`);
};

try {
  await main(loadConfig());
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
