import type { ContactKind } from './contact.ts';

/** A message sent through the contact or feedback form, as contact management shows it; `receivedAt` is ISO 8601. */
export type ContactMessageView = {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  kind: ContactKind;
  /** a feedback's rating out of 10; null for a contact message */
  rating: number | null;
  receivedAt: string;
};

/** A newsletter subscriber; `subscribedAt` is ISO 8601. */
export type NewsletterSubscriberView = { email: string; subscribedAt: string };

/** GET /api/admin/contact-management: how many messages and subscribers the exports hold, and the newest of each. */
export type ContactsGlanceView = {
  messages: { total: number; recent: ContactMessageView[] };
  subscribers: { total: number; recent: NewsletterSubscriberView[] };
};
