import type {
  LearningHubAdminPage,
  LearningHubCategory,
  LearningHubCounts,
  LearningHubItemView,
  LearningHubPage,
  LearningHubPopularity,
  LearningHubPostDetails,
  LearningHubPostLink,
  LearningHubPostView,
  LearningHubStatus,
} from '@referly/domain';

/** docs/API.md, Learning hub: the shapes are the domain's (domain/src/learning-hub/views.ts). */
export type { LearningHubCategory, LearningHubStatus };
export type LearningHubItem = LearningHubItemView;
export type LearningHubPost = LearningHubPostView;
export type PostLink = LearningHubPostLink;
export type Popularity = LearningHubPopularity;
export type PublicPage = LearningHubPage;
export type AdminPage = LearningHubAdminPage;
export type AdminCounts = LearningHubCounts;

export type PublicListQuery = { page: number; limit: number; search?: string; popularity: Popularity; category?: LearningHubCategory };
export type AdminTab = 'all' | LearningHubStatus;
export type AdminListQuery = { page: number; limit: number; status?: LearningHubStatus; search?: string };

/** What the form sends as multipart (spec 000 §7's fields). */
export type PostInput = LearningHubPostDetails & {
  images: File[];
  videos: File[];
  /** the urls of saved images or videos to take off the post */
  removeImages: string[];
};
