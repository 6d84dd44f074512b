import { activityKind } from '../shared/activity-kind.ts';

/** Chats' entries in the admin's activity feed. */
export const chatActivityKind = activityKind('chat', 'Chat');
