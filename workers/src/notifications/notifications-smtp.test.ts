import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ANNOUNCEMENTS_STREAM,
  chatStream,
  defaultNotificationSettings,
  referralStream,
  userStream,
  type AccountEvent,
  type AnnouncementEvent,
  type ChatEvent,
  type ChatSender,
  type NotificationSettings,
  type ReferralEvent,
} from '@referly/domain';
import type { EventStore } from '@referly/infra/ports/event-store';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appendEvents, startNotificationMailStack, startSmtpPeer } from '../test-support/notification-mail-stack.ts';
import { notificationMailStream } from './events.ts';

/** A real SMTP peer that keeps every message it takes, read as a mail client would show it. */
let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
beforeAll(async () => {
  peer = await startSmtpPeer();
});
afterAll(() => peer.close());

const dirs: string[] = [];
const running: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of running.splice(0).reverse()) await stop();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  peer.inbox.length = 0;
});

const DIGEST_AFTER_MS = 300;
const eventually = (check: () => Promise<void> | void, timeout = 10_000) => vi.waitFor(check, { timeout, interval: 25 });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mailsTo = (address: string) => peer.mailsTo(address);

/** One worker process on a log file: the notifications' reactors and workers, mailing the SMTP peer. */
const startStack = async (file: string) => {
  const stack = await startNotificationMailStack({ file, smtpPort: peer.port, digestAfterMs: DIGEST_AFTER_MS });
  running.push(stack.stop);
  return stack;
};

const tempFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'referly-notify-'));
  dirs.push(dir);
  return join(dir, 'events.db');
};

const at = new Date().toISOString();
type Any = AccountEvent | ReferralEvent | ChatEvent | AnnouncementEvent;
const append: (eventStore: EventStore, stream: string, ...events: Any[]) => Promise<string[]> = appendEvents;

/** A verified account, with its settings; a referrer also works, verified, at `companyId`. */
const account = async (
  eventStore: EventStore,
  userId: string,
  change: { role?: 'jobSeeker' | 'referrer' | 'admin'; settings?: Partial<NotificationSettings>; companyId?: string } = {},
) => {
  const role = change.role ?? 'jobSeeker';
  const email = `${userId}@example.com`;
  const events: AccountEvent[] = [
    {
      type: 'UserRegistered',
      data: { userId, firstName: userId, lastName: 'Test', email, mobile: '0400000000', userRole: role, dateOfBirth: '1990-01-01', at },
    },
    { type: 'OtpVerified', data: { userId, otpId: 'o', purpose: 'signUp', at } },
  ];
  if (change.settings)
    events.push({ type: 'NotificationSettingsChanged', data: { userId, settings: { ...defaultNotificationSettings, ...change.settings }, at } });
  if (change.companyId) {
    events.push({ type: 'EmploymentRecorded', data: { userId, companyId: change.companyId, companyName: 'Atlassian', positionAtCompany: 'Engineer', at } });
    events.push({
      type: 'ReferrerVerificationStatusChanged',
      data: { userId, status: 'approved', previousStatus: 'pending', by: { userId: 'a1', role: 'admin' }, at },
    });
  }
  await append(eventStore, userStream(userId), ...events);
  return email;
};

