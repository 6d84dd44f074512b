import {
  DomainError,
  learningHubMessages,
  learningHubPostDecider,
  learningHubPostStream,
  learningHubViewDecider,
  learningHubViewStream,
  type FileRef,
  type LearningHubPostDetails,
} from '@referly/domain';
import { handleCommand, loadState } from '@referly/infra/event-store/index';
import type { EventStore } from '@referly/infra/ports/event-store';
import type { FileStore } from '@referly/infra/ports/file-store';
import { keepUpload, type UploadedFile } from '../http/uploads.ts';

export type LearningHubServiceDeps = { eventStore: EventStore; files: FileStore; clock: () => Date; newId: () => string };

/** What the form sends beside its text: the accepted uploads, by field. */
export type PostUploads = { images: UploadedFile[]; videos: UploadedFile[] };

/**
 * The learning hub's use cases: each post is a stream (`learning-hub-post-{id}`), and each counted view is the first event of a stream per post, viewer and hour. Each use case
 * answers the log position of its last event, for read-your-writes.
 */
export const createLearningHubService = ({ eventStore, files, clock, newId }: LearningHubServiceDeps) => {
  const now = () => clock().toISOString();
  const keep = (uploads: UploadedFile[]): Promise<FileRef[]> => Promise.all(uploads.map((upload) => keepUpload(files, upload)));

  return {
    async exists(postId: string): Promise<boolean> {
      const { state } = await loadState(eventStore, learningHubPostStream(postId), learningHubPostDecider);
      return state.exists;
    },

    /** a new post under a new id (or the demo's fixed one), with its files kept (its index is the read model's count) */
    async create(details: LearningHubPostDetails, uploads: PostUploads, by: string, postId = newId()): Promise<{ postId: string; position: number }> {
      const [images, videos] = await Promise.all([keep(uploads.images), keep(uploads.videos)]);
      const { position } = await handleCommand(eventStore, learningHubPostStream(postId), learningHubPostDecider, {
        type: 'CreateLearningHubPost',
        postId,
        details,
        images,
        videos,
        by,
        now: now(),
      });
      return { postId, position };
    },

    async update(postId: string, details: LearningHubPostDetails, uploads: PostUploads, remove: string[], by: string): Promise<number> {
      // refused before any file is kept: a post that is not there keeps nothing
      const { state } = await loadState(eventStore, learningHubPostStream(postId), learningHubPostDecider);
      if (!state.exists || state.deleted) throw new DomainError('not_found', learningHubMessages.notFound);
      const [addImages, addVideos] = await Promise.all([keep(uploads.images), keep(uploads.videos)]);
      const { position } = await handleCommand(eventStore, learningHubPostStream(postId), learningHubPostDecider, {
        type: 'UpdateLearningHubPost',
        details,
        addImages,
        addVideos,
        remove,
        by,
        now: now(),
      });
      return position;
    },

    async remove(postId: string, by: string): Promise<number> {
      return (await handleCommand(eventStore, learningHubPostStream(postId), learningHubPostDecider, { type: 'DeleteLearningHubPost', by, now: now() }))
        .position;
    },

    /** counts a view of a published post by this viewer (a keyed hash), at most once an hour; answers whether it counted */
    async view(postId: string, title: string, viewer: string): Promise<boolean> {
      const at = now();
      const { events } = await handleCommand(eventStore, learningHubViewStream(postId, viewer, at), learningHubViewDecider, {
        type: 'RecordLearningHubView',
        postId,
        title,
        now: at,
      });
      return events.length > 0;
    },
  };
};
export type LearningHubService = ReturnType<typeof createLearningHubService>;
