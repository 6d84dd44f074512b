import type { LearningHubPostContent, LearningHubPostEvent, LearningHubViewEvent } from '@referly/domain';
import { documentProjection } from '../document-projection.ts';

export const LEARNING_HUB_POSTS = 'learningHubPosts';

/** A post's content as the log holds it (its details and files), and what the read model adds. */
export type LearningHubPostDoc = LearningHubPostContent & {
  _id: string;
  index: number;
  /** every file id of the post, for serving a file to whoever may read its post */
  fileIds: string[];
  /** counted views: one per viewer per post per hour (LearningHubPostViewed) */
  views: number;
  createdAt: string;
  updatedAt: string;
  createdBy: string;
  _position: number;
};

/** One document per post, its views counted on it; a deleted post leaves a tombstone (queries filter on `notDeleted`). */
export const learningHubPostsProjection = documentProjection<LearningHubPostDoc>({
  name: LEARNING_HUB_POSTS,
  collection: LEARNING_HUB_POSTS,
  canHandle: ['LearningHubPostCreated', 'LearningHubPostUpdated', 'LearningHubPostDeleted', 'LearningHubPostViewed'],
  documentId: (event) => (typeof event.data.postId === 'string' ? event.data.postId : null),
  evolve: (doc, recorded, context) => {
    const event = recorded as unknown as LearningHubPostEvent | LearningHubViewEvent;
    switch (event.type) {
      case 'LearningHubPostCreated':
      case 'LearningHubPostUpdated': {
        const { postId, author, publishedAt, category, title, content, status, tags, images, videos, by, at } = event.data;
        return {
          _id: postId,
          // spec 000's content id: the posts numbered in the order they were written (a rebuild numbers them alike)
          index: doc?.index ?? context.sequence,
          title,
          content,
          author,
          publishedAt,
          category,
          status,
          tags,
          images,
          videos,
          fileIds: [...images, ...videos].map((file) => file.fileId),
          views: doc?.views ?? 0,
          createdAt: doc?.createdAt ?? at,
          updatedAt: at,
          createdBy: doc?.createdBy ?? by,
          _position: recorded.position,
        };
      }
      case 'LearningHubPostViewed':
        // a view of a post deleted since counts for nothing
        return doc ? { ...doc, views: doc.views + 1 } : null;
      case 'LearningHubPostDeleted':
        return null;
    }
  },
  sequence: { collection: 'learningHubCounters', id: LEARNING_HUB_POSTS, on: ['LearningHubPostCreated'] },
  indexes: [{ status: 1, publishedAt: -1, index: -1 }, { status: 1, views: -1, publishedAt: -1 }, { publishedAt: -1, index: -1 }, { fileIds: 1 }],
});
