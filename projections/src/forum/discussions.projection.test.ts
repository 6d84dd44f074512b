import type { RecordedEvent } from '@referly/domain';
import { describe, expect, it } from 'vitest';
import { evolveDiscussion, type DiscussionDoc } from './discussions.projection.ts';

let position = 0;
const recorded = (type: string, data: Record<string, unknown>): RecordedEvent =>
  ({ id: `e${position}`, streamId: 's', revision: 0, position: (position += 1), metadata: {}, recordedAt: '', type, data }) as RecordedEvent;
const place = (postId: string, source: string | null = null, answerId: string | null = null) => ({ postId, discussionId: 'd1', source, answerId });
const posted = (postId: string, source: string | null = null, answerId: string | null = null) =>
  recorded('DiscussionPosted', {
    ...place(postId, source, answerId),
    authorId: 'u1',
    title: source ? '' : 'Grad roles',
    content: '<p>Which <strong>banks</strong> &amp; insurers?</p>',
    tags: source ? [] : ['Graduates', 'Banks'],
    status: 'published',
    images: [{ fileId: `f-${postId}`, name: 'a.png', mime: 'image/png', size: 1 }],
    at: '2026-11-01T00:00:00.000Z',
  });
const run = (events: RecordedEvent[]) => events.reduce<DiscussionDoc | null>((doc, event) => evolveDiscussion(doc, event, 7), null);
const voted = (postId: string, previous: string | null, vote: string | null) =>
  recorded('DiscussionVoted', { postId, discussionId: 'd1', userId: 'u2', previous, vote, at: '' });

describe('the discussions read model', () => {
  it('keeps a discussion with its searchable words, tags in lower case, pictures and number', () => {
    expect(run([posted('d1')])).toMatchObject({
      _id: 'd1',
      index: 7,
      text: 'Which banks & insurers?',
      tagKeys: ['graduates', 'banks'],
      visible: true,
      commentsCount: 0,
      fileIds: ['f-d1'],
    });
  });

  it('threads answers and replies, counting those that show', () => {
    const doc = run([posted('d1'), posted('a1', 'd1'), posted('r1', 'a1', 'a1'), posted('a2', 'd1')]);
    expect(doc?.comments.map((c) => [c._id, c.answerId])).toEqual([
      ['a1', null],
      ['r1', 'a1'],
      ['a2', null],
    ]);
    expect(doc?.commentsCount).toBe(3);
    expect(doc?.fileIds).toEqual(['f-d1', 'f-a1', 'f-r1', 'f-a2']);
    const hidden = evolveDiscussion(doc, recorded('DiscussionHidden', { postId: 'a1', discussionId: 'd1', by: null, reason: 'flags', at: '' }), 0);
    expect(hidden?.commentsCount).toBe(1);
    const deleted = evolveDiscussion(hidden, recorded('DiscussionDeleted', { ...place('a1', 'd1'), authorId: 'u1', title: '', tags: [], by: 'u1', at: '' }), 0);
    expect(deleted?.comments.map((c) => c._id)).toEqual(['a2']);
  });

  it('counts a vote, its change and its taking back, on the discussion or a comment', () => {
    const base = [posted('d1'), posted('a1', 'd1')];
    expect(run([...base, voted('d1', null, 'upvote')])).toMatchObject({ upVotes: 1, downVotes: 0, score: 1 });
    expect(run([...base, voted('d1', null, 'upvote'), voted('d1', 'upvote', 'downvote')])).toMatchObject({ upVotes: 0, downVotes: 1, score: -1 });
    expect(run([...base, voted('d1', null, 'downvote'), voted('d1', 'downvote', null)])).toMatchObject({ upVotes: 0, downVotes: 0, score: 0 });
    expect(run([...base, voted('a1', null, 'upvote')])?.comments[0]).toMatchObject({ upVotes: 1, score: 1 });
  });

  it('leaves the public forum while restricted or hidden, and comes back', () => {
    const restricted = run([posted('d1'), recorded('DiscussionRestricted', { postId: 'd1', discussionId: 'd1', authorId: 'u1', title: '', by: 'a', at: '' })]);
    expect(restricted).toMatchObject({ status: 'restricted', visible: false });
    expect(evolveDiscussion(restricted, recorded('DiscussionPublishedAgain', { postId: 'd1', discussionId: 'd1', by: 'a', at: '' }), 0)?.visible).toBe(true);
    const flagged = run([
      posted('d1'),
      recorded('DiscussionFlagged', { ...place('d1'), userId: 'u3', reason: 'spam', at: '' }),
      recorded('DiscussionHidden', { postId: 'd1', discussionId: 'd1', by: null, reason: 'flags', at: '' }),
    ]);
    expect(flagged).toMatchObject({ hidden: true, visible: false, flagsCount: 1 });
    expect(evolveDiscussion(flagged, recorded('DiscussionFlagsCleared', { postId: 'd1', discussionId: 'd1', by: 'a', at: '' }), 0)).toMatchObject({
      hidden: false,
      visible: true,
      flagsCount: 0,
    });
  });

  it('drops a deleted discussion, and what comes after for it', () => {
    const gone = run([posted('d1'), recorded('DiscussionDeleted', { ...place('d1'), authorId: 'u1', title: 'x', tags: [], by: 'u1', at: '' })]);
    expect(gone).toBeNull();
    expect(evolveDiscussion(gone, posted('a1', 'd1'), 0)).toBeNull();
    expect(evolveDiscussion(gone, voted('d1', null, 'upvote'), 0)).toBeNull();
  });
});
