export * from './sqlite-event-store.ts';
export * from './eventstoredb-event-store.ts';
export * from './command-handler.ts';
