import { paths } from '../../../lib/paths';

export const adminForumPath = paths.adminDiscussions;
export const adminDiscussionPath = paths.adminDiscussion;
