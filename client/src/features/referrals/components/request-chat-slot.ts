import type { ComponentType } from 'react';

export type RequestChatProps = { chatType: 'jobReferral'; requestId: string; company: string; position: string; label: string };

/**
 * A request's Chat button and the drawer it opens. The chat is its own feature, which this one may not import: the app
 * hands it to the detail pages (app/routes.tsx).
 */
export type RequestChatSlot = ComponentType<RequestChatProps>;
