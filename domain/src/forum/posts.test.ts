import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then.ts';
import { forumMessages as m } from './messages.ts';
import {
  discussionDecider,
  discussionStream,
  discussionVisitDecider,
  discussionVisitStream,
  discussionVoteDecider,
  discussionVoteStream,
  placeUnder,
  type DiscussionEvent,
  type DiscussionPlace,
} from './posts.ts';

const spec = specFor(discussionDecider);
const at = '2026-11-28T09:00:00.000Z';
const later = '2026-11-28T10:30:00.000Z';
const image = { fileId: 'f-1', name: 'chart.png', mime: 'image/png', size: 120 };

const discussionPlace: DiscussionPlace = { postId: 'd-1', discussionId: 'd-1', source: null, answerId: null };
const answerPlace: DiscussionPlace = { postId: 'a-1', discussionId: 'd-1', source: 'd-1', answerId: null };
const replyPlace: DiscussionPlace = { postId: 'r-1', discussionId: 'd-1', source: 'a-1', answerId: 'a-1' };

const posted = (overrides: Partial<Extract<DiscussionEvent, { type: 'DiscussionPosted' }>['data']> = {}): DiscussionEvent => ({
  type: 'DiscussionPosted',
  data: {
    ...discussionPlace,
    authorId: 'ava',
    title: 'Graduate programs in Sydney',
    content: '<p>Which banks take graduates?</p>',
    tags: ['graduates', 'sydney'],
    status: 'published',
    images: [],
    at,
    ...overrides,
  },
});
const answer = posted({ ...answerPlace, authorId: 'ben', title: '', tags: [], content: '<p>CBA does.</p>' });
const flaggedBy = (userId: string, reason: 'spam' | 'abuse' | 'offTopic' = 'spam'): DiscussionEvent => ({
  type: 'DiscussionFlagged',
  data: {
    ...discussionPlace,
    authorId: 'ava',
    title: 'Graduate programs in Sydney',
    content: '<p>Which banks take graduates?</p>',
    publishedAt: at,
    userId,
    reason,
    at: later,
  },
});
const hiddenBy = (reason: 'flags' | 'moderator', by: string | null = null): DiscussionEvent => ({
  type: 'DiscussionHidden',
  data: { postId: 'd-1', discussionId: 'd-1', by, reason, at: later },
});
const restricted: DiscussionEvent = {
  type: 'DiscussionRestricted',
  data: { postId: 'd-1', discussionId: 'd-1', authorId: 'ava', title: 'Graduate programs in Sydney', by: 'admin', at: later },
};
const deletedBy = (by: string): DiscussionEvent => ({
  type: 'DiscussionDeleted',
  data: { ...discussionPlace, authorId: 'ava', title: 'Graduate programs in Sydney', tags: ['graduates', 'sydney'], by, at: later },
});
const cleared: DiscussionEvent = { type: 'DiscussionFlagsCleared', data: { postId: 'd-1', discussionId: 'd-1', by: 'admin', at: later } };

const start = {
  type: 'StartDiscussion' as const,
  postId: 'd-1',
  authorId: 'ava',
  title: 'Graduate programs in Sydney',
  content: '<p>Which banks take graduates?</p>',
  tags: ['graduates', 'sydney'],
  status: 'published' as const,
  images: [],
  now: at,
};
const flag = (userId: string, reason: 'spam' | 'abuse' | 'offTopic' = 'spam') => ({ type: 'FlagDiscussion' as const, userId, reason, now: later });
const moderate = (decision: 'keep' | 'hide' | 'delete') => ({ type: 'ModerateDiscussion' as const, decision, by: 'admin', now: later });
const restrict = (isRestricted: boolean) => ({ type: 'RestrictDiscussion' as const, restricted: isRestricted, by: 'admin', now: later });

describe('streams', () => {
  it('names each post, vote and visit stream', () => {
    expect(discussionStream('d-1')).toBe('discussion-d-1');
    expect(discussionVoteStream('d-1', 'ava')).toBe('discussion-vote-d-1-ava');
    // a visit stream per member, discussion and hour
    expect(discussionVisitStream('ava', 'd-1', '2026-11-28T09:59:59.999Z')).toBe('discussion-visit-ava-d-1-2026-11-28T09');
  });
});

describe('where a comment sits', () => {
  it('is an answer under a discussion, a reply under an answer, and nothing under a reply', () => {
    expect(placeUnder('a-1', discussionPlace)).toEqual(answerPlace);
    expect(placeUnder('r-1', answerPlace)).toEqual(replyPlace);
    expect(() => placeUnder('r-2', replyPlace)).toThrow(m.replyTooDeep);
  });
});

