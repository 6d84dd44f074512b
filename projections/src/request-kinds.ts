import type { RequestKindProjections } from './request-kind.ts';
import { referralProjections } from './referrals/kind.ts';
import { resumeReviewProjections } from './resume-review/kind.ts';

/** The kinds of request, as the read models that serve every kind read them. A new kind adds its line here. */
export const requestKindProjections: readonly RequestKindProjections[] = [referralProjections, resumeReviewProjections];

/** The kind whose requests an event of this type opens, if any. */
export const kindOpenedBy = (type: string): RequestKindProjections | undefined => requestKindProjections.find((kind) => kind.opens === type);

/** The kind of a chat, by its chatType. */
export const kindOfChat = (chatType: unknown): RequestKindProjections | undefined => requestKindProjections.find((kind) => kind.chatType === chatType);
