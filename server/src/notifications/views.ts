import { describeNotification, notificationLink, type NotificationView } from '@referly/domain';
import type { ReaderNotification } from '@referly/projections/notifications/queries';

/**
 * The words depend on where the notification sits for its reader (their own request, their company's), not on their
 * role. A notification not about a request (a feature's, the forum's) names the page it leads to.
 */
export const notificationView = (doc: ReaderNotification): NotificationView => {
  const { title, text } = describeNotification(doc.subject, doc.audience);
  const link = notificationLink(doc.subject);
  return { _id: doc._id, kind: doc.kind, title, text, requestId: doc.requestId, ...(link ? { link } : {}), read: doc.read, createdAt: doc.at };
};