describe('starting a discussion and commenting', () => {
  it('posts a discussion with its title, tags, status and images', () => {
    spec([])
      .when({ ...start, images: [image] })
      .then([{ ...posted({ images: [image] }) }]);
  });

  it('posts a restricted discussion when asked to', () => {
    spec([])
      .when({ ...start, status: 'restricted' })
      .then([posted({ status: 'restricted' })]);
  });

  it('refuses a second post on the same stream', () => {
    spec([posted()]).when(start).thenThrows('conflict', m.alreadyExists);
    spec([posted()])
      .when({ type: 'PostComment', postId: 'd-1', authorId: 'ben', content: '<p>Hi</p>', images: [], parent: discussionPlace, now: at })
      .thenThrows('conflict', m.alreadyExists);
  });

  it('posts an answer as published, without a title or tags, under its discussion', () => {
    spec([])
      .when({ type: 'PostComment', postId: 'a-1', authorId: 'ben', content: '<p>CBA does.</p>', images: [image], parent: discussionPlace, now: at })
      .then([posted({ ...answerPlace, authorId: 'ben', title: '', tags: [], content: '<p>CBA does.</p>', images: [image] })]);
  });

  it('posts a reply under an answer, and refuses one under a reply', () => {
    spec([])
      .when({ type: 'PostComment', postId: 'r-1', authorId: 'cat', content: '<p>Thanks!</p>', images: [], parent: answerPlace, now: at })
      .then([posted({ ...replyPlace, authorId: 'cat', title: '', tags: [], content: '<p>Thanks!</p>' })]);
    spec([])
      .when({ type: 'PostComment', postId: 'r-2', authorId: 'cat', content: '<p>Me too</p>', images: [], parent: replyPlace, now: at })
      .thenThrows('validation_failed', m.replyTooDeep);
  });
});

describe('restricting', () => {
  it('restricts a published discussion, telling whose it is', () => {
    spec([posted()]).when(restrict(true)).then([restricted]);
  });

  it('publishes a restricted discussion again', () => {
    spec([posted(), restricted])
      .when(restrict(false))
      .then([
        {
          type: 'DiscussionPublishedAgain',
          data: { postId: 'd-1', discussionId: 'd-1', authorId: 'ava', title: 'Graduate programs in Sydney', by: 'admin', at: later },
        },
      ]);
  });

  it('does nothing when the discussion already is as asked', () => {
    spec([posted()]).when(restrict(false)).then([]);
    spec([posted(), restricted]).when(restrict(true)).then([]);
    spec([posted({ status: 'restricted' })])
      .when(restrict(true))
      .then([]);
  });

  it('restricts again after publishing again', () => {
    const again: DiscussionEvent = { type: 'DiscussionPublishedAgain', data: { ...restricted.data } };
    spec([posted(), restricted, again]).when(restrict(true)).then([restricted]);
  });

  it('restricts only discussions, and only those that exist', () => {
    spec([answer]).when(restrict(true)).thenThrows('validation_failed', m.onlyDiscussions);
    spec([]).when(restrict(true)).thenThrows('not_found', m.notFound);
    spec([posted(), deletedBy('admin')])
      .when(restrict(true))
      .thenThrows('not_found', m.notFound);
  });
});

