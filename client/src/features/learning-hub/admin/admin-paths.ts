import { paths } from '../../../lib/paths';

/** The admin's preview of one post (any status): learning_hub_details with the post's id in the query. */
export const adminPostDetails = (id: string) => `${paths.adminLearningHubDetails}?id=${encodeURIComponent(id)}`;
