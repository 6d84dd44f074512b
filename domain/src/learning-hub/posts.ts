import type { FileRef } from '../shared/files.ts';
import type { Decider, Event } from '../shared/event.ts';
import { DomainError } from '../shared/errors.ts';
import { learningHubMaxImages, learningHubMaxVideos, type LearningHubCategory, type LearningHubStatus } from './constants.ts';
import { learningHubMessages as m } from './messages.ts';

/** A post's text fields as the admin's form gives them (already checked by learningHubPostSchema). */
export type LearningHubPostDetails = {
  author: string;
  publishedAt: string;
  category: LearningHubCategory;
  title: string;
  content: string;
  status: LearningHubStatus;
  tags: string[];
};
/** A post as the log holds it: its details and its files (in the file store, by id). */
export type LearningHubPostContent = LearningHubPostDetails & { images: FileRef[]; videos: FileRef[] };

export type LearningHubPostEvent =
  | Event<'LearningHubPostCreated', { postId: string } & LearningHubPostContent & { by: string; at: string }>
  | Event<'LearningHubPostUpdated', { postId: string } & LearningHubPostContent & { by: string; at: string }>
  | Event<'LearningHubPostDeleted', { postId: string; title: string; by: string; at: string }>;

export type LearningHubPostCommand =
  | {
      type: 'CreateLearningHubPost';
      postId: string;
      details: LearningHubPostDetails;
      images: FileRef[];
      videos: FileRef[];
      by: string;
      now: string;
    }
  | {
      type: 'UpdateLearningHubPost';
      details: LearningHubPostDetails;
      addImages: FileRef[];
      addVideos: FileRef[];
      /** file ids (or their urls) of images or videos to take off the post */
      remove: string[];
      by: string;
      now: string;
    }
  | { type: 'DeleteLearningHubPost'; by: string; now: string };

export type LearningHubPostState = { exists: false } | { exists: true; deleted: boolean; postId: string; content: LearningHubPostContent };

/** Each post is a stream of its own. */
export const learningHubPostStream = (postId: string) => `learning-hub-post-${postId}`;

/** The file id a url like /api/learning-hub/files/{fileId} (or the id itself) names. */
export const learningHubFileIdOf = (reference: string): string =>
  reference
    .trim()
    .replace(/[?#].*$/, '')
    .replace(/^.*\//, '');

/** An article has no video; a post has at most 10 images and one video. */
const checkFiles = (category: LearningHubCategory, images: FileRef[], videos: FileRef[]) => {
  if (videos.length > 0 && category !== 'webinar') throw new DomainError('validation_failed', m.videosForWebinars);
  if (images.length > learningHubMaxImages) throw new DomainError('validation_failed', m.tooManyImages);
  if (videos.length > learningHubMaxVideos) throw new DomainError('validation_failed', m.tooManyVideos);
};

const sameTags = (a: string[], b: string[]) => a.length === b.length && a.every((tag, i) => tag === b[i]);
const sameFiles = (a: FileRef[], b: FileRef[]) => a.length === b.length && a.every((file, i) => file.fileId === b[i]?.fileId);
const detailKeys = ['author', 'publishedAt', 'category', 'title', 'content', 'status'] as const;

const live = (state: LearningHubPostState) => {
  if (!state.exists || state.deleted) throw new DomainError('not_found', m.notFound);
  return state;
};

export const learningHubPostDecider: Decider<LearningHubPostCommand, LearningHubPostEvent, LearningHubPostState> = {
  initialState: () => ({ exists: false }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'LearningHubPostCreated':
      case 'LearningHubPostUpdated': {
        const { postId, author, publishedAt, category, title, content, status, tags, images, videos } = event.data;
        return { exists: true, deleted: false, postId, content: { author, publishedAt, category, title, content, status, tags, images, videos } };
      }
      case 'LearningHubPostDeleted':
        return state.exists ? { ...state, deleted: true } : state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateLearningHubPost': {
        if (state.exists) throw new DomainError('conflict', 'This learning hub post already exists.');
        checkFiles(command.details.category, command.images, command.videos);
        return [
          {
            type: 'LearningHubPostCreated',
            data: {
              postId: command.postId,
              ...command.details,
              images: command.images,
              videos: command.videos,
              by: command.by,
              at: command.now,
            },
          },
        ];
      }
      case 'UpdateLearningHubPost': {
        const post = live(state);
        const removed = new Set(command.remove.map(learningHubFileIdOf));
        const images = [...post.content.images.filter((file) => !removed.has(file.fileId)), ...command.addImages];
        // a new video takes the place of the one before; an article keeps none
        const kept = command.addVideos.length > 0 ? [] : post.content.videos.filter((file) => !removed.has(file.fileId));
        const videos = command.details.category === 'webinar' ? [...kept, ...command.addVideos] : command.addVideos;
        checkFiles(command.details.category, images, videos);
        const before = post.content;
        const unchanged =
          detailKeys.every((key) => before[key] === command.details[key]) &&
          sameTags(before.tags, command.details.tags) &&
          sameFiles(before.images, images) &&
          sameFiles(before.videos, videos);
        if (unchanged) return [];
        return [
          {
            type: 'LearningHubPostUpdated',
            data: { postId: post.postId, ...command.details, images, videos, by: command.by, at: command.now },
          },
        ];
      }
      case 'DeleteLearningHubPost': {
        const post = live(state);
        return [{ type: 'LearningHubPostDeleted', data: { postId: post.postId, title: post.content.title, by: command.by, at: command.now } }];
      }
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};

/**
 * A view is an event: `LearningHubPostViewed` on `learning-hub-view-{postId}-{viewer}-{hour}`, so one viewer (a user,
 * or a hashed address) counts once per post per hour however often they reload; the stream's first event is the view.
 */
export type LearningHubViewEvent = Event<'LearningHubPostViewed', { postId: string; title: string; at: string }>;
export type LearningHubViewCommand = { type: 'RecordLearningHubView'; postId: string; title: string; now: string };

/** The hour a time falls in, as the view stream names it ('2026-11-28T08'). */
export const learningHubViewHour = (now: string) => now.slice(0, 13);
export const learningHubViewStream = (postId: string, viewer: string, now: string) => `learning-hub-view-${postId}-${viewer}-${learningHubViewHour(now)}`;

export const learningHubViewDecider: Decider<LearningHubViewCommand, LearningHubViewEvent, { viewed: boolean }> = {
  initialState: () => ({ viewed: false }),
  evolve: () => ({ viewed: true }),
  decide: (command, state) =>
    state.viewed ? [] : [{ type: 'LearningHubPostViewed', data: { postId: command.postId, title: command.title, at: command.now } }],
};
