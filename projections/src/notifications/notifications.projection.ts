import {
  PREVIEW_MAX,
  previewOf,
  type AccountEvent,
  type AnnouncementEvent,
  type ChatEvent,
  type NotificationEvent,
  type NotificationKind,
  type NotificationSubject,
  type RecordedEvent,
  type RequestRef,
} from '@referly/domain';
import type { Doc, ReadStore } from '@referly/infra/ports/read-store';
import type { Projection, SetAside } from '../projection.ts';
import type { NotifyingFeatureProjections } from '../notifying-feature.ts';
import { notifyingFeatureProjections } from '../notifying-features.ts';
import type { RequestKindProjections } from '../request-kind.ts';
import { requestKindProjections } from '../request-kinds.ts';

export const NOTIFICATIONS = 'notifications';
export const NOTIFICATION_REQUESTS = 'notificationRequests';
export const NOTIFICATION_READERS = 'notificationReaders';
export const NOTIFICATION_SUBJECTS = 'notificationSubjects';

/**
 * One notification, addressed to people (`userIds`), to a company's verified referrers (`companyId`, while
 * `openToCompany`, or to the one who took it), to every admin (`admins`), or to everyone who had an account when it
 * was made. Its wording is the
 * domain's, from `subject` and the reader's place in it, so one document serves every reader.
 */
export type NotificationDoc = {
  _id: string;
  kind: NotificationKind;
  subject: NotificationSubject;
  requestId: string | null;
  userIds: string[];
  companyId: string | null;
  openToCompany: boolean;
  takenBy: string | null;
  admins: boolean;
  everyone: boolean;
  /** an announcement's author: it is theirs, so never unread for them */
  authorId: string | null;
  at: string;
  /** the position of the event that made it: what read marks compare with */
  createdPosition: number;
  _position: number;
};

/** What the notifications say of a request, kept from its first event; and its company notification, closed once taken. */
export type NotificationRequestDoc = RequestRef & {
  _id: string;
  seekerId: string;
  companyId: string;
  currency: string;
  referrerId: string | null;
  paidNotificationId: string | null;
  _position: number;
};

/**
 * A person's read marks: everything made at or before `readBefore` (their last "all"), and the ones read one by one
 * since. `joinedPosition`: announcements from before the account existed are not theirs.
 */
export type NotificationReaderDoc = {
  _id: string;
  joinedPosition: number;
  readBefore: number;
  readIds: string[];
  /** per chat (its request's id), the position of the person's last read mark there: the chat's messages before it are read */
  chatsReadAt?: Record<string, number>;
  _position: number;
};

/** What a feature that is not a kind of request keeps for its later notifications, by its own id (`{feature}/{id}`). */
export type NotificationSubjectDoc = { _id: string; feature: string; kept: Record<string, unknown>; _position: number };

// each kind's opening event keeps its request; its notifying events make notifications; so do the features' steps
const handledWith = (kinds: readonly RequestKindProjections[], features: readonly NotifyingFeatureProjections[]) => [
  ...new Set([
    'UserRegistered',
    ...kinds.map((kind) => kind.opens),
    ...kinds.flatMap((kind) => Object.keys(kind.notifications.steps)),
    ...features.flatMap((feature) => Object.keys(feature.steps)),
    'ChatMessageSent',
    'ChatRead',
    'AnnouncementSent',
    'NotificationsRead',
  ]),
];
type HandledEvent = Extract<
  AccountEvent | ChatEvent | AnnouncementEvent | NotificationEvent,
  { type: 'UserRegistered' | 'ChatMessageSent' | 'ChatRead' | 'AnnouncementSent' | 'NotificationsRead' }
>;

type Stored = Doc & { _position: number };

