import type { ComponentType } from 'react';

/** What a request's detail page hands the chat feature's Chat button and drawer. */
export type RequestChatProps = { chatType: 'jobReferral' | 'resumeReview'; requestId: string; company: string; position: string; label: string };

/** What a detail page hands the reputation feature's figures of the referrer handling a request. */
export type ReferrerReputationProps = { referrerId: string; referrerName: string; framed?: boolean };

/**
 * A feature's component another feature's pages show, which that feature may not import: the feature that has it
 * contributes it through its module (`slots`), and the app hands every feature's routes the merged set.
 */
export type AppSlots = {
  requestChat: ComponentType<RequestChatProps>;
  referrerReputation: ComponentType<ReferrerReputationProps>;
};