describe('flags', () => {
  it('records a member’s flag with the post as it reads, for the review queue', () => {
    spec([posted()])
      .when(flag('ben', 'abuse'))
      .then([flaggedBy('ben', 'abuse')]);
  });

  it('records a flag on an answer in its place', () => {
    spec([answer])
      .when(flag('cat', 'offTopic'))
      .then([
        {
          type: 'DiscussionFlagged',
          data: { ...answerPlace, authorId: 'ben', title: '', content: '<p>CBA does.</p>', publishedAt: at, userId: 'cat', reason: 'offTopic', at: later },
        },
      ]);
  });

  it('refuses a flag on one’s own post, a second flag by the same member, and a flag on a missing post', () => {
    spec([posted()]).when(flag('ava')).thenThrows('forbidden', m.ownFlag);
    spec([posted(), flaggedBy('ben')])
      .when(flag('ben', 'abuse'))
      .thenThrows('conflict', m.alreadyFlagged);
    spec([]).when(flag('ben')).thenThrows('not_found', m.notFound);
    spec([posted(), deletedBy('ava')])
      .when(flag('ben'))
      .thenThrows('not_found', m.notFound);
  });

  it('hides the post at the third flag from different members, not before', () => {
    spec([posted(), flaggedBy('ben')])
      .when(flag('cat'))
      .then([flaggedBy('cat')]);
    spec([posted(), flaggedBy('ben'), flaggedBy('cat')])
      .when(flag('dan'))
      .then([flaggedBy('dan'), hiddenBy('flags')]);
  });

  it('does not hide a hidden post again', () => {
    spec([posted(), flaggedBy('ben'), flaggedBy('cat'), flaggedBy('dan'), hiddenBy('flags')])
      .when(flag('eve'))
      .then([flaggedBy('eve')]);
  });

  it('counts flags again from zero after an admin kept the post, and a member who flagged before cannot flag again', () => {
    const kept = [posted(), flaggedBy('ben'), flaggedBy('cat'), flaggedBy('dan'), hiddenBy('flags'), cleared];
    spec(kept)
      .when(flag('eve'))
      .then([flaggedBy('eve')]);
    spec([...kept, flaggedBy('eve'), flaggedBy('fay')])
      .when(flag('gus'))
      .then([flaggedBy('gus'), hiddenBy('flags')]);
    spec(kept).when(flag('ben')).thenThrows('conflict', m.alreadyFlagged);
  });

  it('counts flags again from zero after an admin hid the post', () => {
    // hidden by a moderator: a later flag neither hides it again nor counts toward the old ones
    const byModerator = [posted(), flaggedBy('ben'), flaggedBy('cat'), hiddenBy('moderator', 'admin')];
    spec([...byModerator, cleared, flaggedBy('dan')])
      .when(flag('eve'))
      .then([flaggedBy('eve')]);
  });
});

describe('an admin’s decision on a flagged post', () => {
  it('keeps a flagged or hidden post, clearing its flags', () => {
    spec([posted(), flaggedBy('ben')])
      .when(moderate('keep'))
      .then([cleared]);
    spec([posted(), hiddenBy('moderator', 'admin')])
      .when(moderate('keep'))
      .then([cleared]);
  });

  it('has nothing to keep on a post with no flags that shows', () => {
    spec([posted()]).when(moderate('keep')).then([]);
    spec([posted(), flaggedBy('ben'), cleared])
      .when(moderate('keep'))
      .then([]);
  });

  it('hides a post, by hand', () => {
    spec([posted()])
      .when(moderate('hide'))
      .then([hiddenBy('moderator', 'admin')]);
    spec([posted(), flaggedBy('ben'), flaggedBy('cat'), flaggedBy('dan'), hiddenBy('flags')])
      .when(moderate('hide'))
      .then([hiddenBy('moderator', 'admin')]);
  });

  it('does not hide a post an admin already hid with no flags since', () => {
    spec([posted(), hiddenBy('moderator', 'admin')])
      .when(moderate('hide'))
      .then([]);
    // a flag after the admin's decision asks again
    spec([posted(), hiddenBy('moderator', 'admin'), flaggedBy('ben')])
      .when(moderate('hide'))
      .then([hiddenBy('moderator', 'admin')]);
  });

  it('deletes a post', () => {
    spec([posted(), flaggedBy('ben')])
      .when(moderate('delete'))
      .then([deletedBy('admin')]);
  });

  it('decides only on a post that exists', () => {
    spec([]).when(moderate('keep')).thenThrows('not_found', m.notFound);
    spec([posted(), deletedBy('admin')])
      .when(moderate('hide'))
      .thenThrows('not_found', m.notFound);
  });
});

describe('deleting', () => {
  it('lets the author delete their own post, and an admin anyone’s', () => {
    spec([posted()])
      .when({ type: 'DeleteDiscussion', by: 'ava', admin: false, now: later })
      .then([deletedBy('ava')]);
    spec([posted()])
      .when({ type: 'DeleteDiscussion', by: 'admin', admin: true, now: later })
      .then([deletedBy('admin')]);
  });

  it('deletes an answer in its place', () => {
    spec([answer])
      .when({ type: 'DeleteDiscussion', by: 'ben', admin: false, now: later })
      .then([{ type: 'DiscussionDeleted', data: { ...answerPlace, authorId: 'ben', title: '', tags: [], by: 'ben', at: later } }]);
  });

  it('refuses anyone else, and a post already deleted or never posted', () => {
    spec([posted()]).when({ type: 'DeleteDiscussion', by: 'ben', admin: false, now: later }).thenThrows('forbidden', m.deleteForbidden);
    spec([posted(), deletedBy('ava')])
      .when({ type: 'DeleteDiscussion', by: 'ava', admin: false, now: later })
      .thenThrows('not_found', m.notFound);
    spec([]).when({ type: 'DeleteDiscussion', by: 'admin', admin: true, now: later }).thenThrows('not_found', m.notFound);
  });
});

