import { emailReactor } from './email/email.reactor.ts';
import type { Reactor } from './reactor.ts';

export * from './reactor.ts';
export * from './email/events.ts';
export * from './email/email.reactor.ts';
export * from './email/email.worker.ts';
export { otpEmail } from './email/otp-email.ts';

export const reactors: Reactor[] = [emailReactor];
