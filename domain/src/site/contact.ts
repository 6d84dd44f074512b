import { z } from 'zod';
import type { Decider, Event } from '../shared/event.ts';

/** Spec 000 §5 Contact form and §8 Contact and feedback, in its words. */
export const contactMessages = {
  nameRequired: 'Name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter a valid email address.',
  subjectRequired: 'Subject is required.',
  messageRequired: 'Message is required.',
  nameTooLong: 'Name must be at most 200 characters.',
  subjectTooLong: 'Subject must be at most 200 characters.',
  messageTooLong: 'Message must be at most 5000 characters.',
  ratingInvalid: 'Please provide a rating',
  sent: "Your message has been sent successfully! We'll get back to you soon.",
  failed: 'Failed to send message. Please try again later.',
  sentInline: "✓ Message sent successfully! We'll get back to you soon.",
} as const;

/** Spec 000 §5 Feedback form and §8, in its words (no full stops, as the spec has them). */
export const feedbackMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email format is invalid',
  messageRequired: 'Message is required',
  ratingRequired: 'Please provide a rating',
  thanks: 'Thank you for your feedback! We appreciate your input.',
  failed: 'Failed to submit feedback. Please try again later.',
  sentInline: '✓ Feedback submitted successfully! Thank you for your input.',
} as const;

export const CONTACT_NAME_MAX = 200;
export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_EMAIL_MAX = 254;
export const RATING_MIN = 1;
export const RATING_MAX = 10;

/** Spec 000 §7: the feedback form sends the contact call with this before its subject. */
export const FEEDBACK_SUBJECT_PREFIX = 'Feedback - ';
/** Spec 000 §9 feedback types; the first is what an untouched select sends. */
export const feedbackTypes = ['General Feedback', 'Report a Bug', 'Feature Request', 'Other'] as const;
export type FeedbackType = (typeof feedbackTypes)[number];

/** The spec's 'simple x@y.z pattern'. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const requiredText = (required: string, max: number, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);

const emailField = (required: string, invalid: string) =>
  z.string({ error: required }).trim().min(1, required).max(CONTACT_EMAIL_MAX, invalid).regex(EMAIL_SHAPE, invalid);

/**
 * POST /api/user/contact-us (spec 000 §7: JSON name, email, subject, message). A feedback's rating travels beside them
 * as a whole number from 1 to 10; a contact message has none.
 */
export const contactSchema = z.object({
  name: requiredText(contactMessages.nameRequired, CONTACT_NAME_MAX, contactMessages.nameTooLong),
  email: emailField(contactMessages.emailRequired, contactMessages.emailInvalid),
  subject: requiredText(contactMessages.subjectRequired, CONTACT_SUBJECT_MAX, contactMessages.subjectTooLong),
  message: requiredText(contactMessages.messageRequired, CONTACT_MESSAGE_MAX, contactMessages.messageTooLong),
  rating: z
    .number({ error: contactMessages.ratingInvalid })
    .int(contactMessages.ratingInvalid)
    .min(RATING_MIN, contactMessages.ratingInvalid)
    .max(RATING_MAX, contactMessages.ratingInvalid)
    .nullish()
    .transform((value) => value ?? null),
});
export type ContactInput = z.output<typeof contactSchema>;

/** The contact page's fields, checked in the browser with the server's words. */
export const contactFormSchema = contactSchema.omit({ rating: true });

/** The feedback page's fields (spec 000 §5): the subject type optional, a rating of 1 to 10 required. */
export const feedbackFormSchema = z.object({
  name: requiredText(feedbackMessages.nameRequired, CONTACT_NAME_MAX, contactMessages.nameTooLong),
  email: emailField(feedbackMessages.emailRequired, feedbackMessages.emailInvalid),
  type: z.string().transform((value): FeedbackType => ((feedbackTypes as readonly string[]).includes(value) ? (value as FeedbackType) : 'General Feedback')),
  message: requiredText(feedbackMessages.messageRequired, CONTACT_MESSAGE_MAX, contactMessages.messageTooLong),
  rating: z
    .string({ error: feedbackMessages.ratingRequired })
    .regex(/^(?:[1-9]|10)$/, feedbackMessages.ratingRequired)
    .transform(Number),
});

/** What the feedback form sends on the contact call: its type after 'Feedback - ', the rating as its own field. */
export const feedbackToContact = (feedback: z.output<typeof feedbackFormSchema>) => ({
  name: feedback.name,
  email: feedback.email,
  subject: `${FEEDBACK_SUBJECT_PREFIX}${feedback.type}`,
  message: feedback.message,
  rating: feedback.rating,
});

export type ContactKind = 'contact' | 'feedback';
export const contactKindOf = (subject: string): ContactKind => (subject.startsWith(FEEDBACK_SUBJECT_PREFIX) ? 'feedback' : 'contact');

export type ContactEvent = Event<
  'ContactMessageReceived',
  { messageId: string; name: string; email: string; subject: string; message: string; kind: ContactKind; rating: number | null; at: string }
>;
export type ContactCommand = { type: 'ReceiveContactMessage'; messageId: string; now: string } & ContactInput;

export const contactMessageStream = (messageId: string) => `contact-message-${messageId}`;

/** Each message is its own stream; the same message id twice (a retried request) is received once. */
export const contactDecider: Decider<ContactCommand, ContactEvent, { received: boolean }> = {
  initialState: () => ({ received: false }),
  evolve: () => ({ received: true }),
  decide: (command, state) => {
    if (state.received) return [];
    const kind = contactKindOf(command.subject);
    return [
      {
        type: 'ContactMessageReceived',
        data: {
          messageId: command.messageId,
          name: command.name,
          email: command.email,
          subject: command.subject,
          message: command.message,
          kind,
          // only feedback is rated
          rating: kind === 'feedback' ? command.rating : null,
          at: command.now,
        },
      },
    ];
  },
};
