import type { LiveHandlers } from '../../lib/socket.ts';
import { siteKeys } from './api/contacts.ts';

/** An open contact management page follows new messages and subscribers (the admins hear of both through the feed). */
export const siteLive: LiveHandlers = {
  invalidates: { ContactMessageReceived: [siteKeys.all], NewsletterSubscribed: [siteKeys.all] },
};
