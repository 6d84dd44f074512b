import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AppConfigEvent, RecordedEvent } from '@referly/domain';
import { createMemoryReadStore } from '@referly/infra/read-store/memory-read-store';
import { toActivity } from '../activity/activity-entry.ts';
import { describeActivity, type ActivityContext } from '../activity/describe.ts';
import { projectionTestKit } from '../test-kit.ts';
import { appConfigProjection, getAppConfig } from './app-config.projection.ts';

const { openStore, startRunner } = projectionTestKit();
const at = '2026-11-28T10:00:00.000Z';
const changed = (data: AppConfigEvent['data']): AppConfigEvent => ({ type: 'AppConfigChanged', data });
const nobody: ActivityContext = { user: () => undefined, request: () => undefined, company: () => undefined };
const sentenceOf = (event: AppConfigEvent) => {
  const recorded: RecordedEvent = { ...event, id: 'e-1', streamId: `app-config-${event.data.key}`, revision: 0, position: 1, metadata: {}, recordedAt: at };
  const doc = toActivity(recorded);
  return doc && describeActivity(doc, nobody);
};

describe('app config read model', () => {
  it('keeps a period beside a price, each with its category', async () => {
    const eventStore = openStore();
    const events: AppConfigEvent[] = [
      changed({ key: 'jobReferralAmount', value: 450, description: 'Referral', category: 'payment', at }),
      changed({ key: 'untakenRefundDays', value: 5, description: 'Refund', category: 'timers', at }),
      changed({ key: 'untakenRefundDays', value: 6, description: 'Refund', category: 'timers', at }),
    ];
    for (const event of events) await eventStore.append(`app-config-${event.data.key}`, [{ id: randomUUID(), ...event }], 'any');
    const readStore = createMemoryReadStore();
    await startRunner(eventStore, readStore, [appConfigProjection]);
    expect(await getAppConfig(readStore, 'untakenRefundDays')).toMatchObject({ key: 'untakenRefundDays', value: 6, category: 'timers', updatedAt: at });
    expect(await getAppConfig(readStore, 'jobReferralAmount')).toMatchObject({ value: 450, category: 'payment' });
  });
});

describe('app config in the activity feed', () => {
  it('says a price in dollars and a period in its unit', () => {
    expect(sentenceOf(changed({ key: 'jobReferralAmount', value: 60, description: 'Job referral', category: 'payment', at }))?.what).toBe(
      'The price “Job referral” was set to $60',
    );
    expect(sentenceOf(changed({ key: 'untakenReminderHours', value: 24, description: 'Reminder', category: 'timers', at }))).toMatchObject({
      who: null,
      what: 'The request timer “Untaken reminder” was set to 24 hours',
      link: { href: '/admin_dashboard/payment_management' },
    });
    expect(sentenceOf(changed({ key: 'disputeWindowDays', value: 1, description: 'Disputes', category: 'timers', at }))?.what).toBe(
      'The request timer “Dispute window” was set to 1 day',
    );
  });
});
