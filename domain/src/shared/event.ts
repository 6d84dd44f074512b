/** A domain event before it is stored: a past-tense type and its data. */
export type Event<Type extends string = string, Data extends Record<string, unknown> = Record<string, unknown>> = {
  type: Type;
  data: Data;
};

/** An event as the store hands it back. `position` is global and grows with every append. */
export type RecordedEvent<E extends Event = Event> = E & {
  id: string;
  streamId: string;
  revision: number;
  position: number;
  metadata: EventMetadata;
  recordedAt: string;
};

export type EventMetadata = {
  /** id of the event or request that caused this one */
  causationId?: string;
  correlationId?: string;
  [key: string]: unknown;
};

/** Pure decision logic for one stream (Emmett's shape). */
export type Decider<Command, E extends Event, State> = {
  initialState: () => State;
  evolve: (state: State, event: E) => State;
  decide: (command: Command, state: State) => E[];
};
