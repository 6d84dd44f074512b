import type { ReadStore } from '@referly/infra/ports/read-store';
import { CONTACT_MESSAGES, type ContactMessageDoc } from './contact-messages.projection.ts';
import { NEWSLETTER_SUBSCRIBERS, type NewsletterSubscriberDoc } from './newsletter-subscribers.projection.ts';

/** Every contact and feedback message, newest first (`limit` for the admin's glance; none for the export). */
export const listContactMessages = (store: ReadStore, limit?: number) =>
  store.collection<ContactMessageDoc>(CONTACT_MESSAGES).find({}, { sort: { receivedAt: -1, _id: 1 }, ...(limit ? { limit } : {}) });

export const countContactMessages = (store: ReadStore) => store.collection<ContactMessageDoc>(CONTACT_MESSAGES).countDocuments({});

/** Every newsletter subscriber, newest first. */
export const listNewsletterSubscribers = (store: ReadStore, limit?: number) =>
  store.collection<NewsletterSubscriberDoc>(NEWSLETTER_SUBSCRIBERS).find({}, { sort: { subscribedAt: -1, _id: 1 }, ...(limit ? { limit } : {}) });

export const countNewsletterSubscribers = (store: ReadStore) => store.collection<NewsletterSubscriberDoc>(NEWSLETTER_SUBSCRIBERS).countDocuments({});
