import {
  accountDecider,
  discussionDecider,
  discussionStream,
  discussionVoteDecider,
  discussionVoteStream,
  userStream,
  type DiscussionCommand,
  type DiscussionVoteCommand,
} from '@referly/domain';
import { createSqliteEventStore, handleCommand } from '@referly/infra/event-store/index';
import type { EventStore, NewEvent } from '@referly/infra/ports/event-store';
import { randomUUID } from 'node:crypto';
import { emailAddresses } from '@referly/server/accounts/email-addresses';
import { hashPassword } from '@referly/server/auth/passwords';
import { join } from 'node:path';
import type { ForumAuthor, ForumData } from './forum-data.ts';

/** Every forum bench account's password (one real argon2 hash for all). */
export const FORUM_PASSWORD = 'Bench-forum-password-2026';
/** The accounts are a year old: no new-account limit on how fast they post or vote applies to them. */
const ACCOUNTS_SINCE = () => new Date(Date.now() - 365 * 24 * 3_600_000);

/** Job seekers verified a year ago, written with the accounts' own decider as the demo accounts are. */
export const writeForumAccounts = async (eventStore: EventStore, authors: ForumAuthor[]): Promise<number> => {
  const since = ACCOUNTS_SINCE();
  const addresses = emailAddresses({ eventStore, clock: () => since });
  const passwordHash = await hashPassword(FORUM_PASSWORD);
  let written = 0;
  for (const author of authors) {
    await addresses.claim(author.email, author.id);
    const result = await handleCommand(eventStore, userStream(author.id), accountDecider, {
      type: 'CreateVerifiedAccount',
      userId: author.id,
      details: {
        firstName: author.firstName,
        lastName: author.lastName,
        email: author.email,
        mobile: '0400 000 000',
        mobileWork: '02 9000 0000',
        userRole: 'jobSeeker',
        dateOfBirth: '1990-01-01',
      },
      passwordHash,
      verificationStatus: null,
      now: since.toISOString(),
    });
    written += 1 + result.events.length;
  }
  return written;
};

/** A new stream's events as the decider makes them from its initial state, appended straight to the store. */
const appendNew = async <C, S>(
  eventStore: EventStore,
  stream: string,
  decider: { initialState: () => S; decide: (command: C, state: S) => { type: string; data: object }[] },
  command: C,
): Promise<number> => {
  const events: NewEvent[] = decider
    .decide(command, decider.initialState())
    .map((event) => ({ id: randomUUID(), type: event.type, data: event.data as Record<string, unknown> }));
  await eventStore.append(stream, events, 'no_stream');
  return events.length;
};

/**
 * Writes `data` into a fresh log in `dataDir` before the server starts on it: the authors' accounts, then every
 * discussion, its comments (answers) and its up-votes, each made by the forum's own deciders and appended straight to
 * its new stream (no reads, no read models: the server builds those when it starts). Answers the events written.
 */
export const writeReferlyForum = async (dataDir: string, data: ForumData): Promise<number> => {
  const eventStore = createSqliteEventStore({ file: join(dataDir, 'events.db') });
  const authorId = (index: number) => data.authors[index]?.id ?? '';
  try {
    let written = await writeForumAccounts(eventStore, data.authors);
    for (const discussion of data.discussions) {
      const start: DiscussionCommand = {
        type: 'StartDiscussion',
        postId: discussion.id,
        authorId: authorId(discussion.authorIndex),
        title: discussion.title,
        content: discussion.content,
        tags: discussion.tags,
        status: 'published',
        images: [],
        now: discussion.at,
      };
      written += await appendNew(eventStore, discussionStream(discussion.id), discussionDecider, start);
      const parent = { postId: discussion.id, discussionId: discussion.id, source: null, answerId: null };
      for (const comment of discussion.comments) {
        const post: DiscussionCommand = {
          type: 'PostComment',
          postId: comment.id,
          authorId: authorId(comment.authorIndex),
          content: comment.content,
          images: [],
          parent,
          now: comment.at,
        };
        written += await appendNew(eventStore, discussionStream(comment.id), discussionDecider, post);
      }
      for (const voter of discussion.upVoters) {
        const vote: DiscussionVoteCommand = {
          type: 'CastDiscussionVote',
          postId: discussion.id,
          discussionId: discussion.id,
          userId: authorId(voter),
          voteType: 'upvote',
          now: discussion.comments.at(-1)?.at ?? discussion.at,
        };
        written += await appendNew(eventStore, discussionVoteStream(discussion.id, authorId(voter)), discussionVoteDecider, vote);
      }
    }
    return written;
  } finally {
    await eventStore.close();
  }
};
