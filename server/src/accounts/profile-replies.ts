import { DomainError, messages } from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { readUser, USERS, type UserDoc } from '@referly/projections/index';
import { profileView } from './profile-view.ts';

const KEPT = 10_000;

/**
 * GET /api/user/profile answers, kept as sent for each version of the user's document: a document changes its
 * `_position` with every event applied to it, so an answer for the same position is the same answer, and a
 * read costs a two-field lookup instead of copying, shaping and serialising the whole document again.
 */
export const profileReplies = (readStore: ReadStore) => {
  const kept = new Map<string, { position: number; body: string }>();
  return async (userId: string): Promise<string> => {
    const version = await readStore.collection<UserDoc>(USERS).findOne({ _id: userId }, { projection: { _position: 1 } });
    if (!version) throw new DomainError('not_found', messages.userNotFound);
    const known = kept.get(userId);
    if (known && known.position === version._position) return known.body;
    const user = await readUser(readStore, userId);
    if (!user) throw new DomainError('not_found', messages.userNotFound);
    const body = JSON.stringify({ statusCode: 200, data: profileView(user) });
    kept.delete(userId);
    kept.set(userId, { position: user._position, body });
    if (kept.size > KEPT) kept.delete(kept.keys().next().value ?? '');
    return body;
  };
};
