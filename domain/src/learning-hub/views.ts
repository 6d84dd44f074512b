import type { LearningHubCategory, LearningHubStatus } from './constants.ts';

/** A neighbour of a post among the published ones, by publishedAt. */
export type LearningHubPostLink = { _id: string; title: string };

/**
 * One post as the API answers it (spec 000 §3). `content` is plain text (shown as paragraphs, never as HTML);
 * `image` is the first image's url or null; `images` and `videos` are urls under /api/learning-hub/files/{fileId};
 * `publishedAt`, `createdAt`, `updatedAt` are ISO 8601 times. `previousPost` and `nextPost` are given by
 * GET /api/learning-hub/{id} only (null when there is none); the lists leave them out.
 */
export type LearningHubItemView = {
  _id: string;
  index: number;
  title: string;
  content: string;
  author: string;
  publishedAt: string;
  image: string | null;
  images: string[];
  videos: string[];
  tags: string[];
  category: LearningHubCategory;
  status: LearningHubStatus;
  views: number;
  createdAt: string;
  updatedAt: string;
  previousPost?: LearningHubPostLink | null;
  nextPost?: LearningHubPostLink | null;
};

/** GET /api/learning-hub/{id} */
export type LearningHubPostView = LearningHubItemView & { previousPost: LearningHubPostLink | null; nextPost: LearningHubPostLink | null };

/** GET /api/learning-hub */
export type LearningHubPage = { data: LearningHubItemView[]; totalPages: number; currentPage: number; total: number };

export type LearningHubCounts = { all: number; published: number; draft: number; restricted: number };

/** GET /api/learning-hub/admin */
export type LearningHubAdminPage = LearningHubPage & { counts: LearningHubCounts };

/** POST /api/learning-hub (201) and PUT /api/learning-hub/{id} (200) */
export type LearningHubSaveReply = { message: string; data: LearningHubItemView };
