export * from './constants.ts';
export * from './events.ts';
export * from './views.ts';
