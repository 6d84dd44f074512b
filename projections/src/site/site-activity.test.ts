import type { RecordedEvent } from '@referly/domain';
import { describe, expect, it } from 'vitest';
import { toActivity } from '../activity/activity-entry.ts';
import { describeActivity } from '../activity/describe.ts';

const received = (data: Record<string, unknown>, position = 7): RecordedEvent => ({
  type: 'ContactMessageReceived',
  data: {
    messageId: 'm1',
    name: 'Sam Lee',
    email: 'sam@example.com',
    subject: 'Billing',
    message: 'Hi',
    kind: 'contact',
    rating: null,
    at: '2026-11-24T00:00:00.000Z',
    ...data,
  },
  id: `e-${position}`,
  streamId: 'contact-message-m1',
  revision: 0,
  position,
  metadata: {},
  recordedAt: '2026-11-24T00:00:00.000Z',
});

const nobody = { user: () => undefined, request: () => undefined, company: () => undefined };
const entry = (event: RecordedEvent) => {
  const doc = toActivity(event);
  if (!doc) throw new Error('not in the feed');
  return { kind: doc.kind, ...describeActivity(doc, nobody) };
};

describe('contact messages in the admin feed', () => {
  it('says who wrote about what, and links to contact management', () => {
    expect(entry(received({}))).toMatchObject({
      kind: 'contact',
      what: 'Sam Lee (sam@example.com) sent a message: Billing',
      link: { href: '/admin_dashboard/contact_management', label: 'View contacts' },
    });
  });

  it('gives a feedback its rating out of 10', () => {
    expect(entry(received({ kind: 'feedback', subject: 'Feedback - Report a Bug', rating: 8 })).what).toBe(
      'Sam Lee (sam@example.com) sent feedback rated 8/10: Feedback - Report a Bug',
    );
  });

  it('never copies the message itself into the feed', () => {
    expect(toActivity(received({ message: 'private words' }))?.details).not.toHaveProperty('message');
  });
});
