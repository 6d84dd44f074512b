export * from './shared/event.ts';
export * from './shared/errors.ts';
export * from './shared/files.ts';
export * from './shared/activity-kind.ts';
export { HOUR_MS, hoursInWords, plural, unitsBetween } from './shared/durations.ts';
// One line per feature; a new feature adds its own.
export * from './accounts/index.ts';
export * from './companies/index.ts';
export * from './site/index.ts';
export * from './payments/index.ts';
export * from './referrals/index.ts';
export * from './chat/index.ts';
export * from './reputation/index.ts';
export * from './activity/index.ts';
export * from './notifications/index.ts';
export * from './learning-hub/index.ts';
export * from './forum/index.ts';
// The kinds of request: what chat and notifications read of each (one line per kind in request-kinds.ts).
export * from './request-kinds.ts';
// The features that make notifications without being a kind of request (one line per feature in notifying-features.ts).
export * from './notifying-features.ts';
export * from './resume-review/index.ts';
export * from './timers/index.ts';
