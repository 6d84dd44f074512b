import { randomUUID } from 'node:crypto';
import { sessionStream, userStream, type AccountEvent, type EmailClaimEvent, type SessionEvent } from '@referly/domain';
import { createSqliteEventStore } from '@referly/infra/event-store/index';
import type { NewEvent } from '@referly/infra/ports/event-store';

const EVENTS_PER_USER = 10;
// Not a real hash of anything: the log only has to look like a real one to the projections.
const fakePasswordHash = '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hzYWx0YmVuY2g$0000000000000000000000000000000000000000000';

const firstNames = ['Olivia', 'Jack', 'Mia', 'Noah', 'Charlotte', 'William', 'Amelia', 'Oliver', 'Isla', 'Leo'];
const lastNames = ['Smith', 'Jones', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Nguyen', 'Johnson', 'Martin', 'White'];

type Stored = AccountEvent | EmailClaimEvent | SessionEvent;
const toNew = (event: Stored): NewEvent => ({ id: randomUUID(), type: event.type, data: event.data });

/** One account's life: sign-up, password, sessions, profile and settings changes; a referrer is verified. */
const accountHistory = (n: number, start: number): Stored[] => {
  const userId = `bench-user-${n}`;
  const at = (step: number) => new Date(start + n * 60_000 + step * 1000).toISOString();
  const firstName = firstNames[n % firstNames.length] ?? 'Alex';
  const lastName = lastNames[Math.floor(n / firstNames.length) % lastNames.length] ?? 'Lee';
  const email = `${firstName}.${lastName}.${n}@example.com`.toLowerCase();
  const isReferrer = n % 5 === 0;
  const profile = { firstName, lastName, email, mobile: '0412345678', mobileWork: '0298765432', picture: '' };
  const session = (step: number) => `session-${n}-${step}`;
  const events: Stored[] = [
    {
      type: 'UserRegistered',
      data: {
        userId,
        firstName,
        lastName,
        email,
        mobile: profile.mobile,
        userRole: isReferrer ? 'referrer' : 'jobSeeker',
        dateOfBirth: '1992-04-17',
        at: at(0),
      },
    },
    { type: 'PasswordSet', data: { userId, passwordHash: fakePasswordHash, at: at(1) } },
    { type: 'UserLoggedIn', data: { userId, sessionId: session(2), at: at(2) } },
    { type: 'ProfileUpdated', data: { userId, ...profile, at: at(3) } },
    {
      type: 'NotificationSettingsChanged',
      data: {
        userId,
        settings: {
          jobReferralStatusUpdates: true,
          newReferralOpportunities: n % 2 === 0,
          careerAdviceSessionReminders: true,
          resumeReviewCompletion: true,
          generalAnnouncements: false,
        },
        at: at(4),
      },
    },
    { type: 'UserLoggedOut', data: { userId, sessionId: session(2), at: at(5) } },
    { type: 'UserLoggedIn', data: { userId, sessionId: session(6), at: at(6) } },
    { type: 'ProfileUpdated', data: { userId, ...profile, mobileWork: '0290001111', at: at(7) } },
    isReferrer
      ? { type: 'ReferrerVerificationStatusChanged', data: { userId, status: 'approved', previousStatus: 'pending', by: { system: 'bench' }, at: at(8) } }
      : { type: 'PasswordChanged', data: { userId, passwordHash: fakePasswordHash, at: at(8) } },
    { type: 'UserLoggedOut', data: { userId, sessionId: session(6), at: at(9) } },
  ];
  return events.slice(0, EVENTS_PER_USER);
};

/** Where each event of a history lives today: logins and logouts in their session's stream, the rest in the account's. */
const streamOf = (event: Stored): string =>
  event.type === 'UserLoggedIn' || event.type === 'UserLoggedOut' ? sessionStream(event.data.sessionId) : userStream(String(event.data.userId));

/**
 * Writes about `total` account events to a fresh events.db through the adapter's batched append:
 * each account's history goes to its streams, one append per stream, as the server's commands would.
 */
export const fillAccountLog = async (file: string, total: number): Promise<{ events: number; users: number }> => {
  const store = createSqliteEventStore({ file });
  const users = Math.ceil(total / EVENTS_PER_USER);
  const start = Date.parse('2025-01-01T00:00:00.000Z');
  let events = 0;
  for (let n = 0; n < users; n += 1) {
    const history = accountHistory(n, start);
    const streams = new Map<string, NewEvent[]>();
    for (const event of history) streams.set(streamOf(event), [...(streams.get(streamOf(event)) ?? []), toNew(event)]);
    for (const [stream, batch] of streams) await store.append(stream, batch, 'no_stream');
    events += history.length;
  }
  await store.close();
  return { events, users };
};
