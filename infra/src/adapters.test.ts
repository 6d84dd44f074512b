import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createAdapters } from './adapters.ts';
import { loadConfig } from './config.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'referly-adapters-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('createAdapters', () => {
  it('puts every port on its embedded adapter when no URL is set', async () => {
    const adapters = await createAdapters(loadConfig({ DATA_DIR: path.join(dataDir, 'nested') }));
    expect((await adapters.eventStore.health()).ok).toBe(true);
    expect(await adapters.readStore.health()).toEqual({ ok: true, adapter: 'memory' });
    expect(await adapters.jobQueue.health()).toEqual({ ok: true, adapter: 'in-process' });
    expect(await adapters.mailer.health()).toEqual({ ok: true, adapter: 'outbox' });
    expect(adapters.outbox).toBe(adapters.mailer);
    await adapters.close();
  });

  it('uses BullMQ when REDIS_URL is set', async () => {
    const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    const adapters = await createAdapters(loadConfig({ DATA_DIR: dataDir, REDIS_URL: redisUrl }));
    expect(await adapters.jobQueue.health()).toEqual({ ok: true, adapter: 'bullmq' });
    expect(adapters.outbox).toBeDefined();
    await adapters.close();
  });
});