const requested = (referralId: string, seekerId: string): ReferralEvent => ({
  type: 'ReferralRequested',
  data: {
    referralId,
    seekerId,
    seeker: { name: 'Sam Seeker', email: `${seekerId}@example.com`, mobile: '0412345678' },
    industry: 'ICT',
    desiredPosition: 'Backend Engineer',
    companyId: 'atlassian',
    companyName: 'Atlassian',
    currentJob: '',
    jobUrl: null,
    resume: { fileId: 'f', name: 'resume.pdf', mime: 'application/pdf', size: 10 },
    coverLetter: null,
    amountCents: 45000,
    currency: 'aud',
    couponCode: null,
    discountPercentage: null,
    paymentIntentId: 'pi',
    at,
  },
});
const paid = (referralId: string, seekerId: string): ReferralEvent => ({
  type: 'ReferralPaid',
  data: { referralId, seekerId, companyId: 'atlassian', paymentIntentId: 'pi', amountCents: 45000, currency: 'aud', at },
});
const riley: ChatSender = { userId: 'riley', role: 'referrer', name: 'Riley Referrer' };
const rejected = (referralId: string, seekerId: string): ReferralEvent => ({
  type: 'ReferralStatusChanged',
  data: {
    referralId,
    seekerId,
    companyId: 'atlassian',
    referrerId: 'riley',
    from: 'inProgress',
    to: 'rejected',
    by: riley,
    reason: 'The role is filled',
    refundDue: true,
    at,
  },
});
const settled = async (eventStore: EventStore, triggerId: string) =>
  (await eventStore.readStream(notificationMailStream(triggerId))).filter((event) => event.type === 'NotificationMailSettled');

describe('notification e-mails honour the Notification Settings', () => {
  it('mails a status change to a seeker whose toggle is on, and nothing to one whose toggle is off', async () => {
    const { eventStore } = await startStack(tempFile());
    const on = await account(eventStore, 'seeker-on');
    const off = await account(eventStore, 'seeker-off', { settings: { jobReferralStatusUpdates: false } });
    await append(eventStore, referralStream('r-on'), requested('r-on', 'seeker-on'));
    await append(eventStore, referralStream('r-off'), requested('r-off', 'seeker-off'));
    const [onChange] = await append(eventStore, referralStream('r-on'), rejected('r-on', 'seeker-on'));
    const [offChange] = await append(eventStore, referralStream('r-off'), rejected('r-off', 'seeker-off'));
    await eventually(async () => expect(await settled(eventStore, String(offChange))).toHaveLength(1));
    await eventually(async () => expect(await settled(eventStore, String(onChange))).toHaveLength(1));
    expect(mailsTo(on)).toEqual([
      expect.objectContaining({
        subject: 'Referly: Status changed to Rejected',
        body: expect.stringContaining('Your request for Backend Engineer at Atlassian is now Rejected. Reason: The role is filled'),
      }),
    ]);
    expect(mailsTo(off)).toEqual([]);
  });

  it('mails a new paid request to the company’s referrers who want them, only', async () => {
    const { eventStore } = await startStack(tempFile());
    await account(eventStore, 'seeker');
    const keen = await account(eventStore, 'keen', { role: 'referrer', companyId: 'atlassian' });
    const quiet = await account(eventStore, 'quiet', { role: 'referrer', companyId: 'atlassian', settings: { newReferralOpportunities: false } });
    const elsewhere = await account(eventStore, 'elsewhere', { role: 'referrer', companyId: 'canva' });
    await append(eventStore, referralStream('r1'), requested('r1', 'seeker'));
    const [trigger] = await append(eventStore, referralStream('r1'), paid('r1', 'seeker'));
    await eventually(async () => expect(await settled(eventStore, String(trigger))).toHaveLength(1));
    expect(mailsTo(keen).map((mail) => mail.subject)).toEqual(['Referly: New paid request']);
    expect(mailsTo(quiet)).toEqual([]);
    expect(mailsTo(elsewhere)).toEqual([]);
    expect(mailsTo('seeker@example.com')).toEqual([]);
  });

  it('mails an announcement only to those who turned general announcements on, as escaped text', async () => {
    const { eventStore } = await startStack(tempFile());
    const keen = await account(eventStore, 'keen', { settings: { generalAnnouncements: true } });
    const byDefault = await account(eventStore, 'default');
    const author = await account(eventStore, 'ada', { role: 'admin', settings: { generalAnnouncements: true } });
    const announcement: AnnouncementEvent = {
      type: 'AnnouncementSent',
      data: { announcementId: 'an1', title: 'Maintenance', body: 'Down Sunday, 2 < 3 hours.', by: { userId: 'ada', name: 'Ada' }, at },
    };
    const [trigger] = await append(eventStore, ANNOUNCEMENTS_STREAM, announcement);
    await eventually(async () => expect(await settled(eventStore, String(trigger))).toHaveLength(1));
    expect(mailsTo(keen)).toEqual([expect.objectContaining({ subject: 'Referly: Maintenance', body: expect.stringContaining('Down Sunday, 2 < 3 hours.') })]);
    expect(mailsTo(keen)[0]?.body).toContain('Down Sunday, 2 &lt; 3 hours.');
    expect(mailsTo(byDefault)).toEqual([]);
    expect(mailsTo(author)).toEqual([]);
  });

  it('sends nothing again when the workers restart on the same log', async () => {
    const file = tempFile();
    const first = await startStack(file);
    const email = await account(first.eventStore, 'seeker');
    await append(first.eventStore, referralStream('r1'), requested('r1', 'seeker'));
    const [trigger] = await append(first.eventStore, referralStream('r1'), rejected('r1', 'seeker'));
    await eventually(async () => expect(await settled(first.eventStore, String(trigger))).toHaveLength(1));
    await first.stop();
    expect(mailsTo(email)).toHaveLength(1);
    const second = await startStack(file);
    await sleep(300);
    await second.jobQueue.drained('notification-mail');
    expect(mailsTo(email)).toHaveLength(1);
  });
});