/** The documents one batch reads and writes, each loaded once and written once, over older ones only. */
const workingSet = (store: ReadStore) => {
  // by collection, then id: no key string made per look-up
  const loaded = new Map<string, Map<string, Stored | null>>();
  const dirty = new Map<string, Map<string, Stored>>();
  const of = <V>(maps: Map<string, Map<string, V>>, collection: string): Map<string, V> => {
    let map = maps.get(collection);
    if (!map) maps.set(collection, (map = new Map()));
    return map;
  };
  return {
    /** Loads these documents in one read (those not loaded yet), so `loadedNow` answers for them without waiting. */
    async preload(collection: string, ids: Iterable<string>): Promise<void> {
      const known = of(loaded, collection);
      const wanted = [...new Set(ids)].filter((id) => !known.has(id));
      if (wanted.length === 0) return;
      for (const id of wanted) known.set(id, null);
      for (const doc of await store.collection<Stored>(collection).find({ _id: { $in: wanted } }, { readOnly: true })) known.set(doc._id, doc);
    },
    /** The document as this batch has it, if it was loaded (undefined: not loaded yet; null: there is none). */
    loadedNow<D extends Stored>(collection: string, id: string): D | null | undefined {
      return of(loaded, collection).get(id) as D | null | undefined;
    },
    async get<D extends Stored>(collection: string, id: string): Promise<D | null> {
      const known = of(loaded, collection);
      if (!known.has(id)) known.set(id, await store.collection<Stored>(collection).findOne({ _id: id }, { readOnly: true }));
      return (known.get(id) ?? null) as D | null;
    },
    put(collection: string, doc: Stored) {
      of(loaded, collection).set(doc._id, doc);
      of(dirty, collection).set(doc._id, doc);
    },
    async flush() {
      const writes: Promise<unknown>[] = [];
      for (const [collection, docs] of dirty) {
        const target = store.collection<Stored>(collection);
        for (const doc of docs.values()) writes.push(target.replaceIfNewer(doc));
      }
      await Promise.all(writes);
    },
  };
};
type WorkingSet = ReturnType<typeof workingSet>;

const unknownRequest = (requestId: string): RequestRef => ({ requestId, desiredPosition: 'a request', companyName: 'a company' });

const refOf = (request: NotificationRequestDoc | null, requestId: string): RequestRef =>
  request
    ? { requestId, desiredPosition: request.desiredPosition, companyName: request.companyName, ...(request.chatType ? { chatType: request.chatType } : {}) }
    : unknownRequest(requestId);

const notification = (
  event: RecordedEvent,
  subject: NotificationSubject,
  audience: Partial<Pick<NotificationDoc, 'userIds' | 'companyId' | 'openToCompany' | 'admins' | 'everyone' | 'authorId'>>,
  at: string,
): NotificationDoc => ({
  _id: event.id,
  kind: subject.kind,
  subject,
  requestId: 'request' in subject ? subject.request.requestId : null,
  userIds: audience.userIds ?? [],
  companyId: audience.companyId ?? null,
  openToCompany: audience.openToCompany ?? false,
  takenBy: null,
  admins: audience.admins ?? false,
  everyone: audience.everyone ?? false,
  authorId: audience.authorId ?? null,
  at,
  createdPosition: event.position,
  _position: event.position,
});

/** A new notification, unless a replay already wrote it. */
const add = async (set: WorkingSet, doc: NotificationDoc) => {
  if (await set.get(NOTIFICATIONS, doc._id)) return;
  set.put(NOTIFICATIONS, doc);
};

/** Closes the company's notification of a paid request: it was taken (by `takenBy`) or decided without a referrer. */
const closeToCompany = async (set: WorkingSet, request: NotificationRequestDoc | null, event: RecordedEvent, takenBy: string | null) => {
  if (!request?.paidNotificationId) return;
  const paid = await set.get<NotificationDoc>(NOTIFICATIONS, request.paidNotificationId);
  if (!paid || paid._position >= event.position || !paid.openToCompany) return;
  set.put(NOTIFICATIONS, { ...paid, openToCompany: false, takenBy: takenBy ?? paid.takenBy, _position: event.position });
};

const updateRequest = (set: WorkingSet, request: NotificationRequestDoc | null, event: RecordedEvent, change: Partial<NotificationRequestDoc>) => {
  if (!request || request._position >= event.position) return;
  set.put(NOTIFICATION_REQUESTS, { ...request, ...change, _position: event.position });
};

/** A kind's opening event: what its notifications will say of the request. */
const onOpened = async (set: WorkingSet, recorded: RecordedEvent, kind: RequestKindProjections) => {
  const opening = kind.notifications.request(recorded.data);
  if (await set.get<NotificationRequestDoc>(NOTIFICATION_REQUESTS, opening.requestId)) return;
  set.put(NOTIFICATION_REQUESTS, {
    _id: opening.requestId,
    ...opening,
    chatType: kind.chatType,
    referrerId: null,
    paidNotificationId: null,
    _position: recorded.position,
  });
};

