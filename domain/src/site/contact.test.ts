import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then.ts';
import {
  contactDecider,
  contactFormSchema,
  contactKindOf,
  contactMessages,
  contactMessageStream,
  contactSchema,
  feedbackFormSchema,
  feedbackMessages,
  feedbackToContact,
  feedbackTypes,
  type ContactCommand,
  type ContactEvent,
} from './contact.ts';

const firstProblem = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? null : { field: result.error?.issues[0]?.path.join('.'), message: result.error?.issues[0]?.message };

const valid = { name: 'Sam Lee', email: 'sam@example.com', subject: 'Billing', message: 'Hello there' };

describe('the contact call (spec 000 §5 Contact form)', () => {
  it('takes the four fields trimmed, with no rating', () => {
    expect(contactSchema.parse({ name: ' Sam Lee ', email: ' Sam@Example.com ', subject: ' Billing ', message: ' Hi \n' })).toEqual({
      name: 'Sam Lee',
      email: 'Sam@Example.com',
      subject: 'Billing',
      message: 'Hi',
      rating: null,
    });
    expect(contactSchema.parse({ ...valid, rating: null }).rating).toBeNull();
  });

  it.each([
    ['name', undefined, contactMessages.nameRequired],
    ['name', 7, contactMessages.nameRequired],
    ['name', '  ', contactMessages.nameRequired],
    ['email', undefined, contactMessages.emailRequired],
    ['email', ['a@b.c'], contactMessages.emailRequired],
    ['email', ' ', contactMessages.emailRequired],
    ['subject', undefined, contactMessages.subjectRequired],
    ['subject', {}, contactMessages.subjectRequired],
    ['subject', '', contactMessages.subjectRequired],
    ['message', undefined, contactMessages.messageRequired],
    ['message', false, contactMessages.messageRequired],
    ['message', '\n\t', contactMessages.messageRequired],
  ])('refuses a %s of %j: %s', (field, value, message) => {
    expect(firstProblem(contactSchema.safeParse({ ...valid, [field]: value }))).toEqual({ field, message });
  });

  it.each(['sam', 'sam@example', '@example.com', 'sam@.com', 'sam@example.', 'sa m@example.com', 'sam@@example.com', 'sam@example.com x'])(
    'refuses %j as not an e-mail address',
    (email) => {
      expect(firstProblem(contactSchema.safeParse({ ...valid, email }))).toEqual({ field: 'email', message: contactMessages.emailInvalid });
    },
  );

  it('takes each text up to its limit and refuses one character more', () => {
    const address = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    const at = { name: 'n'.repeat(200), email: address(254), subject: 's'.repeat(200), message: 'm'.repeat(5000) };
    expect(contactSchema.safeParse(at).success).toBe(true);
    expect(contactSchema.safeParse({ ...valid, email: 'a@b.c' }).success).toBe(true);
    expect(firstProblem(contactSchema.safeParse({ ...at, name: 'n'.repeat(201) }))?.message).toBe(contactMessages.nameTooLong);
    expect(firstProblem(contactSchema.safeParse({ ...at, email: address(255) }))?.message).toBe(contactMessages.emailInvalid);
    expect(firstProblem(contactSchema.safeParse({ ...at, subject: 's'.repeat(201) }))?.message).toBe(contactMessages.subjectTooLong);
    expect(firstProblem(contactSchema.safeParse({ ...at, message: 'm'.repeat(5001) }))?.message).toBe(contactMessages.messageTooLong);
    expect(contactMessages).toMatchObject({
      nameTooLong: 'Name must be at most 200 characters.',
      subjectTooLong: 'Subject must be at most 200 characters.',
      messageTooLong: 'Message must be at most 5000 characters.',
    });
  });

  it('takes a whole rating from 1 to 10 and nothing else', () => {
    expect(contactSchema.parse({ ...valid, rating: 1 }).rating).toBe(1);
    expect(contactSchema.parse({ ...valid, rating: 10 }).rating).toBe(10);
    for (const rating of [0, 11, 4.5, '7', -1, true]) {
      expect(firstProblem(contactSchema.safeParse({ ...valid, rating }))).toEqual({ field: 'rating', message: 'Please provide a rating' });
    }
  });

  it('checks the contact page with the same words, without a rating', () => {
    expect(contactFormSchema.parse({ ...valid, rating: 5 })).toEqual(valid);
    expect(firstProblem(contactFormSchema.safeParse({ ...valid, name: '' }))?.message).toBe('Name is required.');
  });

  it('speaks the spec: the messages, the success and the failure', () => {
    expect(contactMessages).toMatchObject({
      nameRequired: 'Name is required.',
      emailRequired: 'Email is required.',
      emailInvalid: 'Enter a valid email address.',
      subjectRequired: 'Subject is required.',
      messageRequired: 'Message is required.',
      sent: "Your message has been sent successfully! We'll get back to you soon.",
      failed: 'Failed to send message. Please try again later.',
      sentInline: "✓ Message sent successfully! We'll get back to you soon.",
    });
  });
});

