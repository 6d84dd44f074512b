import { DomainError } from '../shared/errors.ts';
import type { Decider } from '../shared/event.ts';
import type { AnnouncementCommand, ChatDigestCommand, NotificationCommand } from './commands.ts';
import type { AnnouncementEvent, ChatDigestEvent, DigestMessage, NotificationEvent } from './events.ts';
import { notificationMessages as messages } from './messages.ts';
import { announcementSchema } from './schemas.ts';

/** A person's notifications stream holds only their read marks: whether a mark changes anything is the read model's to say. */
export type NotificationsState = { marks: number };

export const notificationsDecider: Decider<NotificationCommand, NotificationEvent, NotificationsState> = {
  initialState: () => ({ marks: 0 }),
  evolve: (state) => ({ marks: state.marks + 1 }),
  decide: ({ userId, notificationIds, now }) => {
    if (notificationIds === 'all') return [{ type: 'NotificationsRead', data: { userId, notificationIds: [], all: true, at: now } }];
    const ids = [...new Set(notificationIds)];
    if (ids.length === 0) return [];
    return [{ type: 'NotificationsRead', data: { userId, notificationIds: ids, all: false, at: now } }];
  },
};

/** The announcements sent so far, by id: sending one again (a retried request) sends nothing new. */
export type AnnouncementsState = { sent: readonly string[] };

const invalid = (message: string, field: string) => new DomainError('validation_failed', message, { errors: { [field]: message } });

export const announcementsDecider: Decider<AnnouncementCommand, AnnouncementEvent, AnnouncementsState> = {
  initialState: () => ({ sent: [] }),
  evolve: (state, event) => ({ sent: [...state.sent, event.data.announcementId] }),
  decide: ({ announcementId, title, body, by, now }, state) => {
    if (state.sent.includes(announcementId)) return [];
    const parsed = announcementSchema.safeParse({ title, body });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw invalid(issue?.message ?? messages.titleRequired, String(issue?.path[0] ?? 'title'));
    }
    return [{ type: 'AnnouncementSent', data: { announcementId, ...parsed.data, by, at: now } }];
  },
};

/** What one chat's digests have claimed and sent, and which message checks are closed. */
export type ChatDigests = {
  /** per person, the position of the newest message a digest to them listed */
  coveredUpTo: Readonly<Record<string, number>>;
  /** claimed digests not yet recorded as sent */
  unsent: Readonly<Record<string, { userId: string; messages: DigestMessage[] }>>;
  sent: readonly string[];
  checked: readonly string[];
};

export const initialChatDigests = (): ChatDigests => ({ coveredUpTo: {}, unsent: {}, sent: [], checked: [] });

export const evolveChatDigests = (state: ChatDigests, event: ChatDigestEvent): ChatDigests => {
  switch (event.type) {
    case 'ChatDigestDue': {
      const { digestId, userId, messages: listed } = event.data;
      const newest = Math.max(state.coveredUpTo[userId] ?? 0, ...listed.map((message) => message.position));
      return { ...state, coveredUpTo: { ...state.coveredUpTo, [userId]: newest }, unsent: { ...state.unsent, [digestId]: { userId, messages: listed } } };
    }
    case 'ChatDigestSent': {
      const unsent = Object.fromEntries(Object.entries(state.unsent).filter(([digestId]) => digestId !== event.data.digestId));
      return { ...state, unsent, sent: [...state.sent, event.data.digestId] };
    }
    case 'ChatDigestChecked':
      return { ...state, checked: [...state.checked, event.data.triggerEventId] };
  }
};

type DigestCommand<T extends ChatDigestCommand['type']> = Extract<ChatDigestCommand, { type: T }>;

/** A digest lists only what no digest to that person listed before; with nothing new, there is none. */
const claimDigest = ({ chatId, digestId, userId, unread, now }: DigestCommand<'ClaimDigest'>, state: ChatDigests): ChatDigestEvent[] => {
  if (state.sent.includes(digestId) || digestId in state.unsent) return [];
  const covered = state.coveredUpTo[userId] ?? 0;
  const fresh = unread.filter((message) => message.position > covered);
  if (fresh.length === 0) return [];
  return [{ type: 'ChatDigestDue', data: { chatId, digestId, userId, messages: fresh, at: now } }];
};

const recordSent = ({ chatId, digestId, to, now }: DigestCommand<'RecordDigestSent'>, state: ChatDigests): ChatDigestEvent[] => {
  const due = state.unsent[digestId];
  if (!due) return [];
  return [{ type: 'ChatDigestSent', data: { chatId, digestId, userId: due.userId, to, at: now } }];
};

const recordChecked = ({ chatId, triggerEventId, now }: DigestCommand<'RecordChecked'>, state: ChatDigests): ChatDigestEvent[] =>
  state.checked.includes(triggerEventId) ? [] : [{ type: 'ChatDigestChecked', data: { chatId, triggerEventId, at: now } }];

/** The decider of `chat-digests-{chatId}`: each unread message is mailed in one digest at most. */
export const chatDigestDecider: Decider<ChatDigestCommand, ChatDigestEvent, ChatDigests> = {
  initialState: initialChatDigests,
  evolve: evolveChatDigests,
  decide: (command, state) => {
    switch (command.type) {
      case 'ClaimDigest':
        return claimDigest(command, state);
      case 'RecordDigestSent':
        return recordSent(command, state);
      case 'RecordChecked':
        return recordChecked(command, state);
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};
