import { z } from 'zod';
import type { Decider, Event } from '../shared/event.ts';

export const newsletterMessages = {
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  subscribed: 'Thank you for subscribing! Watch your inbox for job-search tips.',
} as const;

/** Spec 000 §5 Newsletter: required, then a basic e-mail shape. */
export const newsletterSchema = z.object({
  email: z
    .string({ error: newsletterMessages.emailRequired })
    .trim()
    .min(1, newsletterMessages.emailRequired)
    .max(254, newsletterMessages.emailInvalid)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, newsletterMessages.emailInvalid)
    .transform((value) => value.toLowerCase()),
});

export type NewsletterEvent = Event<'NewsletterSubscribed', { email: string; at: string }>;
export type NewsletterCommand = { type: 'SubscribeToNewsletter'; email: string; now: string };

export const newsletterStream = (email: string) => `newsletter-${email.toLowerCase()}`;

/** Subscribing twice keeps one subscription. */
export const newsletterDecider: Decider<NewsletterCommand, NewsletterEvent, { subscribed: boolean }> = {
  initialState: () => ({ subscribed: false }),
  evolve: () => ({ subscribed: true }),
  decide: (command, state) => (state.subscribed ? [] : [{ type: 'NewsletterSubscribed', data: { email: command.email, at: command.now } }]),
};
