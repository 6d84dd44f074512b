import type { ChatType, Event, NotificationSubject, RequestRef } from '@referly/domain';
import type { ChatDoc } from './chat/chat-doc.ts';
import type { NotificationRequestDoc } from './notifications/notifications.projection.ts';

type DataOf<E extends Event, T extends E['type']> = Extract<E, { type: T }>['data'];

/** What a request's opening event sets on its new chat; the chat itself adds its id, its counters and its times. */
export type ChatOpening = Pick<
  ChatDoc,
  | 'chatType'
  | 'requestId'
  | 'seekerId'
  | 'companyId'
  | 'referrerId'
  | 'paid'
  | 'seeker'
  | 'referrer'
  | 'desiredPosition'
  | 'companyName'
  | 'status'
  | 'statusLabel'
  | 'currency'
> & { at: string };

/** A request's event as a line in its chat: the line's text and what it changes on the chat. */
export type ChatSystemLine = { text: string; at: string; patch?: Partial<ChatDoc> };

/** What the notifications keep of a request from its opening event: how its notifications name it, and whose it is. */
export type NotificationRequestOpening = RequestRef & { seekerId: string; companyId: string; currency: string };

/**
 * A notification an event makes: what it says, and to whom: people (`userIds`), a company's verified referrers
 * (`companyId`) while it is open to them (`openToCompany`: the request's company notification, closed when taken), and
 * every admin (`admins`).
 */
export type NotificationOut = { subject: NotificationSubject; userIds?: string[]; companyId?: string; openToCompany?: boolean; admins?: boolean };

/** What one of a kind's events does to the notifications: the ones it makes, the company's it closes, what it keeps of the request. */
export type NotificationStep = {
  notify: NotificationOut[];
  /** closes the request's company notification: taken by someone (or decided without a referrer: null) */
  closeToCompany?: { takenBy: string | null };
  request?: Partial<Pick<NotificationRequestDoc, 'referrerId'>>;
};

/**
 * What a kind of request (E: its events) brings to the read models, typed on its own events: `opens` is the event
 * that makes a request (and its chat), `requestIdField` the field of its events' data naming the request.
 * `SystemLines`: the kind's chat system-line events, the domain's list of them (domain/src/<kind>/kind.ts).
 */
export type RequestKindProjectionsOf<E extends Event, Opens extends E['type'], SystemLines extends E['type'], Notifying extends E['type']> = {
  chatType: ChatType;
  opens: Opens;
  requestIdField: string;
  chat: {
    open: (data: DataOf<E, Opens>) => ChatOpening;
    systemLines: { [T in SystemLines]: (data: DataOf<E, T>, chat: ChatDoc) => ChatSystemLine };
    /** a message in its chats from anyone but an admin notifies every admin (the admins answer in them) */
    messagesToAdmins?: boolean;
  };
  notifications: {
    request: (data: DataOf<E, Opens>) => NotificationRequestOpening;
    /** `Notifying`: the kind's notifying events, the domain's list of them */
    steps: { [T in Notifying]: (data: DataOf<E, T>, ref: RequestRef, request: NotificationRequestDoc | null) => NotificationStep };
  };
};

type AnyData = Record<string, unknown>;

/** A kind as the generic read models read it: by event type, over the event's data. */
export type RequestKindProjections = {
  chatType: ChatType;
  opens: string;
  requestIdField: string;
  chat: {
    open: (data: AnyData) => ChatOpening;
    systemLines: Record<string, ((data: AnyData, chat: ChatDoc) => ChatSystemLine) | undefined>;
    messagesToAdmins?: boolean;
  };
  notifications: {
    request: (data: AnyData) => NotificationRequestOpening;
    steps: Record<string, ((data: AnyData, ref: RequestRef, request: NotificationRequestDoc | null) => NotificationStep) | undefined>;
  };
};

/** A kind, checked against its own events, handed to the registry (projections/src/request-kinds.ts) by type only. */
export const defineRequestKind = <E extends Event, Opens extends E['type'], SystemLines extends E['type'], Notifying extends E['type']>(
  kind: RequestKindProjectionsOf<E, Opens, SystemLines, Notifying>,
): RequestKindProjections => kind as unknown as RequestKindProjections;