describe('chat digests', () => {
  const participants = { seekerId: 'seeker', referrerId: 'riley', companyId: 'atlassian' };
  const message = (messageId: string, value: string): ChatEvent => ({
    type: 'ChatMessageSent',
    data: { chatId: 'r1', chatType: 'jobReferral', requestId: 'r1', messageId, sender: riley, content: { type: 'text', value }, participants, at },
  });
  const conversation = async (eventStore: EventStore) => {
    const email = await account(eventStore, 'seeker');
    await account(eventStore, 'riley', { role: 'referrer', companyId: 'atlassian' });
    await append(eventStore, referralStream('r1'), requested('r1', 'seeker'), paid('r1', 'seeker'));
    return email;
  };

  it('mails two messages left unread within the window as one digest, once', async () => {
    const { eventStore, jobQueue } = await startStack(tempFile());
    const email = await conversation(eventStore);
    await append(eventStore, chatStream('r1'), message('m1', 'Hi Sam, I can refer you.'));
    await sleep(100);
    await append(eventStore, chatStream('r1'), message('m2', 'Can you send your latest resume?'));
    await eventually(() => expect(mailsTo(email)).toHaveLength(1));
    await sleep(DIGEST_AFTER_MS + 200);
    await jobQueue.drained('chat-digest');
    expect(mailsTo(email)).toEqual([
      expect.objectContaining({
        subject: 'Referly: 2 unread messages about Backend Engineer at Atlassian',
        body: expect.stringMatching(/Riley Referrer .*: Hi Sam, I can refer you\.[\s\S]*Riley Referrer .*: Can you send your latest resume\?/),
      }),
    ]);
    // the writer is told of nothing they wrote (their only mail is the paid request's)
    expect(mailsTo('riley@example.com').map((mail) => mail.subject)).toEqual(['Referly: New paid request']);
  });

  it('mails nothing for a message read before the window is over', async () => {
    const { eventStore, jobQueue } = await startStack(tempFile());
    const email = await conversation(eventStore);
    // the chat numbers the payment's system line 1, so the message is 2
    await append(eventStore, chatStream('r1'), message('m1', 'Hello'));
    await append(eventStore, chatStream('r1'), { type: 'ChatRead', data: { chatId: 'r1', userId: 'seeker', upTo: 2, participants, at } });
    await sleep(DIGEST_AFTER_MS + 100);
    await jobQueue.drained('chat-digest');
    await eventually(async () => expect((await eventStore.readStream('chat-digests-r1')).map((event) => event.type)).toEqual(['ChatDigestChecked']));
    expect(mailsTo(email)).toEqual([]);
  });
});
