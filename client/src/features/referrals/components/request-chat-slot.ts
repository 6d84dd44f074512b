import type { ComponentType } from 'react';
import type { RequestChatProps } from '../../../lib/slots.ts';

export type { RequestChatProps };

/**
 * A request's Chat button and the drawer it opens. The chat is its own feature, which this one may not import: the
 * chat feature contributes it as a slot and the app hands it to these routes (routes.tsx).
 */
export type RequestChatSlot = ComponentType<RequestChatProps>;
