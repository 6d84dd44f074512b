import type { EventStore } from '@referly/infra/ports/event-store';

export type PartHealth = { ok: boolean; adapter: string; detail?: string };

/** What a log follower (projections, reactors, live push) says of itself. */
export type FollowerStatus = { position: number; retrying: boolean; lastError?: string; setAside?: number; connected?: boolean };
export type FollowerHealth = FollowerStatus & { lag: number | null };

export type HealthReport = {
  /** ok; degraded: serving, but something needs a look (a follower failing or set-aside events); unavailable: a port is down */
  status: 'ok' | 'degraded' | 'unavailable';
  adapters: Record<string, PartHealth>;
  /** the log's head position, null when the event store does not answer */
  head: number | null;
  /** each follower of the log, with how far behind the head it is */
  followers: Record<string, FollowerHealth>;
};

const PART_TIMEOUT_MS = 2000;

/** An adapter that does not answer in time is reported down rather than holding the health check. */
const bounded = (name: string, check: () => Promise<PartHealth>): Promise<PartHealth> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ ok: false, adapter: name, detail: `no answer within ${PART_TIMEOUT_MS} ms` }), PART_TIMEOUT_MS);
    check().then(
      (health) => {
        clearTimeout(timer);
        resolve(health);
      },
      (error: unknown) => {
        clearTimeout(timer);
        resolve({ ok: false, adapter: name, detail: error instanceof Error ? error.message : String(error) });
      },
    );
  });

export const createHealthCheck =
  (deps: { eventStore: EventStore; parts: Record<string, { health(): Promise<PartHealth> }>; followers: () => Record<string, FollowerStatus> }) =>
  async (): Promise<HealthReport> => {
    const entries = await Promise.all(Object.entries(deps.parts).map(async ([name, part]) => [name, await bounded(name, () => part.health())] as const));
    const adapters = Object.fromEntries(entries);
    const head = adapters.eventStore?.ok === false ? null : await deps.eventStore.headPosition().catch(() => null);
    const followers = Object.fromEntries(
      Object.entries(deps.followers()).map(([name, status]) => [name, { ...status, lag: head === null ? null : Math.max(0, head - status.position) }]),
    );
    const unavailable = entries.some(([, health]) => !health.ok);
    const degraded = Object.values(followers).some((follower) => follower.retrying || (follower.setAside ?? 0) > 0 || follower.connected === false);
    return { status: unavailable ? 'unavailable' : degraded ? 'degraded' : 'ok', adapters, head, followers };
  };
