import type { LiveHandlers } from '../../lib/socket';
import { learningHubKeys } from './api/keys';

// docs/API.md, live push: what the `admin` room is sent about learning hub posts
const changesPosts = ['LearningHubPostCreated', 'LearningHubPostUpdated', 'LearningHubPostDeleted'];

/** An admin's open learning hub list, preview or article follows posts another admin writes, changes or deletes. */
export const learningHubLive: LiveHandlers = {
  invalidates: Object.fromEntries(changesPosts.map((type) => [type, [learningHubKeys.all]])),
};
