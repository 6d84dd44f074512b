import type { RecordedEvent } from '@referly/domain';
import type { WorkerDeps } from '../worker-feature.ts';

/** A period read from app config: the value of AppConfigChanged for `setting` (a number of `unitMs`), else `fallback`. */
export type TimerPeriod = { setting: string; unitMs: number; fallback: number };

/** One timer an event starts: `key` names it within its rule (arming a key again replaces its timer). */
export type TimerArm = { key: string; /** ISO time the period counts from */ startedAt: string; period: TimerPeriod; data: unknown };

/** A timer that fell due, as its rule's `fire` gets it: `id` is `${rule}.${key}.${arming event id}`. */
export type DueTimer = { id: string; rule: string; key: string; dueAt: string; data: unknown };

/**
 * A feature's durable timer (issue 17 §2), registered through its WorkerFeature: the timers are a fold of the log (the
 * events of `types`, and the periods' AppConfigChanged), so they survive restarts; a due one becomes a job on the
 * `timers` queue under its own id, so it runs once across worker processes.
 */
export type TimerRule = {
  /** e.g. 'referral-untaken-reminder'; no ':' (BullMQ 5 refuses it in job ids) */
  name: string;
  /** the event types that arm, re-arm or cancel its timers */
  types: readonly string[];
  /** what one event does to this rule's timers: arm (a key armed again replaces its timer) and cancel by key */
  on: (event: RecordedEvent) => { arm?: TimerArm[]; cancel?: string[] };
  /**
   * Runs once a timer is due; goes through a decider, so a moot or repeated firing records nothing: a timer cancelled
   * or replaced after its job was queued still fires, and a crash may fire it again. Throwing asks the queue for
   * another attempt.
   */
  fire: (timer: DueTimer, deps: WorkerDeps) => Promise<void>;
};
