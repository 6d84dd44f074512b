import { ADMIN_ROOM } from '../live/rooms.ts';
import type { PushRules } from '../platform/feature-module.ts';

const toAdmins = () => [ADMIN_ROOM];

/** The admins' learning hub list changes live as posts are written (views are not pushed: the activity tap has them). */
export const learningHubPush: PushRules = {
  LearningHubPostCreated: { rooms: toAdmins, fields: ['postId', 'title', 'category', 'status', 'at'] },
  LearningHubPostUpdated: { rooms: toAdmins, fields: ['postId', 'title', 'category', 'status', 'at'] },
  LearningHubPostDeleted: { rooms: toAdmins, fields: ['postId', 'title', 'at'] },
};