describe('the feedback form (spec 000 §5 Feedback form)', () => {
  const feedback = { name: 'Ava', email: 'ava@example.com', type: 'Report a Bug', message: 'The page froze', rating: '7' };

  it('reads the form and sends it as a contact message with its type after "Feedback - " and its rating', () => {
    const parsed = feedbackFormSchema.parse(feedback);
    expect(parsed).toEqual({ name: 'Ava', email: 'ava@example.com', type: 'Report a Bug', message: 'The page froze', rating: 7 });
    expect(feedbackToContact(parsed)).toEqual({
      name: 'Ava',
      email: 'ava@example.com',
      subject: 'Feedback - Report a Bug',
      message: 'The page froze',
      rating: 7,
    });
  });

  it('trims every text, and refuses one of blanks or over its limit', () => {
    expect(feedbackFormSchema.parse({ ...feedback, name: ' Ava ', email: ' ava@example.com ', message: ' Froze \n' })).toMatchObject({
      name: 'Ava',
      email: 'ava@example.com',
      message: 'Froze',
    });
    expect(firstProblem(feedbackFormSchema.safeParse({ ...feedback, name: '  ' }))?.message).toBe('Name is required');
    expect(firstProblem(feedbackFormSchema.safeParse({ ...feedback, email: '  ' }))?.message).toBe('Email is required');
    expect(firstProblem(feedbackFormSchema.safeParse({ ...feedback, email: 7 }))?.message).toBe('Email is required');
    expect(firstProblem(feedbackFormSchema.safeParse({ ...feedback, name: 'n'.repeat(201) }))?.message).toBe('Name must be at most 200 characters.');
    expect(feedbackFormSchema.safeParse({ ...feedback, name: 'n'.repeat(200), message: 'm'.repeat(5000) }).success).toBe(true);
    expect(firstProblem(feedbackFormSchema.safeParse({ ...feedback, message: 'm'.repeat(5001) }))?.message).toBe('Message must be at most 5000 characters.');
  });

  it('sends a feedback whose type was left alone as general feedback', () => {
    expect(feedbackFormSchema.parse({ ...feedback, type: '' }).type).toBe('General Feedback');
    expect(feedbackFormSchema.parse({ ...feedback, type: 'Complaint' }).type).toBe('General Feedback');
    expect(feedbackTypes).toEqual(['General Feedback', 'Report a Bug', 'Feature Request', 'Other']);
    for (const type of feedbackTypes) expect(feedbackFormSchema.parse({ ...feedback, type }).type).toBe(type);
  });

  it.each([
    ['name', '', 'Name is required'],
    ['email', '', 'Email is required'],
    ['email', 'ava@', 'Email format is invalid'],
    ['message', ' ', 'Message is required'],
    ['rating', '', 'Please provide a rating'],
    ['rating', '0', 'Please provide a rating'],
    ['rating', '11', 'Please provide a rating'],
    ['rating', '07', 'Please provide a rating'],
    ['rating', '5.5', 'Please provide a rating'],
    ['rating', undefined, 'Please provide a rating'],
  ])('refuses a %s of %j: %s', (field, value, message) => {
    expect(firstProblem(feedbackFormSchema.safeParse({ ...feedback, [field]: value }))).toEqual({ field, message });
  });

  it('takes every rating from 1 to 10', () => {
    for (let rating = 1; rating <= 10; rating += 1) expect(feedbackFormSchema.parse({ ...feedback, rating: String(rating) }).rating).toBe(rating);
  });

  it('speaks the spec: the thanks, the failure and the inline success', () => {
    expect(feedbackMessages).toMatchObject({
      thanks: 'Thank you for your feedback! We appreciate your input.',
      failed: 'Failed to submit feedback. Please try again later.',
      sentInline: '✓ Feedback submitted successfully! Thank you for your input.',
    });
  });
});

describe('a received message', () => {
  const given = specFor(contactDecider);
  const now = '2026-11-23T09:00:00.000Z';
  const command: ContactCommand = { type: 'ReceiveContactMessage', messageId: 'm1', now, ...valid, rating: null };
  const received: ContactEvent = {
    type: 'ContactMessageReceived',
    data: { messageId: 'm1', ...valid, kind: 'contact', rating: null, at: now },
  };

  it('is recorded once, on its own stream', () => {
    given([]).when(command).then([received]);
    given([received]).when(command).then([]);
    expect(contactMessageStream('m1')).toBe('contact-message-m1');
  });

  it('is feedback, keeping its rating, when its subject starts "Feedback - "; a plain message keeps none', () => {
    given([])
      .when({ ...command, subject: 'Feedback - Other', rating: 9 })
      .then([{ type: 'ContactMessageReceived', data: { ...received.data, subject: 'Feedback - Other', kind: 'feedback', rating: 9 } }]);
    given([])
      .when({ ...command, rating: 9 })
      .then([received]);
    expect(contactKindOf('Feedback - Report a Bug')).toBe('feedback');
    expect(contactKindOf('feedback - Report a Bug')).toBe('contact');
    expect(contactKindOf('About Feedback - x')).toBe('contact');
  });
});
