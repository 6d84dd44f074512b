export * from './constants.ts';
export * from './messages.ts';
export * from './events.ts';
export * from './commands.ts';
export * from './decide.ts';
export * from './schemas.ts';
export * from './wording.ts';
export * from './chat-digest.ts';
