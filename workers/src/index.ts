export * from './reactor.ts';
export * from './worker-feature.ts';
export * from './start-workers.ts';
export * from './features.ts';
export * from './email/events.ts';
export * from './email/email.reactor.ts';
export * from './email/email.worker.ts';
export { otpEmail } from './email/otp-email.ts';
