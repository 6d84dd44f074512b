import { createAdapters } from '@referly/infra/adapters';
import { assertRolesConfig, ConfigError, loadConfig, type Config } from '@referly/infra/config';
import { createRedisPositionChannel } from '@referly/infra/notify/redis-position-channel';
import { allProjections } from './index.ts';
import { createProjectionRunner } from './runner.ts';

/** Scaled mode (`npm run start:projections`): keeps the read models up to date for every server node. */
const main = async (config: Config): Promise<void> => {
  assertRolesConfig(config, { server: false, projections: true, workers: false });
  const adapters = await createAdapters(config);
  const log = (msg: string, extra?: unknown) => console.warn(`[projections] ${msg}`, ...(extra === undefined ? [] : [extra]));
  // server nodes wait on these announcements for read-your-writes
  const channel = config.redisUrl ? createRedisPositionChannel({ url: config.redisUrl, name: `${config.redisPrefix}:projections:checkpoint`, log }) : undefined;
  const runner = createProjectionRunner({
    eventStore: adapters.eventStore,
    readStore: adapters.readStore,
    projections: allProjections,
    // MongoDB keeps read models and checkpoints across restarts; the in-memory store starts empty.
    rebuild: !config.mongodbUrl,
    log,
    ...(channel ? { onPosition: (position: number) => void channel.publish(position).catch(() => undefined) } : {}),
  });

  let stopping: Promise<void> | undefined;
  const shutdown = (signal: string) => {
    stopping ??= (async () => {
      console.log(`[projections] ${signal}: stopping at position ${runner.position()}`);
      await runner.stop();
      await channel?.close();
      await adapters.close();
    })().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[projections] shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  const started = Date.now();
  await runner.start();
  console.log(`[projections] caught up to position ${runner.position()} in ${Date.now() - started} ms; following the log`);
};

try {
  await main(loadConfig());
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
