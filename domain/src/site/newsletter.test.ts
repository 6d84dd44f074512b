import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then.ts';
import { newsletterDecider, newsletterMessages, newsletterSchema, newsletterStream, type NewsletterEvent } from './newsletter.ts';

const given = specFor(newsletterDecider);
const now = '2026-11-23T09:00:00.000Z';
const subscribed: NewsletterEvent = { type: 'NewsletterSubscribed', data: { email: 'sam@example.com', at: now } };

/** The first message the schema gives for a body, or the parsed e-mail. */
const parse = (body: unknown) => {
  const result = newsletterSchema.safeParse(body);
  return result.success ? { email: result.data.email } : { message: result.error.issues[0]?.message };
};

describe('newsletter sign-up (spec 000 §5)', () => {
  it('takes an address, trimmed and lower-cased', () => {
    expect(parse({ email: '  Sam.Seeker@Example.COM ' })).toEqual({ email: 'sam.seeker@example.com' });
  });

  it.each([
    [{}, newsletterMessages.emailRequired],
    [{ email: 42 }, newsletterMessages.emailRequired],
    [{ email: '' }, newsletterMessages.emailRequired],
    [{ email: '   ' }, newsletterMessages.emailRequired],
  ])('asks for the address when there is none: %j', (body, message) => {
    expect(parse(body)).toEqual({ message });
  });

  it.each([
    'sam',
    'sam@example',
    '@example.com',
    'sam@.com',
    'sam@example.',
    'sa m@example.com',
    'sam@exa mple.com',
    'sam@example.c om',
    'sam@@example.com',
    'sam@ex@ample.com',
    'sam@example.com@',
    'x sam@example.com',
    'sam@example.com x',
  ])('refuses %j as not an e-mail address', (email) => {
    expect(parse({ email })).toEqual({ message: newsletterMessages.emailInvalid });
  });

  it('takes an address of 254 characters and refuses one of 255', () => {
    const of = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect(parse({ email: of(254) })).toEqual({ email: of(254) });
    expect(parse({ email: of(255) })).toEqual({ message: newsletterMessages.emailInvalid });
  });

  it('takes the shortest address that has a dot in its domain', () => {
    expect(parse({ email: 'a@b.c' })).toEqual({ email: 'a@b.c' });
  });

  it('subscribes an address once, whatever the case it is typed in', () => {
    given([]).when({ type: 'SubscribeToNewsletter', email: 'sam@example.com', now }).then([subscribed]);
    given([subscribed]).when({ type: 'SubscribeToNewsletter', email: 'sam@example.com', now }).then([]);
    expect(newsletterStream('Sam@Example.com')).toBe('newsletter-sam@example.com');
    expect(newsletterStream('SAM@EXAMPLE.COM')).toBe(newsletterStream('sam@example.com'));
  });

  it('thanks the subscriber in the words of the spec', () => {
    expect(newsletterMessages.subscribed).toBe('Thank you for subscribing! Watch your inbox for job-search tips.');
  });
});
