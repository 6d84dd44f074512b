import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { defaultNotificationSettings, sessionStream, userStream, type AccountEvent } from '@referly/domain';
import type { EventStore } from '@referly/infra/ports/event-store';
import { createMemoryReadStore } from '@referly/infra/read-store/memory-read-store';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { projectionTestKit } from '../test-kit.ts';
import { accountsProjections } from './index.ts';
import { getUser, listUsers, sessionEnded } from './queries.ts';
import { COUNTERS, USERS, usersProjection } from './users.projection.ts';

const { openStore, startRunner } = projectionTestKit();
const run = (eventStore: EventStore, readStore: ReadStore, rebuild = true) => startRunner(eventStore, readStore, accountsProjections.projections, rebuild);

const append = (eventStore: EventStore, userId: string, ...events: AccountEvent[]) =>
  eventStore.append(
    userStream(userId),
    events.map((event) => ({ id: randomUUID(), ...event })),
    'any',
  );

const registered = (userId: string, firstName: string, email: string, at: string, userRole: 'jobSeeker' | 'referrer' = 'jobSeeker'): AccountEvent => ({
  type: 'UserRegistered',
  data: { userId, firstName, lastName: 'Nguyen', email, mobile: '0400000000', userRole, dateOfBirth: '1990-01-01', at },
});

