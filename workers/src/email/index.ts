import type { WorkerFeature } from '../worker-feature.ts';
import { emailReactor } from './email.reactor.ts';
import { registerEmailWorker } from './email.worker.ts';

/** E-mails the accounts feature asks for (sign-up and reset codes), sent once each and recorded. */
export const emailWorkers: WorkerFeature = {
  name: 'email',
  reactors: [emailReactor],
  register: ({ eventStore, jobQueue, mailer, otpCrypto, clock, log }) => registerEmailWorker({ eventStore, jobQueue, mailer, otpCrypto, log, now: clock }),
};
