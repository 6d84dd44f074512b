import { describe, expect, it } from 'vitest';
import type { FileRef } from '../shared/files.ts';
import { specFor } from '../shared/given-when-then.ts';
import { learningHubFileUrl } from './constants.ts';
import {
  learningHubFileIdOf,
  learningHubPostDecider,
  learningHubPostStream,
  learningHubViewDecider,
  learningHubViewHour,
  learningHubViewStream,
  type LearningHubPostCommand,
  type LearningHubPostDetails,
  type LearningHubPostEvent,
} from './posts.ts';

const given = specFor(learningHubPostDecider);
const now = '2026-11-28T09:00:00.000Z';
const later = '2026-11-28T10:00:00.000Z';
const ref = (n: number, mime = 'image/png'): FileRef => ({ fileId: `f-${n}`, name: `file-${n}`, mime, size: n * 10 });
const video = (n: number) => ref(n, 'video/webm');
const details: LearningHubPostDetails = {
  author: 'Jordan Lee',
  publishedAt: '2026-10-01T00:00:00.000Z',
  category: 'article',
  title: 'Cover letters that get read',
  content: 'Open with the role.',
  status: 'published',
  tags: ['cover letters'],
};
const create = (overrides: Partial<Extract<LearningHubPostCommand, { type: 'CreateLearningHubPost' }>> = {}): LearningHubPostCommand => ({
  type: 'CreateLearningHubPost',
  postId: 'p-1',
  details,
  images: [ref(1)],
  videos: [],
  by: 'admin-1',
  now,
  ...overrides,
});
const created = (changes: Partial<LearningHubPostDetails> = {}, images = [ref(1)], videos: FileRef[] = []): LearningHubPostEvent => ({
  type: 'LearningHubPostCreated',
  data: { postId: 'p-1', ...details, ...changes, images, videos, by: 'admin-1', at: now },
});
const update = (
  changes: Partial<LearningHubPostDetails> = {},
  files: { addImages?: FileRef[]; addVideos?: FileRef[]; remove?: string[] } = {},
): LearningHubPostCommand => ({
  type: 'UpdateLearningHubPost',
  details: { ...details, ...changes },
  addImages: files.addImages ?? [],
  addVideos: files.addVideos ?? [],
  remove: files.remove ?? [],
  by: 'admin-2',
  now: later,
});
const updated = (changes: Partial<LearningHubPostDetails>, images: FileRef[], videos: FileRef[] = []): LearningHubPostEvent => ({
  type: 'LearningHubPostUpdated',
  data: { postId: 'p-1', ...details, ...changes, images, videos, by: 'admin-2', at: later },
});
const deleted: LearningHubPostEvent = { type: 'LearningHubPostDeleted', data: { postId: 'p-1', title: details.title, by: 'admin-2', at: later } };
const remove: LearningHubPostCommand = { type: 'DeleteLearningHubPost', by: 'admin-2', now: later };

describe('creating a post', () => {
  it('records the post with its details, files, author and time', () => given([]).when(create()).then([created()]));

  it('takes a webinar with one video', () =>
    given([])
      .when(create({ details: { ...details, category: 'webinar' }, images: [], videos: [video(2)] }))
      .then([created({ category: 'webinar' }, [], [video(2)])]));

  it('takes up to 10 images, and refuses an eleventh', () => {
    const ten = Array.from({ length: 10 }, (_, i) => ref(i));
    given([])
      .when(create({ images: ten }))
      .then([created({}, ten)]);
    given([])
      .when(create({ images: [...ten, ref(11)] }))
      .thenThrows('validation_failed', 'A post can have at most 10 images.');
  });

  it('refuses a video on an article, and a second video on a webinar', () => {
    given([])
      .when(create({ videos: [video(2)] }))
      .thenThrows('validation_failed', 'Only a webinar can have a video.');
    given([])
      .when(create({ details: { ...details, category: 'webinar' }, videos: [video(2), video(3)] }))
      .thenThrows('validation_failed', 'A webinar can have one video.');
  });

  it('refuses a post that exists, even once deleted', () => {
    given([created()]).when(create()).thenThrows('conflict', 'This learning hub post already exists.');
    given([created(), deleted]).when(create()).thenThrows('conflict');
  });

  it('keeps each post in a stream of its own', () => {
    expect(learningHubPostStream('p-1')).toBe('learning-hub-post-p-1');
    expect(learningHubPostDecider.initialState()).toEqual({ exists: false });
  });
});

