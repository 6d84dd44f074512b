import { describeNotification, type NotificationView } from '@referly/domain';
import type { ReaderNotification } from '@referly/projections/notifications/queries';

/** The words depend on where the notification sits for its reader (their own request, their company's), not on their role. */
export const notificationView = (doc: ReaderNotification): NotificationView => {
  const { title, text } = describeNotification(doc.subject, doc.audience);
  return { _id: doc._id, kind: doc.kind, title, text, requestId: doc.requestId, read: doc.read, createdAt: doc.at };
};
