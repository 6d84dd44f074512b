export * from './constants.ts';
export * from './schemas.ts';
export * from './views.ts';
