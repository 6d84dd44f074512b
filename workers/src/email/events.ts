import type { Event } from '@referly/domain';

/** Events of `email-{triggerEventId}`: the outcome of the e-mail one trigger event asked for. */
export type EmailEvent =
  | Event<'EmailSent', { triggerEventId: string; to: string; subject: string; at: string }>
  | Event<'EmailFailed', { triggerEventId: string; error: string; at: string }>;

export const emailStream = (triggerEventId: string) => `email-${triggerEventId}`;
export const EMAIL_QUEUE = 'email';
export const emailCompletionTypes: EmailEvent['type'][] = ['EmailSent', 'EmailFailed'];
