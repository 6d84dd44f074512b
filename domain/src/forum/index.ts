export * from './constants.ts';
export * from './messages.ts';
export * from './schemas.ts';
export * from './views.ts';
export * from './posts.ts';
export * from './activity-kinds.ts';
export * from './notifications.ts';
