import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { userStream, type AccountEvent } from '@referly/domain';
import { createSqliteEventStore } from '@referly/infra/event-store/sqlite-event-store';
import type { EventStore } from '@referly/infra/ports/event-store';
import { appendEvents } from '../test-support/notification-mail-stack.ts';
import { companyReferrers, everyone } from './accounts-lookup.ts';

const dirs: string[] = [];
const stores: EventStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const logFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'referly-lookup-'));
  dirs.push(dir);
  return join(dir, 'events.db');
};
const open = (file: string) => {
  const store = createSqliteEventStore({ file });
  stores.push(store);
  return store;
};

const at = new Date().toISOString();
const append: (eventStore: EventStore, stream: string, ...events: AccountEvent[]) => Promise<string[]> = appendEvents;

/** A verified account; with `companyId`, a referrer working there, approved. */
const account = async (eventStore: EventStore, userId: string, companyId?: string) => {
  const events: AccountEvent[] = [
    {
      type: 'UserRegistered',
      data: {
        userId,
        firstName: userId,
        lastName: 'Test',
        email: `${userId}@example.com`,
        mobile: '0400000000',
        userRole: companyId ? 'referrer' : 'jobSeeker',
        dateOfBirth: '1990-01-01',
        at,
      },
    },
    { type: 'OtpVerified', data: { userId, otpId: 'o', purpose: 'signUp', at } },
  ];
  if (companyId) {
    events.push(employed(userId, companyId));
    events.push({
      type: 'ReferrerVerificationStatusChanged',
      data: { userId, status: 'approved', previousStatus: 'pending', by: { userId: 'a1', role: 'admin' }, at },
    });
  }
  await append(eventStore, userStream(userId), ...events);
};
const employed = (userId: string, companyId: string): AccountEvent => ({
  type: 'EmploymentRecorded',
  data: { userId, companyId, companyName: companyId, positionAtCompany: 'Engineer', at },
});

/** The store, counting the events its `readAll` hands over. */
const counting = (inner: EventStore) => {
  const counted = { events: 0 };
  const store: EventStore = {
    ...inner,
    readAll: async (options) => {
      const events = await inner.readAll(options);
      counted.events += events.length;
      return events;
    },
  };
  return { store, counted };
};

const ids = (people: { userId: string }[]) => people.map(({ userId }) => userId);

describe("a company's referrers, for the mail workers", () => {
  it('names every approved referrer working there now, new ones and those another process recorded included', async () => {
    const file = logFile();
    const workers = open(file);
    const server = open(file);
    await account(server, 'ann', 'atlassian');
    await account(server, 'ben', 'canva');
    await account(server, 'sam');
    expect(ids(await companyReferrers(workers, 'atlassian'))).toEqual(['ann']);

    await account(server, 'cat', 'atlassian');
    await append(server, userStream('ben'), employed('ben', 'atlassian'));
    await append(server, userStream('ann'), employed('ann', 'canva'));
    expect(ids(await companyReferrers(workers, 'atlassian'))).toEqual(['cat', 'ben']);
    expect(ids(await companyReferrers(workers, 'canva'))).toEqual(['ann']);
    expect(ids(await everyone(workers))).toEqual(['ann', 'ben', 'sam', 'cat']);
  });

  it('reads only the accounts’ events appended since the last look-up, not the log again for every mail', async () => {
    const file = logFile();
    const { store, counted } = counting(open(file));
    for (const userId of ['r1', 'r2', 'r3']) await account(store, userId, 'atlassian');
    expect(ids(await companyReferrers(store, 'atlassian'))).toEqual(['r1', 'r2', 'r3']);
    const first = counted.events;

    expect(ids(await companyReferrers(store, 'atlassian'))).toEqual(['r1', 'r2', 'r3']);
    expect(counted.events).toBe(first);
    await account(store, 'r4', 'atlassian');
    const [second, third] = await Promise.all([companyReferrers(store, 'atlassian'), companyReferrers(store, 'atlassian')]);
    expect(ids(second ?? [])).toEqual(['r1', 'r2', 'r3', 'r4']);
    expect(ids(third ?? [])).toEqual(['r1', 'r2', 'r3', 'r4']);
    expect(counted.events).toBe(first + 1);
  });
});
