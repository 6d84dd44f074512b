import type { RecordedEvent } from '@referly/domain';
import type { Config } from '@referly/infra/config';
import type { OtpCrypto } from '@referly/infra/crypto/secrets';
import type { EventStore } from '@referly/infra/ports/event-store';
import type { FileStore } from '@referly/infra/ports/file-store';
import type { Payments } from '@referly/infra/ports/payments';
import type { TestPayments } from '@referly/infra/payments/test-payments';
import type { ReadStore } from '@referly/infra/ports/read-store';
import type { Router } from 'express';
import type { Logger } from 'pino';
import type { Authenticator, Principal } from '../auth/authenticate.ts';
import type { Tokens } from '../auth/tokens.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import type { PaymentPurposes } from './payment-purposes.ts';
import type { RequestKinds } from './request-kinds.ts';
import type { SeekerDashboard } from './seeker-dashboard.ts';

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
  files: FileStore;
  payments: Payments;
  /** the local test provider, when Stripe is not configured */
  testPayments?: TestPayments;
  /** what a successful or failed payment does, by the service it paid for: each paid feature registers its own */
  paymentPurposes: PaymentPurposes;
  /**
   * the kinds of request (job referrals, resume reviews): each paid feature registers its own (who reads and writes its
   * chat, how it is paid), and chat reads them here instead of importing the feature
   */
  requestKinds: RequestKinds;
  /** the seeker dashboard's cards of other features (resume reviews): each counts its own, the summary route reads them */
  seekerDashboard: SeekerDashboard;
};

/**
 * Allow-list of live pushes: an event type reaches these rooms as a payload of exactly these fields of its data.
 * An event type without a rule is never pushed.
 */
export type PushRule = {
  rooms: (event: RecordedEvent) => string[];
  fields: readonly string[];
  /**
   * A fuller push of the same event to one room whose sockets passed the feature's own access check to join it (a
   * watched chat): they hear `data` (the event as the feature's read shows it) instead of the notice, one push each;
   * everyone else in `rooms` hears the notice without it. `data` null: the watchers hear the notice too.
   */
  watchers?: { room: (event: RecordedEvent) => string | null; data: (event: RecordedEvent) => Promise<Record<string, unknown> | null> };
};
export type PushRules = Record<string, PushRule>;

/** The sockets a live effect may act on, on this node. */
export type LiveSockets = {
  disconnect(userId: string, which: (principal: Principal) => boolean): Promise<void>;
  /** asks every feature again which rooms a user's sockets belong in (after a change the rooms depend on) */
  refreshRooms(userId: string): Promise<void>;
};

/** A client's event on a socket: its payload, and the acknowledgement callback when the client asked for one. */
export type SocketEventHandler = (payload: unknown, ack: ((reply: unknown) => void) | null) => Promise<void> | void;

/** One signed-in socket as a feature's socket protocol sees it: the feature names the rooms, never the client. */
export type LiveSocket = {
  readonly id: string;
  readonly principal: Principal;
  /** this connection resumed one that dropped a moment ago: its rooms and its state came back with it */
  readonly recovered: boolean;
  /** what the feature keeps on this socket: plain data, since it travels with a recovered session and between nodes */
  state: unknown;
  /** a client event (rate-limited by the core); a handler that throws is logged and answered `{ ok: false }` */
  on(event: string, handler: SocketEventHandler): void;
  onDisconnect(handler: () => void): void;
  join(rooms: string[]): void;
  leave(room: string): void;
  isIn(room: string): boolean;
  /** to every socket in `room`, on every node, except this one */
  toOthersIn(room: string, event: string, payload: unknown): void;
};

/** What the live core offers a socket protocol beyond its socket. */
export type LiveHelpers = {
  /** those of `userIds` with at least one connected socket, on any node */
  online(userIds: string[]): Promise<string[]>;
};

/**
 * A feature's client-to-server socket events, set up on each new (or recovered) socket before any await. A recovered
 * socket comes back out of every room: the feature checks again which of its rooms the socket may still be in, joins
 * those, and returns that check; what the socket missed is replayed only once every check is done, and only for the
 * rooms it is in then.
 */
export type SocketProtocol = (socket: LiveSocket, live: LiveHelpers) => void | Promise<void>;

/**
 * Rooms anyone may listen in, signed in or not (a public discussion's votes and comments): a socket sends `watch` with a
 * payload naming one; the feature names its room from the payload (`room`, null: no such room) and says whether this
 * socket may be in it (`mayWatch`: `principal` is null for a visitor); `unwatch` leaves it. A visitor's socket (the
 * handshake's `auth: { visitor: true }`, no token) can do nothing else: it joins no other room, its other events are
 * ignored, and it is in at most `max` of a feature's public rooms at once. What reaches those rooms is the push
 * allow-list's, so a rule pushing to a public room names only what anyone may read.
 */
export type PublicRooms = {
  watch: string;
  unwatch: string;
  room: (payload: unknown) => string | null;
  mayWatch: (room: string, principal: Principal | null) => Promise<boolean>;
  max: number;
};

/** For each event a feature sends to a room (`toOthersIn`), that room as read from the payload (null: none). */
export type PacketRooms = Record<string, (payload: unknown) => string | null>;

/** What a feature adds to the server: its routes, who sees which of its events, and its demo data. */
export type FeatureModule = {
  name: string;
  /** mounted under /api */
  routes?: Router;
  push?: PushRules;
  /**
   * Event types the admins hear of whichever feature's rule pushes them (the activity feed): each also reaches the
   * `admin` room, with its own rule's fields, or as a bare notice (type and position, no data) when no rule has it.
   */
  adminTap?: readonly string[];
  /** what an event does to open sockets beyond pushing it (a logout closes that session's sockets) */
  liveEffects?: (event: RecordedEvent, sockets: LiveSockets) => Promise<void>;
  /** the rooms, beyond `user:{id}` and `admin`, that a signed-in person's sockets join: the server's decision, never the client's */
  rooms?: (principal: Principal) => Promise<string[]>;
  /** its client-to-server socket events (authorised by the feature as its HTTP routes are) */
  sockets?: SocketProtocol;
  /** rooms visitors may join too (a visitor's socket can do nothing else), and signed-in sockets alike */
  publicRooms?: PublicRooms;
  /** the rooms its socket events went to: a resumed socket is replayed a missed one only if it is still in that room */
  packetRooms?: PacketRooms;
  /** adds the demo data it lacks; returns the position of the last event written (0 if none) */
  seed?: () => Promise<number>;
};

export type FeatureFactory = (deps: ModuleDeps) => FeatureModule;

/** The data an event carries, restricted to the fields a rule names. */
export const pick = (data: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(fields.filter((field) => field in data).map((field) => [field, data[field]]));
