import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createAdapters } from './adapters.ts';
import { loadConfig } from './config.ts';
import { createRedisPositionChannel } from './notify/redis-position-channel.ts';

const modeOf = (file: string) => statSync(file).mode & 0o777;

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

  it('announces each append to the SQLite log on <REDIS_PREFIX>:log:appended for the other processes sharing DATA_DIR', async () => {
    const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    const env = { DATA_DIR: path.join(dataDir, 'shared'), REDIS_URL: redisUrl, REDIS_PREFIX: `referly-test-${randomUUID()}`, LOG_LEVEL: 'silent' };
    const listener = createRedisPositionChannel({ url: redisUrl, name: `${env.REDIS_PREFIX}:log:appended`, log: () => undefined });
    const heard: number[] = [];
    listener.onPosition((position) => heard.push(position));
    await vi.waitFor(
      async () => {
        await listener.publish(0);
        expect(heard).toContain(0);
      },
      { timeout: 10_000, interval: 25 },
    );
    const first = await createAdapters(loadConfig(env));
    const second = await createAdapters(loadConfig(env));
    const seen: string[] = [];
    const subscription = second.eventStore.subscribe({}, async (e) => {
      seen.push(e.type);
    });

    await first.eventStore.append('user-1', [{ id: randomUUID(), type: 'UserRegistered', data: {} }], 'no_stream');
    const { position } = await first.eventStore.append('user-1', [{ id: randomUUID(), type: 'PasswordSet', data: {} }], 0);
    await vi.waitFor(() => expect(heard).toContain(position), { timeout: 5000, interval: 20 });
    await vi.waitFor(() => expect(seen).toEqual(['UserRegistered', 'PasswordSet']), { timeout: 5000, interval: 20 });

    await subscription.close();
    await Promise.all([first.close(), second.close(), listener.close()]);
  });

  it('keeps a fresh DATA_DIR and its event log readable by the owner only', async () => {
    const fresh = path.join(dataDir, 'fresh', 'data');
    const adapters = await createAdapters(loadConfig({ DATA_DIR: fresh }));
    await adapters.eventStore.append('user-1', [{ id: 'e-1', type: 'UserRegistered', data: {} }], 'no_stream');
    expect(modeOf(fresh)).toBe(0o700);
    const log = path.join(fresh, 'events.db');
    expect(modeOf(log)).toBe(0o600);
    for (const companion of [`${log}-wal`, `${log}-shm`]) {
      expect(existsSync(companion)).toBe(true);
      expect(modeOf(companion)).toBe(0o600);
    }
    await adapters.close();
  });

  it('tightens an existing DATA_DIR and event log that others could read', async () => {
    const loose = path.join(dataDir, 'loose');
    mkdirSync(loose, { recursive: true });
    chmodSync(loose, 0o755);
    const log = path.join(loose, 'events.db');
    writeFileSync(log, '');
    chmodSync(log, 0o644);
    const adapters = await createAdapters(loadConfig({ DATA_DIR: loose }));
    await adapters.eventStore.append('user-1', [{ id: 'e-1', type: 'UserRegistered', data: {} }], 'no_stream');
    expect(modeOf(loose)).toBe(0o700);
    expect(modeOf(log)).toBe(0o600);
    expect(modeOf(`${log}-wal`)).toBe(0o600);
    await adapters.close();
  });
});