/** A kind's notifying event: the notifications its step makes, the company notification it closes, what it keeps. */
const onRequestStep = async (set: WorkingSet, recorded: RecordedEvent, kinds: readonly RequestKindProjections[]) => {
  const kind = kinds.find((candidate) => candidate.notifications.steps[recorded.type] !== undefined);
  const step = kind?.notifications.steps[recorded.type];
  if (!kind || !step) return;
  const requestId = String(recorded.data[kind.requestIdField]);
  const request = await set.get<NotificationRequestDoc>(NOTIFICATION_REQUESTS, requestId);
  const at = typeof recorded.data.at === 'string' ? recorded.data.at : recorded.recordedAt;
  const { notify, closeToCompany: closes, request: kept } = step(recorded.data, refOf(request, requestId), request);
  // the first has the event's id (a company's notification is found by it), any further one the id and its place
  for (const [index, { subject, ...audience }] of notify.entries()) {
    const doc = notification(recorded, subject, audience, at);
    await add(set, index === 0 ? doc : { ...doc, _id: `${recorded.id}-${index}` });
  }
  if (closes) await closeToCompany(set, request, recorded, closes.takenBy);
  const opensToCompany = notify.some((out) => out.openToCompany);
  if (opensToCompany || kept) updateRequest(set, request, recorded, { ...kept, ...(opensToCompany ? { paidNotificationId: recorded.id } : {}) });
};

const onChatMessage = async (
  set: WorkingSet,
  recorded: RecordedEvent,
  event: Extract<ChatEvent, { type: 'ChatMessageSent' }>,
  kind: RequestKindProjections,
) => {
  const { requestId, sender, content, participants, at } = event.data;
  // the people on the request other than the writer: its seeker and the referrer handling it; and the admins, in the
  // chats of a kind they answer in, when someone else writes
  const userIds = [participants.seekerId, participants.referrerId].filter((id): id is string => id !== null && id !== sender.userId);
  const admins = kind.chat.messagesToAdmins === true && sender.role !== 'admin';
  if (userIds.length === 0 && !admins) return;
  const request = await set.get<NotificationRequestDoc>(NOTIFICATION_REQUESTS, requestId);
  const preview = content.type === 'text' ? previewOf(content.value, PREVIEW_MAX) : `Sent a file: ${content.value}`;
  const subject = { kind: 'chatMessage' as const, request: { ...refOf(request, requestId), chatType: kind.chatType }, senderName: sender.name, preview };
  await add(set, notification(recorded, subject, { userIds, admins }, at));
};

/**
 * A feature's event: the notifications its step makes (the first has the event's id, any further one the id and its
 * place), and what it keeps for the feature's later events, over older keeps only.
 */
const onFeatureStep = async (set: WorkingSet, recorded: RecordedEvent, feature: NotifyingFeatureProjections) => {
  const step = feature.steps[recorded.type];
  if (!step) return;
  const keyOf = (id: string) => `${feature.feature}/${id}`;
  const kept = async (id: string) => (await set.get<NotificationSubjectDoc>(NOTIFICATION_SUBJECTS, keyOf(id)))?.kept ?? null;
  const { notify = [], keep = {} } = await step(recorded.data, kept);
  const at = typeof recorded.data.at === 'string' ? recorded.data.at : recorded.recordedAt;
  for (const [index, { subject, userIds, admins }] of notify.entries()) {
    const doc = notification(recorded, subject, { userIds, admins }, at);
    await add(set, index === 0 ? doc : { ...doc, _id: `${recorded.id}-${index}` });
  }
  for (const [id, change] of Object.entries(keep)) {
    const before = await set.get<NotificationSubjectDoc>(NOTIFICATION_SUBJECTS, keyOf(id));
    if (before && before._position >= recorded.position) continue;
    set.put(NOTIFICATION_SUBJECTS, { _id: keyOf(id), feature: feature.feature, kept: { ...before?.kept, ...change }, _position: recorded.position });
  }
};

const newReader = (userId: string): NotificationReaderDoc => ({ _id: userId, joinedPosition: 0, readBefore: 0, readIds: [], _position: 0 });

/** A person's read marks as the batch has them; `apply` loads every reader its events name before the first one. */
const readerOf = (set: WorkingSet, userId: string): NotificationReaderDoc => {
  const reader = set.loadedNow<NotificationReaderDoc>(NOTIFICATION_READERS, userId);
  if (reader === undefined) throw new Error(`notification reader ${userId} was not loaded`);
  return reader ?? newReader(userId);
};

