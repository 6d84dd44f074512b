export * from './constants.ts';
export * from './messages.ts';
export * from './events.ts';
export * from './commands.ts';
export * from './state.ts';
export * from './decide.ts';
export * from './schemas.ts';
export * from './views.ts';
