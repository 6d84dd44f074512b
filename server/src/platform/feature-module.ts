import type { RecordedEvent } from '@referly/domain';
import type { Config } from '@referly/infra/config';
import type { OtpCrypto } from '@referly/infra/crypto/secrets';
import type { EventStore } from '@referly/infra/ports/event-store';
import type { ReadStore } from '@referly/infra/ports/read-store';
import type { Router } from 'express';
import type { Logger } from 'pino';
import type { Authenticator, Principal } from '../auth/authenticate.ts';
import type { Tokens } from '../auth/tokens.ts';
import type { RateLimits } from '../http/rate-limit.ts';

/** What the core hands every feature's server module. */
export type ModuleDeps = {
  config: Config;
  logger: Logger;
  eventStore: EventStore;
  readStore: ReadStore;
  tokens: Tokens;
  otpCrypto: OtpCrypto;
  authenticate: Authenticator;
  /** one limiter per action, shared by every path that does it */
  rateLimits: RateLimits;
  /** resolves true once the read models reached a position, false after the timeout */
  waitFor: (position: number, timeoutMs?: number) => Promise<boolean>;
  clock: () => Date;
  newId: () => string;
};

/**
 * Allow-list of live pushes: an event type reaches these rooms as a payload of exactly these fields of its data.
 * An event type without a rule is never pushed.
 */
export type PushRule = { rooms: (event: RecordedEvent) => string[]; fields: readonly string[] };
export type PushRules = Record<string, PushRule>;

/** The sockets a live effect may act on, on this node. */
export type LiveSockets = { disconnect(userId: string, which: (principal: Principal) => boolean): Promise<void> };

/** What a feature adds to the server: its routes, who sees which of its events, and its demo data. */
export type FeatureModule = {
  name: string;
  /** mounted under /api */
  routes?: Router;
  push?: PushRules;
  /** what an event does to open sockets beyond pushing it (a logout closes that session's sockets) */
  liveEffects?: (event: RecordedEvent, sockets: LiveSockets) => Promise<void>;
  /** adds the demo data it lacks; returns the position of the last event written (0 if none) */
  seed?: () => Promise<number>;
};

export type FeatureFactory = (deps: ModuleDeps) => FeatureModule;

/** The data an event carries, restricted to the fields a rule names. */
export const pick = (data: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(fields.filter((field) => field in data).map((field) => [field, data[field]]));
