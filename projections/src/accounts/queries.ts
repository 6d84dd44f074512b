import type { UserRole, VerificationStatus } from '@referly/domain';
import type { Filter, ReadStore } from '@referly/infra/ports/read-store';
import { ENDED_SESSIONS, type EndedSessionDoc } from './ended-sessions.projection.ts';
import { USERS, type UserDoc } from './users.projection.ts';
import { searchPattern } from '../search.ts';

export type Page<T> = { data: T[]; totalPages: number; currentPage: number; totalCount: number };

/**
 * Newest first. `search` matches first name, last name or e-mail, ignoring case; `verification` keeps the referrers
 * whose verification has that status ('pending': waiting for an admin's decision).
 */
export const listUsers = async (
  readStore: ReadStore,
  query: { page: number; limit: number; search?: string; role?: UserRole; verification?: VerificationStatus },
): Promise<Page<UserDoc>> => {
  const page = Math.max(1, Math.floor(query.page));
  const limit = Math.max(1, Math.floor(query.limit));
  // one account per address: a sign-up closed because another account verified its address is not listed
  const conditions: Filter[] = [{ closedAt: { $exists: false } }];
  if (query.role) conditions.push({ userRole: query.role });
  if (query.verification) conditions.push({ userRole: 'referrer', referrerVerificationStatus: query.verification });
  const search = query.search?.trim();
  if (search) {
    const pattern = searchPattern(search);
    conditions.push({ $or: [{ firstName: pattern }, { lastName: pattern }, { email: pattern }] });
  }
  const filter: Filter = { $and: conditions };
  const users = readStore.collection<UserDoc>(USERS);
  const [totalCount, data] = await Promise.all([
    users.countDocuments(filter),
    users.find(filter, { sort: { createdAt: -1, index: -1 }, skip: (page - 1) * limit, limit }),
  ]);
  return { data, totalPages: Math.max(1, Math.ceil(totalCount / limit)), currentPage: page, totalCount };
};

export const getUser = (readStore: ReadStore, id: string): Promise<UserDoc | null> => readStore.collection<UserDoc>(USERS).findOne({ _id: id });

/** Whether a session ended (its tokens are refused from then on). */
export const sessionEnded = async (readStore: ReadStore, sessionId: string): Promise<boolean> =>
  (await readStore.collection<EndedSessionDoc>(ENDED_SESSIONS).findOne({ _id: sessionId }, { projection: { _id: 1 } })) !== null;

/** What every authenticated request checks of its account: the role, and the last password change that revoked older sessions. */
export const getSessionHolder = async (readStore: ReadStore, id: string): Promise<Pick<UserDoc, 'userRole' | 'passwordChangedPosition'> | null> =>
  readStore.collection<UserDoc>(USERS).findOne({ _id: id }, { readOnly: true });

/** The user's document for a reader that only reads it (builds a view of it). */
export const readUser = (readStore: ReadStore, id: string): Promise<Readonly<UserDoc> | null> =>
  readStore.collection<UserDoc>(USERS).findOne({ _id: id }, { readOnly: true });
