import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Decider, Event } from '@referly/domain';
import { createSqliteCheckpointStore } from '@referly/infra/checkpoints/sqlite-checkpoint-store';
import { handleCommand } from '@referly/infra/event-store/index';
import type { EventStore } from '@referly/infra/ports/event-store';
import type { JobQueue } from '@referly/infra/ports/job-queue';
import { startWorkers } from '../../start-workers.ts';
import type { WorkerFeature } from '../../worker-feature.ts';
import type { TimerPeriod, TimerRule } from '../timer-rule.ts';
import type { TimersOptions } from '../timers.ts';

// A small timer of the tests' own, on its own stream `timer-probe-{key}`: ProbeArmed arms it (again: replaces it),
// ProbeCancelled cancels it, and once due its decider records ProbeFired at most once per arming, never after a cancel.

export const HOUR = 60 * 60 * 1000;
export const PROBE_SETTING = 'probePeriodHours';
/** 24 hours unless app config says otherwise */
export const probePeriod: TimerPeriod = { setting: PROBE_SETTING, unitMs: HOUR, fallback: 24 };

export const probeStream = (key: string) => `timer-probe-${key}`;

type ProbeEvent =
  | Event<'ProbeArmed', { key: string; at: string }>
  | Event<'ProbeCancelled', { key: string; at: string }>
  | Event<'ProbeFired', { key: string; armedAt: string; timerId: string; at: string }>;
type ProbeState = { armedAt: string | null; cancelled: boolean; fired: boolean };
type FireProbe = { type: 'FireProbe'; key: string; armedAt: string; timerId: string; now: string };

export const probeDecider: Decider<FireProbe, ProbeEvent, ProbeState> = {
  initialState: () => ({ armedAt: null, cancelled: false, fired: false }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'ProbeArmed':
        return { armedAt: event.data.at, cancelled: false, fired: false };
      case 'ProbeCancelled':
        return { ...state, cancelled: true };
      case 'ProbeFired':
        return { ...state, fired: true };
    }
  },
  // a timer of an earlier arming, a cancelled one or one already fired is moot
  decide: ({ key, armedAt, timerId, now }, state) =>
    state.armedAt !== armedAt || state.cancelled || state.fired ? [] : [{ type: 'ProbeFired', data: { key, armedAt, timerId, at: now } }],
};

type ProbeData = { key: string; armedAt: string };

/**
 * The probe's timer rule. `fireMs`: each firing takes this long before it decides (to be killed mid-way); `failures`:
 * the first this many firings throw (the queue tries again); `fired`: each call of fire, by key.
 */
export const probeRule = (options: { fireMs?: number; failures?: number; fired?: string[] } = {}): TimerRule => {
  let failures = options.failures ?? 0;
  return {
    name: 'timer-probe',
    types: ['ProbeArmed', 'ProbeCancelled', 'ProbeFired'],
    on: (event) => {
      const { key, at } = event.data as { key: string; at: string };
      if (event.type === 'ProbeArmed') return { arm: [{ key, startedAt: at, period: probePeriod, data: { key, armedAt: at } satisfies ProbeData }] };
      return { cancel: [key] };
    },
    fire: async (timer, deps) => {
      const { key, armedAt } = timer.data as ProbeData;
      options.fired?.push(key);
      if (options.fireMs) await sleep(options.fireMs);
      if (failures > 0) {
        failures -= 1;
        throw new Error('the probe failed this time');
      }
      await handleCommand(deps.eventStore, probeStream(key), probeDecider, {
        type: 'FireProbe',
        key,
        armedAt,
        timerId: timer.id,
        now: deps.clock().toISOString(),
      });
    },
  };
};

export const probeFeature = (rule: TimerRule): WorkerFeature => ({ name: 'timer-probe', reactors: [], register: () => undefined, timers: [rule] });

const append = async (eventStore: EventStore, type: ProbeEvent['type'], key: string, at: Date) => {
  const { position } = await eventStore.append(probeStream(key), [{ id: randomUUID(), type, data: { key, at: at.toISOString() } }], 'any');
  return position;
};
export const armProbe = (eventStore: EventStore, key: string, at: Date) => append(eventStore, 'ProbeArmed', key, at);
export const cancelProbe = (eventStore: EventStore, key: string, at: Date) => append(eventStore, 'ProbeCancelled', key, at);
/** The admin sets the probe's period (a number of hours), as app config records it. */
export const setProbePeriod = async (eventStore: EventStore, hours: number) => {
  const data = { key: PROBE_SETTING, value: hours, description: 'The probe’s period, in hours', category: 'timers', at: new Date().toISOString() };
  const { position } = await eventStore.append(`app-config-${PROBE_SETTING}`, [{ id: randomUUID(), type: 'AppConfigChanged', data }], 'any');
  return position;
};

/** Every ProbeFired in the log, as its key. */
export const firedKeys = async (eventStore: EventStore): Promise<string[]> =>
  (await eventStore.readAll({ filter: { types: ['ProbeFired'] } })).map((event) => (event.data as { key: string }).key);

/** A clock the test moves. */
export const movingClock = (start = Date.parse('2026-12-01T09:00:00.000Z')) => {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
};

/**
 * One worker process's worth on a log: startWorkers with the probe's feature only (the other features' deps are not
 * used by it), its checkpoints on `file`.
 */
export const startProbeWorkers = async (options: {
  eventStore: EventStore;
  jobQueue: JobQueue;
  file: string;
  clock: () => Date;
  rule: TimerRule;
  timers?: TimersOptions;
  log?: (message: string) => void;
}) => {
  const checkpoints = createSqliteCheckpointStore({ file: options.file });
  const workers = await startWorkers({
    eventStore: options.eventStore,
    jobQueue: options.jobQueue,
    checkpoints,
    clock: options.clock,
    log: options.log ?? (() => undefined),
    features: [probeFeature(options.rule)],
    ...(options.timers ? { timers: options.timers } : {}),
    mailer: undefined as never,
    payments: undefined as never,
    files: undefined as never,
    resumeReviewer: undefined as never,
    otpCrypto: undefined as never,
  });
  return {
    ...workers,
    stop: async () => {
      await workers.stop();
      await checkpoints.close();
    },
  };
};
