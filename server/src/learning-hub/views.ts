import { learningHubFileUrl, type LearningHubItemView, type LearningHubPostLink } from '@referly/domain';
import type { LearningHubPostDoc } from '@referly/projections/learning-hub/posts.projection';

/** A post as the API answers it (domain/src/learning-hub/views.ts): its files as urls, the first image as its cover. */
export const itemView = (doc: LearningHubPostDoc): LearningHubItemView => {
  const images = doc.images.map((file) => learningHubFileUrl(file.fileId));
  return {
    _id: doc._id,
    index: doc.index,
    title: doc.title,
    content: doc.content,
    author: doc.author,
    publishedAt: doc.publishedAt,
    image: images[0] ?? null,
    images,
    videos: doc.videos.map((file) => learningHubFileUrl(file.fileId)),
    tags: doc.tags,
    category: doc.category,
    status: doc.status,
    views: doc.views,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
};

export const postView = (doc: LearningHubPostDoc, neighbours: { previousPost: LearningHubPostLink | null; nextPost: LearningHubPostLink | null }) => ({
  ...itemView(doc),
  ...neighbours,
});
