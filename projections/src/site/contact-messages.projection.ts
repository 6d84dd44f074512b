import type { ContactEvent, ContactMessageView } from '@referly/domain';
import { documentProjection } from '../document-projection.ts';

export const CONTACT_MESSAGES = 'contactMessages';

/** What contact management shows of a message (domain/src/site/views.ts), kept under its id. */
export type ContactMessageDoc = Omit<ContactMessageView, 'id'> & { _id: string; _position: number };

/** One document per message sent through the contact or feedback form (the admin's contact management reads it). */
export const contactMessagesProjection = documentProjection<ContactMessageDoc>({
  name: CONTACT_MESSAGES,
  collection: CONTACT_MESSAGES,
  canHandle: ['ContactMessageReceived'],
  documentId: (event) => (typeof event.data.messageId === 'string' ? event.data.messageId : null),
  evolve: (doc, recorded) => {
    const { messageId, name, email, subject, message, kind, rating, at } = (recorded as unknown as ContactEvent).data;
    return doc ?? { _id: messageId, name, email, subject, message, kind, rating, receivedAt: at, _position: recorded.position };
  },
  indexes: [{ receivedAt: -1 }],
});
