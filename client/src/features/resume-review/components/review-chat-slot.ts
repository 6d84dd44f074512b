import type { ComponentType } from 'react';
import type { RequestChatProps } from '../../../lib/slots.ts';

/** What a review's detail hands the chat feature's Chat button and drawer: its chat is of type `resumeReview`. */
export type ReviewChatProps = RequestChatProps;

/**
 * A review's Chat button and the drawer it opens. The chat is its own feature, which this one may not import: the
 * chat feature contributes it as a slot and the app hands it to these routes (routes.tsx).
 */
export type ReviewChatSlot = ComponentType<ReviewChatProps>;
