import { describe, expect, it } from 'vitest';
import { eventStoreContract } from './event-store.contract.ts';
import { createEventStoreDbEventStore, eventIdToUuid } from './eventstoredb-event-store.ts';

const url = process.env.EVENTSTORE_URL;

describe('eventIdToUuid', () => {
  it('maps an id to the same RFC 4122 version 5 UUID every time, and different ids apart', () => {
    const uuid = eventIdToUuid('user-1:registered');
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(eventIdToUuid('user-1:registered')).toBe(uuid);
    expect(eventIdToUuid('user-2:registered')).not.toBe(uuid);
  });
});

describe.skipIf(!url)('EventStoreDB adapter (skipped: set EVENTSTORE_URL, e.g. esdb://localhost:2113?tls=false, to run it)', () => {
  eventStoreContract('eventstoredb', async () => createEventStoreDbEventStore({ connectionString: url ?? '' }));
});
