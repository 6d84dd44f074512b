import type { ChatType, Event } from '@referly/domain';
import type { ChatDoc } from './chat/chat-doc.ts';

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

/**
 * What a kind of request (E: its events) brings to the read models, typed on its own events: `opens` is the event
 * that makes a request (and its chat), `requestIdField` the field of its events' data naming the request.
 * `SystemLines`: the kind's chat system-line events, the domain's list of them (domain/src/<kind>/kind.ts).
 */
export type RequestKindProjectionsOf<E extends Event, Opens extends E['type'], SystemLines extends E['type']> = {
  chatType: ChatType;
  opens: Opens;
  requestIdField: string;
  chat: {
    open: (data: DataOf<E, Opens>) => ChatOpening;
    systemLines: { [T in SystemLines]: (data: DataOf<E, T>, chat: ChatDoc) => ChatSystemLine };
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
  };
};

/** A kind, checked against its own events, handed to the registry (projections/src/request-kinds.ts) by type only. */
export const defineRequestKind = <E extends Event, Opens extends E['type'], SystemLines extends E['type']>(
  kind: RequestKindProjectionsOf<E, Opens, SystemLines>,
): RequestKindProjections => kind as unknown as RequestKindProjections;