describe('the state a post’s events fold to', () => {
  const fold = (events: DiscussionEvent[]) => events.reduce(discussionDecider.evolve, discussionDecider.initialState());

  it('ignores anything but a post on an empty stream', () => {
    expect(fold([restricted, flaggedBy('ben'), hiddenBy('flags'), cleared, deletedBy('ava')])).toEqual({ exists: false });
  });

  it('holds the post, its status, who flagged it, its flags pending and whether it is hidden', () => {
    expect(fold([posted()])).toEqual({
      exists: true,
      deleted: false,
      place: discussionPlace,
      authorId: 'ava',
      title: 'Graduate programs in Sydney',
      content: '<p>Which banks take graduates?</p>',
      tags: ['graduates', 'sydney'],
      publishedAt: at,
      status: 'published',
      hidden: false,
      flaggedBy: [],
      pendingFlags: 0,
    });
    expect(fold([posted(), restricted])).toMatchObject({ status: 'restricted' });
    expect(fold([posted(), flaggedBy('ben'), flaggedBy('cat'), flaggedBy('dan'), hiddenBy('flags')])).toMatchObject({
      hidden: true,
      flaggedBy: ['ben', 'cat', 'dan'],
      pendingFlags: 3,
    });
    expect(fold([posted(), flaggedBy('ben'), hiddenBy('moderator', 'admin')])).toMatchObject({ hidden: true, flaggedBy: ['ben'], pendingFlags: 0 });
    expect(fold([posted(), flaggedBy('ben'), hiddenBy('flags'), cleared])).toMatchObject({ hidden: false, flaggedBy: ['ben'], pendingFlags: 0 });
    expect(fold([posted(), deletedBy('ava')])).toMatchObject({ deleted: true });
  });
});

describe('votes', () => {
  const vote = specFor(discussionVoteDecider);
  const cast = (voteType: 'upvote' | 'downvote' | null) => ({
    type: 'CastDiscussionVote' as const,
    postId: 'd-1',
    discussionId: 'd-1',
    userId: 'ben',
    voteType,
    now: later,
  });
  const voted = (voteValue: 'upvote' | 'downvote' | null, previous: 'upvote' | 'downvote' | null) => ({
    type: 'DiscussionVoted' as const,
    data: { postId: 'd-1', discussionId: 'd-1', userId: 'ben', vote: voteValue, previous, at: later },
  });

  it('casts a first vote either way', () => {
    vote([])
      .when(cast('upvote'))
      .then([voted('upvote', null)]);
    vote([])
      .when(cast('downvote'))
      .then([voted('downvote', null)]);
  });

  it('changes a vote the other way', () => {
    vote([voted('upvote', null)])
      .when(cast('downvote'))
      .then([voted('downvote', 'upvote')]);
    vote([voted('downvote', null)])
      .when(cast('upvote'))
      .then([voted('upvote', 'downvote')]);
  });

  it('changes nothing when the same way is cast again: a member voting twice counts once', () => {
    vote([voted('upvote', null)])
      .when(cast('upvote'))
      .then([]);
    vote([voted('downvote', null)])
      .when(cast('downvote'))
      .then([]);
  });

  it('takes a vote back, changes nothing when there is none to take, and casts it again after', () => {
    vote([voted('upvote', null)])
      .when(cast(null))
      .then([voted(null, 'upvote')]);
    vote([voted('downvote', null)])
      .when(cast(null))
      .then([voted(null, 'downvote')]);
    vote([]).when(cast(null)).then([]);
    vote([voted('upvote', null), voted(null, 'upvote')])
      .when(cast('upvote'))
      .then([voted('upvote', null)]);
  });
});

describe('visits', () => {
  const visit = specFor(discussionVisitDecider);
  const command = { type: 'RecordDiscussionVisit' as const, discussionId: 'd-1', userId: 'ben', now: later };
  const visited = { type: 'DiscussionVisited' as const, data: { discussionId: 'd-1', userId: 'ben', at: later } };

  it('records a member’s first visit in the hour, and no other', () => {
    visit([]).when(command).then([visited]);
    visit([visited]).when(command).then([]);
  });
});
