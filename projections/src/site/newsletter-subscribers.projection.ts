import type { NewsletterEvent } from '@referly/domain';
import { documentProjection } from '../document-projection.ts';

export const NEWSLETTER_SUBSCRIBERS = 'newsletterSubscribers';

export type NewsletterSubscriberDoc = { _id: string; email: string; subscribedAt: string; _position: number };

/** One document per subscribed address (the admin export reads it). */
export const newsletterSubscribersProjection = documentProjection<NewsletterSubscriberDoc>({
  name: NEWSLETTER_SUBSCRIBERS,
  collection: NEWSLETTER_SUBSCRIBERS,
  canHandle: ['NewsletterSubscribed'],
  documentId: (event) => (typeof event.data.email === 'string' ? event.data.email : null),
  evolve: (doc, recorded) => {
    const { email, at } = (recorded as unknown as NewsletterEvent).data;
    return doc ?? { _id: email, email, subscribedAt: at, _position: recorded.position };
  },
  indexes: [{ subscribedAt: -1 }],
});
