import type { NotificationAudience } from '@referly/domain';
import type { Filter, ReadStore } from '@referly/infra/ports/read-store';
import { NOTIFICATION_READERS, NOTIFICATIONS, type NotificationDoc, type NotificationReaderDoc } from './notifications.projection.ts';

/**
 * Who is reading: their id, the company whose paid requests reach them (a verified referrer's), if any, and whether
 * they are an admin (the admins' notifications reach every admin).
 */
export type NotificationReader = { userId: string; companyId: string | null; admin?: boolean };

export type ReaderNotification = NotificationDoc & { read: boolean; audience: NotificationAudience };

export type NotificationsPage = { data: ReaderNotification[]; unreadCount: number; totalPages: number; currentPage: number };

const marksOf = async (store: ReadStore, userId: string): Promise<NotificationReaderDoc> =>
  (await store.collection<NotificationReaderDoc>(NOTIFICATION_READERS).findOne({ _id: userId })) ?? {
    _id: userId,
    joinedPosition: 0,
    readBefore: 0,
    readIds: [],
    _position: 0,
  };

/**
 * What a person may see: theirs, their company's open paid requests (or the one they took), an admin the admins' since
 * they joined, and announcements since they joined.
 */
const visibleTo = (reader: NotificationReader, marks: NotificationReaderDoc): Filter => {
  const mine: Filter[] = [{ userIds: reader.userId }, { everyone: true, createdPosition: { $gt: marks.joinedPosition } }];
  if (reader.admin) mine.push({ admins: true, createdPosition: { $gt: marks.joinedPosition } });
  if (reader.companyId) mine.push({ companyId: reader.companyId, $or: [{ openToCompany: true }, { takenBy: reader.userId }] });
  return { $or: mine };
};

/** A chat message's notification is read once the person read that chat after it came. */
const chatReadAfter = (doc: NotificationDoc, marks: NotificationReaderDoc) =>
  doc.kind === 'chatMessage' && doc.requestId !== null && doc.createdPosition < (marks.chatsReadAt?.[doc.requestId] ?? 0);

const unreadBy = (reader: NotificationReader, marks: NotificationReaderDoc): Filter => ({
  $and: [
    visibleTo(reader, marks),
    { createdPosition: { $gt: marks.readBefore } },
    { _id: { $nin: marks.readIds } },
    { authorId: { $ne: reader.userId } },
    ...Object.entries(marks.chatsReadAt ?? {}).map(([requestId, position]) => ({
      $or: [{ kind: { $ne: 'chatMessage' } }, { requestId: { $ne: requestId } }, { createdPosition: { $gt: position } }],
    })),
  ],
});

const isRead = (doc: NotificationDoc, reader: NotificationReader, marks: NotificationReaderDoc) =>
  doc.createdPosition <= marks.readBefore || marks.readIds.includes(doc._id) || doc.authorId === reader.userId || chatReadAfter(doc, marks);

const audienceOf = (doc: NotificationDoc, reader: NotificationReader): NotificationAudience => {
  if (doc.userIds.includes(reader.userId)) return 'own';
  if (doc.everyone) return 'everyone';
  return doc.admins && reader.admin ? 'admins' : 'company';
};

/** A page of a person's notifications, newest first, with how many of all of them they have not read. */
export const listNotifications = async (store: ReadStore, reader: NotificationReader, page: { page: number; limit: number }): Promise<NotificationsPage> => {
  const marks = await marksOf(store, reader.userId);
  const notifications = store.collection<NotificationDoc>(NOTIFICATIONS);
  const visible = visibleTo(reader, marks);
  const [total, unreadCount, docs] = await Promise.all([
    notifications.countDocuments(visible),
    notifications.countDocuments(unreadBy(reader, marks)),
    notifications.find(visible, { sort: { createdPosition: -1 }, skip: (page.page - 1) * page.limit, limit: page.limit }),
  ]);
  return {
    data: docs.map((doc) => ({ ...doc, read: isRead(doc, reader, marks), audience: audienceOf(doc, reader) })),
    unreadCount,
    totalPages: Math.max(1, Math.ceil(total / page.limit)),
    currentPage: page.page,
  };
};

export const unreadNotifications = async (store: ReadStore, reader: NotificationReader): Promise<number> =>
  store.collection<NotificationDoc>(NOTIFICATIONS).countDocuments(unreadBy(reader, await marksOf(store, reader.userId)));

/** Which of `ids` the person may see (anything else is, to them, no notification at all). */
export const visibleNotificationIds = async (store: ReadStore, reader: NotificationReader, ids: string[]): Promise<string[]> => {
  const marks = await marksOf(store, reader.userId);
  const docs = await store.collection<NotificationDoc>(NOTIFICATIONS).find({ $and: [visibleTo(reader, marks), { _id: { $in: ids } }] });
  return docs.map((doc) => doc._id);
};
