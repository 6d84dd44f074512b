export * from './constants.ts';
export * from './messages.ts';
export * from './schemas.ts';
export * from './events.ts';
export * from './state.ts';
export * from './commands.ts';
export * from './decide.ts';
