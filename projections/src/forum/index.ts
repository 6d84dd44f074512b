import type { ProjectionFeature } from '../projection.ts';
import {
  discussionFlagsProjection,
  discussionsProjection,
  discussionVisitsProjection,
  discussionVotesProjection,
  forumTagsProjection,
} from './discussions.projection.ts';

export const forumProjections: ProjectionFeature = {
  name: 'forum',
  projections: [discussionsProjection, discussionFlagsProjection, discussionVotesProjection, discussionVisitsProjection, forumTagsProjection],
};
