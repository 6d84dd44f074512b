import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  chatStream,
  defaultNotificationSettings,
  resumeReviewStream,
  userStream,
  type AccountEvent,
  type ChatEvent,
  type NotificationSettings,
  type ResumeReviewEvent,
} from '@referly/domain';
import type { EventStore } from '@referly/infra/ports/event-store';
import { notificationMailStream } from '../notifications/events.ts';
import { appendEvents, startNotificationMailStack, useSmtpPeer } from '../test-support/notification-mail-stack.ts';

const peer = useSmtpPeer();
const { stops } = peer;

/** The notification e-mail workers on a log file, mailing the SMTP peer. */
const startStack = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'referly-review-mail-'));
  const { eventStore, stop } = await startNotificationMailStack({ file: join(dir, 'events.db'), smtpPort: peer.port, digestAfterMs: 300 });
  stops.push(async () => {
    await stop();
    rmSync(dir, { recursive: true, force: true });
  });
  return eventStore;
};

const at = new Date().toISOString();
const append: (eventStore: EventStore, stream: string, ...events: (AccountEvent | ResumeReviewEvent | ChatEvent)[]) => Promise<string[]> = appendEvents;

/** A verified seeker's account, with their settings. */
const seeker = async (eventStore: EventStore, userId: string, settings: Partial<NotificationSettings> = {}) => {
  const email = `${userId}@example.com`;
  await append(
    eventStore,
    userStream(userId),
    {
      type: 'UserRegistered',
      data: { userId, firstName: 'Jane', lastName: 'Citizen', email, mobile: '0400000000', userRole: 'jobSeeker', dateOfBirth: '1990-01-01', at },
    },
    { type: 'OtpVerified', data: { userId, otpId: 'o', purpose: 'signUp', at } },
    { type: 'NotificationSettingsChanged', data: { userId, settings: { ...defaultNotificationSettings, ...settings }, at } },
  );
  return email;
};

const ada = { userId: 'a1', name: 'Ada Admin' };
const requested = (reviewId: string, seekerId: string): ResumeReviewEvent => ({
  type: 'ResumeReviewRequested',
  data: {
    reviewId,
    seekerId,
    seeker: { name: 'Jane Citizen', email: `${seekerId}@example.com`, mobile: '0412345678' },
    industry: 'ICT',
    desiredPosition: 'Backend Engineer',
    companyId: 'atlassian',
    companyName: 'Atlassian',
    currentJob: '',
    jobAd: null,
    resume: { fileId: 'f', name: 'resume.pdf', mime: 'application/pdf', size: 10 },
    coverLetter: null,
    amountCents: 30600,
    currency: 'usd',
    paymentIntentId: 'pi',
    couponId: null,
    couponCode: null,
    discountPercentage: null,
    at,
  },
});
const consultantSaved = (reviewId: string, seekerId: string, status: 'pending' | 'completed'): ResumeReviewEvent => ({
  type: 'ConsultantReviewSaved',
  data: { reviewId, seekerId, by: ada, reviewedResume: null, feedback: 'Lead with your results.', from: 'pending', status, at },
});
const meeting = (reviewId: string, seekerId: string): ResumeReviewEvent => ({
  type: 'CareerAdviceMeetingScheduled',
  data: { reviewId, seekerId, link: 'https://meet.example.com/abc', date: '2026-12-01', time: '14:30', by: ada, at },
});

const settled = async (eventStore: EventStore, triggerId: string | undefined) =>
  (await eventStore.readStream(notificationMailStream(String(triggerId)))).filter((event) => event.type === 'NotificationMailSettled');
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 10_000, interval: 25 });
const mailsTo = (address: string) => peer.mailsTo(address);

describe('a resume review’s e-mails', () => {
  it('tell the seeker their review is complete, when their review-completion toggle is on; not a review saved as pending', async () => {
    const eventStore = await startStack();
    const on = await seeker(eventStore, 'on');
    const off = await seeker(eventStore, 'off', { resumeReviewCompletion: false });
    await append(eventStore, resumeReviewStream('rev-on'), requested('rev-on', 'on'));
    await append(eventStore, resumeReviewStream('rev-off'), requested('rev-off', 'off'));
    const [saved] = await append(eventStore, resumeReviewStream('rev-on'), consultantSaved('rev-on', 'on', 'pending'));
    const [done] = await append(eventStore, resumeReviewStream('rev-on'), consultantSaved('rev-on', 'on', 'completed'));
    const [quiet] = await append(eventStore, resumeReviewStream('rev-off'), consultantSaved('rev-off', 'off', 'completed'));
    for (const trigger of [saved, done, quiet]) await eventually(async () => expect(await settled(eventStore, trigger)).toHaveLength(1));
    expect(mailsTo(on)).toEqual([
      expect.objectContaining({
        subject: 'Referly: Your resume review is complete',
        body: expect.stringContaining('A consultant reviewed your resume for Backend Engineer at Atlassian: their feedback and reviewed resume are ready.'),
      }),
    ]);
    expect(mailsTo(off)).toEqual([]);
  });

  it('tell the seeker of their career advice session, when their reminders toggle is on', async () => {
    const eventStore = await startStack();
    const on = await seeker(eventStore, 'on');
    const off = await seeker(eventStore, 'off', { careerAdviceSessionReminders: false });
    await append(eventStore, resumeReviewStream('rev-on'), requested('rev-on', 'on'));
    await append(eventStore, resumeReviewStream('rev-off'), requested('rev-off', 'off'));
    const [booked] = await append(eventStore, resumeReviewStream('rev-on'), meeting('rev-on', 'on'));
    const [quiet] = await append(eventStore, resumeReviewStream('rev-off'), meeting('rev-off', 'off'));
    for (const trigger of [booked, quiet]) await eventually(async () => expect(await settled(eventStore, trigger)).toHaveLength(1));
    expect(mailsTo(on)).toEqual([
      expect.objectContaining({
        subject: 'Referly: Career advice session booked',
        body: expect.stringContaining('Career advice session on 2026-12-01 at 14:30: https://meet.example.com/abc (Backend Engineer at Atlassian).'),
      }),
    ]);
    expect(mailsTo(off)).toEqual([]);
  });

  it('name the review in the digest of its chat’s messages the seeker left unread', async () => {
    const eventStore = await startStack();
    const email = await seeker(eventStore, 'sam');
    await append(eventStore, resumeReviewStream('rev-1'), requested('rev-1', 'sam'));
    const answer: ChatEvent = {
      type: 'ChatMessageSent',
      data: {
        chatId: 'rev-1',
        chatType: 'resumeReview',
        requestId: 'rev-1',
        messageId: 'm1',
        sender: { ...ada, role: 'admin' },
        content: { type: 'text', value: 'The consultant will look at your summary.' },
        participants: { seekerId: 'sam', referrerId: null, companyId: '' },
        at,
      },
    };
    await append(eventStore, chatStream('rev-1'), answer);
    await eventually(async () => expect(mailsTo(email)).toHaveLength(1));
    expect(mailsTo(email)).toEqual([
      expect.objectContaining({
        subject: 'Referly: 1 unread message about Backend Engineer at Atlassian (resume review)',
        body: expect.stringContaining('You have 1 unread message in the chat about Backend Engineer at Atlassian (resume review):'),
      }),
    ]);
  });
});