describe('updating a post', () => {
  it('records new details with the files it keeps', () =>
    given([created()])
      .when(update({ title: 'New title', status: 'draft' }))
      .then([updated({ title: 'New title', status: 'draft' }, [ref(1)])]));

  it.each<Partial<LearningHubPostDetails>>([
    { author: 'Sam' },
    { publishedAt: '2026-10-02T00:00:00.000Z' },
    { title: 'Another' },
    { content: 'Other words.' },
    { status: 'restricted' },
    { tags: ['cover letters', 'resume'] },
    { tags: ['resume'] },
    { tags: [] },
  ])('records a change of any one detail: %j', (change) =>
    given([created()])
      .when(update(change))
      .then([updated(change, [ref(1)])]),
  );

  it('records nothing when nothing changed', () => {
    given([created()]).when(update()).then([]);
    given([created({ category: 'webinar' }, [ref(1)], [video(2)])])
      .when(update({ category: 'webinar' }))
      .then([]);
  });

  it('adds images after the ones kept, and takes off those named by id or url', () => {
    given([created({}, [ref(1), ref(2), ref(3)])])
      .when(update({}, { addImages: [ref(4)], remove: ['f-1', `${learningHubFileUrl('f-3')}?v=1`] }))
      .then([updated({}, [ref(2), ref(4)])]);
    given([created({}, [ref(1), ref(2)])])
      .when(update({}, { remove: ['f-9'] }))
      .then([]);
  });

  it('records a change of the images alone, or of their order', () => {
    given([created({}, [ref(1)])])
      .when(update({}, { remove: ['f-1'] }))
      .then([updated({}, [])]);
    given([created({}, [ref(1), ref(2)])])
      .when(update({}, { addImages: [ref(1)], remove: ['f-1'] }))
      .then([updated({}, [ref(2), ref(1)])]);
  });

  it('refuses more than 10 images in all', () =>
    given([
      created(
        {},
        Array.from({ length: 10 }, (_, i) => ref(i)),
      ),
    ])
      .when(update({}, { addImages: [ref(20)] }))
      .thenThrows('validation_failed', 'A post can have at most 10 images.'));

  it('replaces a webinar’s video with a new one, keeps it otherwise, and removes it when asked', () => {
    const webinar = created({ category: 'webinar' }, [], [video(2)]);
    given([webinar])
      .when(update({ category: 'webinar' }, { addVideos: [video(3)] }))
      .then([updated({ category: 'webinar' }, [], [video(3)])]);
    given([webinar])
      .when(update({ category: 'webinar', title: 'T' }))
      .then([updated({ category: 'webinar', title: 'T' }, [], [video(2)])]);
    given([webinar])
      .when(update({ category: 'webinar' }, { remove: ['f-2'] }))
      .then([updated({ category: 'webinar' }, [], [])]);
  });

  it('drops the video of a webinar made an article, and refuses a new video on an article', () => {
    given([created({ category: 'webinar' }, [], [video(2)])])
      .when(update({ category: 'article' }))
      .then([updated({ category: 'article' }, [], [])]);
    given([created()])
      .when(update({}, { addVideos: [video(3)] }))
      .thenThrows('validation_failed', 'Only a webinar can have a video.');
  });

  it('refuses a post that does not exist, or no longer does', () => {
    given([]).when(update()).thenThrows('not_found', 'Learning hub post not found.');
    given([created(), deleted]).when(update()).thenThrows('not_found', 'Learning hub post not found.');
  });

  it('compares with the post as last recorded', () =>
    given([created(), updated({ title: 'Second' }, [ref(1)])])
      .when(update({ title: 'Second' }))
      .then([]));
});

describe('deleting a post', () => {
  it('records the deletion under its current title', () =>
    given([created(), updated({ title: 'Renamed' }, [ref(1)])])
      .when(remove)
      .then([{ type: 'LearningHubPostDeleted', data: { postId: 'p-1', title: 'Renamed', by: 'admin-2', at: later } }]));

  it('refuses a post that does not exist, or is deleted already', () => {
    given([]).when(remove).thenThrows('not_found', 'Learning hub post not found.');
    given([created(), deleted]).when(remove).thenThrows('not_found', 'Learning hub post not found.');
  });

  it('ignores a deletion of a post it never saw', () => expect(learningHubPostDecider.evolve({ exists: false }, deleted)).toEqual({ exists: false }));
});

describe('a file named by its url or its id', () => {
  it('is its id', () => {
    expect(learningHubFileIdOf('/api/learning-hub/files/abc-1')).toBe('abc-1');
    expect(learningHubFileIdOf(' https://referly.example/api/learning-hub/files/abc-2?x=1#top ')).toBe('abc-2');
    expect(learningHubFileIdOf('abc-3#frag')).toBe('abc-3');
    expect(learningHubFileIdOf('abc-4')).toBe('abc-4');
    expect(learningHubFileUrl('abc-4')).toBe('/api/learning-hub/files/abc-4');
  });
});

describe('views', () => {
  const givenView = specFor(learningHubViewDecider);
  const view = { type: 'RecordLearningHubView' as const, postId: 'p-1', title: 'T', now };
  const viewed = { type: 'LearningHubPostViewed' as const, data: { postId: 'p-1', title: 'T', at: now } };

  it('counts a viewer’s first view of the hour, and nothing after it', () => {
    givenView([]).when(view).then([viewed]);
    givenView([viewed]).when(view).then([]);
  });

  it('keeps a stream per post, viewer and hour', () => {
    expect(learningHubViewHour('2026-11-28T08:59:59.999Z')).toBe('2026-11-28T08');
    expect(learningHubViewStream('p-1', 'v1', '2026-11-28T08:05:00.000Z')).toBe('learning-hub-view-p-1-v1-2026-11-28T08');
    expect(learningHubViewStream('p-1', 'v1', '2026-11-28T09:00:00.000Z')).not.toBe(learningHubViewStream('p-1', 'v1', '2026-11-28T08:59:00.000Z'));
    expect(learningHubViewDecider.initialState()).toEqual({ viewed: false });
  });
});
