import { randomUUID } from 'node:crypto';
import type { Decider, Event, EventMetadata } from '@referly/domain';
import { VersionConflictError, type AppendResult, type EventStore, type StreamAppend } from '../ports/event-store.ts';

export type CommandResult<E> = {
  /** the events the decider produced and the store appended ([] when there was nothing to do) */
  events: E[];
  /**
   * global position of the stream's last event (for read-your-writes), or of the last event appended `alongside` if
   * that is further; 0 when the stream is empty and nothing was appended
   */
  position: number;
  /** revision of the stream's last event; -1 when the stream still does not exist */
  nextRevision: number;
};

export type HandleCommandOptions = {
  newEventId?: () => string;
  metadata?: EventMetadata;
  /** extra attempts after a version conflict (default 3) */
  retries?: number;
  /**
   * Batches of other streams, decided by the caller, stored with the command's events in one `appendMany` (all or
   * nothing where the store's is atomic), and stored alone when the command decides nothing; never when it is
   * refused. A version conflict on one of them is thrown as it is, not retried: only the caller can decide it again.
   */
  alongside?: StreamAppend[];
};

/** A state the caller has just loaded (`loadState`) with the same decider, decided on first instead of reading it again. */
export type LoadedFirst<S> = { loaded?: LoadedState<S> };

export type LoadedState<S> = { state: S; revision: number | 'no_stream'; position: number };

/** Folded states kept per store and decider: the most recently used first to stay, past this many the oldest goes. */
const STATES_KEPT = 10_000;
type Folded = { state: unknown; revision: number; position: number };
const folded = new WeakMap<EventStore, WeakMap<object, Map<string, Folded>>>();

const statesOf = (store: EventStore, decider: object): Map<string, Folded> => {
  let byDecider = folded.get(store);
  if (!byDecider) folded.set(store, (byDecider = new WeakMap()));
  let states = byDecider.get(decider);
  if (!states) byDecider.set(decider, (states = new Map()));
  return states;
};

const remember = (states: Map<string, Folded>, streamId: string, entry: Folded): void => {
  states.delete(streamId);
  states.set(streamId, entry);
  if (states.size > STATES_KEPT) states.delete(states.keys().next().value ?? '');
};

/**
 * A stream's state, folded from its events. The fold is kept (deciders are pure, so a state never changes
 * once made) and only the events after its revision are read next time: what a command costs does not grow
 * with the length of its stream. Events another process appended meanwhile are among those read.
 */
export const loadState = async <C, E extends Event, S>(store: EventStore, streamId: string, decider: Decider<C, E, S>): Promise<LoadedState<S>> => {
  const states = statesOf(store, decider);
  const kept = states.get(streamId);
  const events = await store.readStream(streamId, kept ? { fromRevision: kept.revision + 1 } : undefined);
  // The store is untyped; a stream holds only the events its decider wrote, so the narrowing holds.
  let state = kept ? (kept.state as S) : decider.initialState();
  for (const event of events) state = decider.evolve(state, { type: event.type, data: event.data } as E);
  const last = events.at(-1);
  const revision = last?.revision ?? kept?.revision;
  const position = last?.position ?? kept?.position ?? 0;
  if (revision === undefined) return { state, revision: 'no_stream', position: 0 };
  remember(states, streamId, { state, revision, position });
  return { state, revision, position };
};

/** The kept fold as it is, unread: current unless another process appended to the stream since. */
const keptState = <S>(store: EventStore, streamId: string, decider: object): LoadedState<S> | undefined => {
  const states = statesOf(store, decider);
  const kept = states.get(streamId);
  if (!kept) return undefined;
  remember(states, streamId, kept);
  return { state: kept.state as S, revision: kept.revision, position: kept.position };
};

/**
 * A command, or a way to make it from the state it will be decided on: facts checked against that state
 * outside the pure decider (does this password match the stored hash?) are then checked again on every retry.
 */
export type CommandInput<C, S> = C | ((state: S) => C | Promise<C>);

/**
 * Load, decide, append with the revision that was read. A concurrent writer makes the append fail
 * with a version conflict; the command is then made and decided again on the fresh state, because the
 * decision may differ (a slot taken, a status changed, a password no longer the current one).
 * A DomainError from decide propagates as is.
 *
 * A stream this process folded before is decided on its kept state without asking the store: if another
 * process appended meanwhile, the append's expected revision refuses it and the retry reads what is new. An
 * outcome that appends nothing (no events, or a refusal) is only given once the stream is known to hold nothing
 * newer, so a kept state that fell behind never decides it. A state the caller loaded (`options.loaded`, as a webhook
 * that first checks whether it was handled) is taken the same way: no second read of a stream that was just read,
 * even one that did not exist yet (appended at `no_stream`).
 */
export const handleCommand = async <C, E extends Event, S>(
  store: EventStore,
  streamId: string,
  decider: Decider<C, E, S>,
  input: CommandInput<C, S>,
  options: HandleCommandOptions & LoadedFirst<S> = {},
): Promise<CommandResult<E>> => {
  const newEventId = options.newEventId ?? randomUUID;
  const retries = options.retries ?? 3;
  /** The command's events on a state, or the refusal it met there. */
  const decideOn = async ({ state }: LoadedState<S>): Promise<{ events: E[] } | { refused: unknown }> => {
    try {
      const command = typeof input === 'function' ? await (input as (state: S) => C | Promise<C>)(state) : input;
      return { events: decider.decide(command, state) };
    } catch (refused) {
      return { refused };
    }
  };
  for (let attempt = 0; ; attempt += 1) {
    const kept = attempt === 0 ? (options.loaded ?? keptState<S>(store, streamId, decider)) : undefined;
    let loaded = kept ?? (await loadState(store, streamId, decider));
    let outcome = await decideOn(loaded);
    if (kept && ('refused' in outcome || outcome.events.length === 0)) {
      const current = await loadState(store, streamId, decider);
      if (current.revision !== kept.revision) outcome = await decideOn((loaded = current));
    }
    if ('refused' in outcome) throw outcome.refused;
    const { events } = outcome;
    const { state, revision } = loaded;
    const alongside = options.alongside ?? [];
    const unchanged = revision === 'no_stream' ? -1 : revision;
    if (events.length === 0 && alongside.length === 0) return { events, position: loaded.position, nextRevision: unchanged };
    const toAppend = events.map((event) => ({
      id: newEventId(),
      type: event.type,
      data: event.data,
      ...(options.metadata ? { metadata: options.metadata } : {}),
    }));
    try {
      const furthest = (others: AppendResult[], position: number) => Math.max(position, ...others.map((other) => other.position));
      if (events.length === 0) return { events, position: furthest(await store.appendMany(alongside), loaded.position), nextRevision: unchanged };
      const [result, ...others] =
        alongside.length === 0
          ? [await store.append(streamId, toAppend, revision)]
          : await store.appendMany([{ streamId, events: toAppend, expectedRevision: revision }, ...alongside]);
      if (!result) throw new Error(`No result for the append to ${streamId}`);
      // Appended at the revision it was decided on: the state after these events is known without reading them.
      if (result.nextRevision === unchanged + events.length) {
        remember(statesOf(store, decider), streamId, { state: events.reduce(decider.evolve, state), revision: result.nextRevision, position: result.position });
      }
      return { events, position: furthest(others, result.position), nextRevision: result.nextRevision };
    } catch (error) {
      if (!(error instanceof VersionConflictError) || error.streamId !== streamId || attempt >= retries) throw error;
    }
  }
};