const onAccountOrRead = (set: WorkingSet, recorded: RecordedEvent, event: Extract<HandledEvent, { type: 'UserRegistered' | 'NotificationsRead' }>) => {
  const reader = readerOf(set, event.data.userId);
  if (reader._position >= recorded.position) return;
  if (event.type === 'UserRegistered') {
    set.put(NOTIFICATION_READERS, {
      ...reader,
      joinedPosition: recorded.position,
      readBefore: Math.max(reader.readBefore, recorded.position),
      _position: recorded.position,
    });
    return;
  }
  const { all, notificationIds } = event.data;
  const marked: NotificationReaderDoc = all
    ? { ...reader, readBefore: recorded.position, readIds: [] }
    : { ...reader, readIds: [...new Set([...reader.readIds, ...notificationIds])] };
  set.put(NOTIFICATION_READERS, { ...marked, _position: recorded.position });
};

/** Reading a chat reads the notifications of its messages: the bell does not ask again about what the chat showed. */
const onChatRead = (set: WorkingSet, recorded: RecordedEvent, event: Extract<ChatEvent, { type: 'ChatRead' }>) => {
  const reader = readerOf(set, event.data.userId);
  if (reader._position >= recorded.position) return;
  set.put(NOTIFICATION_READERS, { ...reader, chatsReadAt: { ...reader.chatsReadAt, [event.data.chatId]: recorded.position }, _position: recorded.position });
};

/** The readers a batch's events name: loaded in one read before the first event. */
const readerIdsOf = (events: RecordedEvent[]): string[] => {
  const ids: string[] = [];
  for (const event of events) {
    if (event.type !== 'UserRegistered' && event.type !== 'NotificationsRead' && event.type !== 'ChatRead') continue;
    const userId = event.data.userId;
    if (typeof userId === 'string') ids.push(userId);
  }
  return ids;
};

/** Pure of storage but for the working set: what one event does to the notifications, the kinds' and features' steps included. */
const applyOne = (
  set: WorkingSet,
  recorded: RecordedEvent,
  kinds: readonly RequestKindProjections[],
  features: readonly NotifyingFeatureProjections[],
): Promise<void> | undefined => {
  const event = recorded as unknown as HandledEvent;
  switch (event.type) {
    case 'UserRegistered':
    case 'NotificationsRead':
      onAccountOrRead(set, recorded, event);
      return undefined;
    case 'ChatMessageSent': {
      // a chat of a kind of request nobody registered notifies nobody
      const kind = kinds.find((candidate) => candidate.chatType === event.data.chatType);
      return kind ? onChatMessage(set, recorded, event, kind) : undefined;
    }
    case 'ChatRead':
      onChatRead(set, recorded, event);
      return undefined;
    case 'AnnouncementSent': {
      const { title, body, by, at } = event.data;
      return add(set, notification(recorded, { kind: 'announcement', title, body }, { everyone: true, authorId: by.userId }, at));
    }
    default: {
      const feature = features.find((candidate) => candidate.steps[recorded.type] !== undefined);
      if (feature) return onFeatureStep(set, recorded, feature);
      const opened = kinds.find((kind) => kind.opens === recorded.type);
      return opened ? onOpened(set, recorded, opened) : onRequestStep(set, recorded, kinds);
    }
  }
};

const describeError = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The notifications read model over these kinds of request and these other features (by default the registered
 * ones): notifications, the requests they name, what the features keep, and each person's read marks. A batch folds its events over the documents it touches and writes each once, over older ones only
 * (`_position`), so a replay or a second runner never applies an event twice.
 */
export const notificationsProjectionOf = (
  kinds: readonly RequestKindProjections[],
  features: readonly NotifyingFeatureProjections[] = notifyingFeatureProjections,
): Projection => ({
  name: NOTIFICATIONS,
  canHandle: handledWith(kinds, features),
  setup: async (store) => {
    const notifications = store.collection(NOTIFICATIONS);
    await notifications.createIndex({ userIds: 1, createdPosition: -1 });
    await notifications.createIndex({ companyId: 1, createdPosition: -1 });
    await notifications.createIndex({ admins: 1, createdPosition: -1 });
    await notifications.createIndex({ everyone: 1, createdPosition: -1 });
  },
  apply: async (events, store) => {
    const set = workingSet(store);
    const setAside: SetAside[] = [];
    await set.preload(NOTIFICATION_READERS, readerIdsOf(events));
    for (const event of events) {
      try {
        // an account's or a read mark's event needs only its reader, loaded above: no wait for it
        const done = applyOne(set, event, kinds, features);
        if (done) await done;
      } catch (error) {
        setAside.push({ event, documentId: null, error: describeError(error) });
      }
    }
    await set.flush();
    return setAside;
  },
});

/** The notifications read model over the registered kinds and features (projections/src/request-kinds.ts, notifying-features.ts). */
export const notificationsProjection: Projection = notificationsProjectionOf(requestKindProjections);
