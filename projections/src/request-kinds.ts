import type { RequestKindProjections } from './request-kind.ts';
import { referralProjections } from './referrals/kind.ts';

/** The kinds of request, as the read models that serve every kind read them. A new kind adds its line here. */
export const requestKindProjections: readonly RequestKindProjections[] = [referralProjections];

/** The kind whose requests an event of this type opens, if any. */
export const kindOpenedBy = (type: string): RequestKindProjections | undefined => requestKindProjections.find((kind) => kind.opens === type);

/** The kind of a chat, by its chatType. */
export const kindOfChat = (chatType: unknown): RequestKindProjections | undefined => requestKindProjections.find((kind) => kind.chatType === chatType);

/** The kind and the request an event of a kind's is about, when it names one. */
export const requestOf = (data: Record<string, unknown>, kinds: readonly RequestKindProjections[] = requestKindProjections) => {
  for (const kind of kinds) {
    const id = data[kind.requestIdField];
    if (typeof id === 'string' && id !== '') return { kind, requestId: id };
  }
  return null;
};