describe('users read model', () => {
  it('shows a registered account as pending until its password is set, then active', async () => {
    const eventStore = openStore();
    const readStore = createMemoryReadStore();
    const runner = await run(eventStore, readStore);
    await append(eventStore, 'u1', registered('u1', 'Mai', 'mai@example.com', '2025-01-01T00:00:00.000Z'));
    const verified = await append(eventStore, 'u1', {
      type: 'OtpVerified',
      data: { userId: 'u1', otpId: 'o1', purpose: 'signUp', at: '2025-01-01T00:01:00.000Z' },
    });
    await runner.waitFor(verified.position);
    expect(await getUser(readStore, 'u1')).toMatchObject({
      id: 'u1',
      index: 1,
      firstName: 'Mai',
      email: 'mai@example.com',
      userRole: 'jobSeeker',
      createdAt: '2025-01-01T00:00:00.000Z',
      accountStatus: 'pendingVerification',
      emailVerified: true,
      referrerVerificationStatus: null,
      notificationSettings: defaultNotificationSettings,
      passwordChangedAt: null,
      pendingEmail: null,
    });

    const set = await append(eventStore, 'u1', { type: 'PasswordSet', data: { userId: 'u1', passwordHash: 'h', at: '2025-01-01T00:02:00.000Z' } });
    await runner.waitFor(set.position);
    expect(await getUser(readStore, 'u1')).toMatchObject({ accountStatus: 'active', passwordChangedAt: '2025-01-01T00:02:00.000Z' });
    expect(JSON.stringify(await getUser(readStore, 'u1'))).not.toContain('passwordHash');
  });

  it('drops a sign-up closed because another account verified its address: one account per address in the list', async () => {
    const eventStore = openStore();
    const readStore = createMemoryReadStore();
    const runner = await run(eventStore, readStore);
    await append(eventStore, 'owner', registered('owner', 'Owner', 'same@example.com', '2025-01-01T00:00:00.000Z'));
    await append(eventStore, 'stranger', registered('stranger', 'Attacker', 'same@example.com', '2025-01-01T00:03:00.000Z'));
    await append(eventStore, 'owner', { type: 'OtpVerified', data: { userId: 'owner', otpId: 'o1', purpose: 'signUp', at: '2025-01-01T00:04:00.000Z' } });
    const closed = await append(eventStore, 'stranger', {
      type: 'RegistrationClosed',
      data: { userId: 'stranger', email: 'same@example.com', holderId: 'owner', at: '2025-01-01T00:04:00.000Z' },
    });
    await runner.waitFor(closed.position);
    expect(await getUser(readStore, 'stranger')).toMatchObject({ firstName: 'Attacker', closedAt: '2025-01-01T00:04:00.000Z' });
    const list = await listUsers(readStore, { page: 1, limit: 10, search: 'same@example.com' });
    expect(list.data.map((user) => [user.id, user.firstName, user.emailVerified])).toEqual([['owner', 'Owner', true]]);
    expect(list.totalCount).toBe(1);
  });

  it('follows verification status, notification settings, logins and a waiting e-mail change', async () => {
    const eventStore = openStore();
    const readStore = createMemoryReadStore();
    const runner = await run(eventStore, readStore);
    const admin = { userId: 'a1', role: 'admin' as const };
    const settings = { ...defaultNotificationSettings, generalAnnouncements: true, newReferralOpportunities: false };
    await append(eventStore, 'r1', registered('r1', 'Ravi', 'ravi@example.com', '2025-01-01T00:00:00.000Z', 'referrer'));
    await append(
      eventStore,
      'r1',
      {
        type: 'ReferrerVerificationStatusChanged',
        data: { userId: 'r1', status: 'pending', previousStatus: null, by: { system: 'sign-up' }, at: '2025-01-02T00:00:00.000Z' },
      },
      {
        type: 'ReferrerVerificationStatusChanged',
        data: { userId: 'r1', status: 'approved', previousStatus: 'pending', by: admin, at: '2025-01-03T00:00:00.000Z' },
      },
      { type: 'NotificationSettingsChanged', data: { userId: 'r1', settings, at: '2025-01-04T00:00:00.000Z' } },
      { type: 'EmailChangeRequested', data: { userId: 'r1', email: 'ravi@example.org', at: '2025-01-04T00:00:00.000Z' } },
    );
    const session = await eventStore.append(
      sessionStream('s1'),
      [{ id: randomUUID(), type: 'UserLoggedIn', data: { userId: 'r1', sessionId: 's1', at: '2025-01-05T00:00:00.000Z' } }],
      'no_stream',
    );
    await runner.waitFor(session.position);
    expect(await getUser(readStore, 'r1')).toMatchObject({
      referrerVerificationStatus: 'approved',
      notificationSettings: settings,
      lastLoginAt: '2025-01-05T00:00:00.000Z',
      email: 'ravi@example.com',
      pendingEmail: 'ravi@example.org',
    });

    const changed = await append(eventStore, 'r1', {
      type: 'EmailChanged',
      data: { userId: 'r1', email: 'ravi@example.org', previousEmail: 'ravi@example.com', at: '2025-01-06T00:00:00.000Z' },
    });
    await runner.waitFor(changed.position);
    expect(await getUser(readStore, 'r1')).toMatchObject({ email: 'ravi@example.org', pendingEmail: null });
  });

  it('keeps every ended session for as long as it is asked about, however many there are', async () => {
    const eventStore = openStore();
    const readStore = createMemoryReadStore();
    const runner = await run(eventStore, readStore);
    let last = 0;
    for (let i = 0; i < 120; i += 1) {
      const sessionId = `s${i}`;
      last = (
        await eventStore.append(
          sessionStream(sessionId),
          [
            { id: randomUUID(), type: 'UserLoggedIn', data: { userId: 'r1', sessionId, at: '2025-01-05T00:00:00.000Z' } },
            ...(i === 119 ? [] : [{ id: randomUUID(), type: 'UserLoggedOut', data: { userId: 'r1', sessionId, at: '2025-01-06T00:00:00.000Z' } }]),
          ],
          'no_stream',
        )
      ).position;
    }
    await runner.waitFor(last);
    expect(await sessionEnded(readStore, 's0')).toBe(true);
    expect(await sessionEnded(readStore, 's118')).toBe(true);
    expect(await sessionEnded(readStore, 's119')).toBe(false);
  });

  it('numbers accounts in registration order, and a replay or re-delivery keeps the numbers', async () => {
    const eventStore = openStore();
    const readStore = createMemoryReadStore();
    const runner = await run(eventStore, readStore);
    for (let i = 1; i <= 5; i += 1) {
      await append(eventStore, `u${i}`, registered(`u${i}`, `Name${i}`, `user${i}@example.com`, `2025-01-0${i}T00:00:00.000Z`));
      await append(eventStore, `u${i}`, { type: 'PasswordSet', data: { userId: `u${i}`, passwordHash: 'h', at: `2025-01-0${i}T00:05:00.000Z` } });
    }
    await runner.waitFor(await eventStore.headPosition());
    const indexes = async (store: ReadStore) => (await store.collection(USERS).find({}, { sort: { index: 1 } })).map((doc) => [doc._id, doc.index]);
    const expected = [1, 2, 3, 4, 5].map((i) => [`u${i}`, i]);
    expect(await indexes(readStore)).toEqual(expected);
    expect(await readStore.collection(COUNTERS).findOne({ _id: USERS })).toMatchObject({ value: 5 });

    // every event delivered again, as after a crash before any checkpoint was written
    await usersProjection.apply(await eventStore.readAll(), readStore);
    for (const event of await eventStore.readAll()) await usersProjection.apply([event], readStore);
    expect(await indexes(readStore)).toEqual(expected);
    expect(await readStore.collection(COUNTERS).findOne({ _id: USERS })).toMatchObject({ value: 5 });

    // a crash after the documents but before the counter: replay recounts to the same numbers
    await readStore.collection(COUNTERS).replaceOne({ _id: USERS }, { _id: USERS, value: 2, _position: 3 });
    await readStore.collection(USERS).deleteOne({ _id: 'u4' });
    await usersProjection.apply(await eventStore.readAll({ after: 3 }), readStore);
    expect(await indexes(readStore)).toEqual(expected);

    const rebuilt = createMemoryReadStore();
    await run(eventStore, rebuilt);
    expect(await indexes(rebuilt)).toEqual(expected);
    expect(await rebuilt.collection(USERS).find({}, { sort: { _id: 1 } })).toEqual(await readStore.collection(USERS).find({}, { sort: { _id: 1 } }));
  });

  it('makes the same documents from a catch-up that folds many events of an account in one batch as from one event at a time', async () => {
    const eventStore = openStore();
    const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 0, minute)).toISOString();
    const file = (fileId: string) => ({ fileId, name: `${fileId}.pdf`, mime: 'application/pdf', size: 10 });
    const details = { name: 'Ravi Nguyen', firstName: 'Ravi', lastName: 'Nguyen', email: 'ravi@example.com', mobile: '0400000000' };
    const settings = { ...defaultNotificationSettings, generalAnnouncements: true };
    for (const userId of ['u1', 'u2', 'u3']) {
      await append(
        eventStore,
        userId,
        registered(userId, 'First', `${userId}@example.com`, at(0), userId === 'u2' ? 'referrer' : 'jobSeeker'),
        {
          type: 'SignUpDetailsUpdated',
          data: { userId, firstName: 'Second', lastName: 'Le', mobile: '0411111111', userRole: 'jobSeeker', dateOfBirth: '1991-02-02', at: at(1) },
        },
        { type: 'OtpVerified', data: { userId, otpId: 'o1', purpose: 'passwordReset', at: at(2) } },
        { type: 'OtpVerified', data: { userId, otpId: 'o2', purpose: 'signUp', at: at(3) } },
        { type: 'PasswordSet', data: { userId, passwordHash: 'h', at: at(4) } },
        {
          type: 'ProfileUpdated',
          data: {
            userId,
            firstName: 'Third',
            lastName: 'Tran',
            email: `${userId}@example.com`,
            mobile: '0422222222',
            mobileWork: '02',
            picture: 'p',
            at: at(5),
          },
        },
        { type: 'NotificationSettingsChanged', data: { userId, settings, at: at(6) } },
        { type: 'EmailChangeRequested', data: { userId, email: `${userId}@example.org`, at: at(7) } },
        { type: 'EmailChangeCancelled', data: { userId, email: `${userId}@example.org`, at: at(8) } },
        { type: 'EmailChangeRequested', data: { userId, email: `${userId}@example.net`, at: at(9) } },
        { type: 'EmailChanged', data: { userId, email: `${userId}@example.net`, previousEmail: `${userId}@example.com`, at: at(10) } },
        { type: 'PasswordChanged', data: { userId, passwordHash: 'h2', at: at(11) } },
        { type: 'ReferrerVerificationSubmitted', data: { userId, details, passport: file('pp'), picture: file('pic'), at: at(12) } } as unknown as AccountEvent,
        {
          type: 'ReferrerVerificationStatusChanged',
          data: { userId, status: 'approved', previousStatus: 'pending', by: { userId: 'admin', role: 'admin' }, at: at(13) },
        },
        {
          type: 'EmploymentRecorded',
          data: { userId, companyId: 'c1', companyName: 'Acme', positionAtCompany: 'Engineer', at: at(14) },
        } as unknown as AccountEvent,
        registered(userId, 'Again', `${userId}@example.com`, at(15)),
        ...(userId === 'u3' ? [{ type: 'RegistrationClosed', data: { userId, email: 'x@example.com', holderId: 'u1', at: at(16) } } as AccountEvent] : []),
      );
      await eventStore.append(
        sessionStream(`s-${userId}`),
        [{ id: randomUUID(), type: 'UserLoggedIn', data: { userId, sessionId: `s-${userId}`, at: at(17) } }],
        'no_stream',
      );
    }
    const events = await eventStore.readAll();
    const users = (store: ReadStore) => store.collection(USERS).find({}, { sort: { _id: 1 } });

    const oneByOne = createMemoryReadStore();
    for (const event of events) await usersProjection.apply([event], oneByOne);
    const inOneBatch = createMemoryReadStore();
    await usersProjection.apply(events, inOneBatch);
    // the second half over documents the first half stored
    const inTwoBatches = createMemoryReadStore();
    const half = Math.floor(events.length / 2);
    await usersProjection.apply(events.slice(0, half), inTwoBatches);
    const storedAsKept = await inTwoBatches.collection(USERS).find({}, { sort: { _id: 1 }, readOnly: true });
    const stored = await users(inTwoBatches);
    await usersProjection.apply(events.slice(half), inTwoBatches);

    const expected = await users(oneByOne);
    expect(expected).toHaveLength(3);
    expect(expected[0]).toMatchObject({
      firstName: 'Again',
      lastName: 'Nguyen',
      email: 'u1@example.com',
      emailVerified: true,
      careerInfo: { companyName: 'Acme' },
    });
    expect(await users(inOneBatch)).toEqual(expected);
    expect(await users(inTwoBatches)).toEqual(expected);
    // the documents the first batch stored were not changed in place by the second
    expect(stored).not.toEqual(expected);
    expect(storedAsKept).toEqual(stored);
  });

  it('lists accounts newest first, filtered by role and by a case-insensitive search', async () => {
    const eventStore = openStore();
    const readStore = createMemoryReadStore();
    await append(eventStore, 'u1', registered('u1', 'Alice', 'alice@example.com', '2025-01-01T00:00:00.000Z'));
    await append(eventStore, 'u2', registered('u2', 'Bob', 'bob@work.com', '2025-01-02T00:00:00.000Z', 'referrer'));
    await append(eventStore, 'u3', registered('u3', 'Carol', 'carol@example.com', '2025-01-03T00:00:00.000Z'));
    await run(eventStore, readStore);

    const all = await listUsers(readStore, { page: 1, limit: 2 });
    expect(all.data.map((user) => user.id)).toEqual(['u3', 'u2']);
    expect(all).toMatchObject({ totalPages: 2, currentPage: 1, totalCount: 3 });
    expect((await listUsers(readStore, { page: 2, limit: 2 })).data.map((user) => user.id)).toEqual(['u1']);
    expect((await listUsers(readStore, { page: 1, limit: 10, role: 'referrer' })).data.map((user) => user.id)).toEqual(['u2']);
    expect((await listUsers(readStore, { page: 1, limit: 10, search: 'EXAMPLE.com' })).data.map((user) => user.id)).toEqual(['u3', 'u1']);
    expect((await listUsers(readStore, { page: 1, limit: 10, search: 'car', role: 'jobSeeker' })).totalCount).toBe(1);
    expect((await listUsers(readStore, { page: 1, limit: 10, search: '.*' })).totalCount).toBe(0);
  });
});
