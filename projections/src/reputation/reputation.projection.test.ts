import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chatStream, referralStream, type ChatEvent, type ChatSender, type ReferralEvent, type ReferralStatus } from '@referly/domain';
import type { EventStore } from '@referly/infra/ports/event-store';
import { createMemoryReadStore } from '@referly/infra/read-store/memory-read-store';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { projectionTestKit } from '../test-kit.ts';
import { reputationProjections } from './index.ts';
import { referrerReputation, seekerHasRequestWith } from './queries.ts';
import { REPUTATION_REQUESTS } from './reputation.projection.ts';

const { openStore, startRunner } = projectionTestKit();
const start = (eventStore: EventStore, readStore: ReadStore) => startRunner(eventStore, readStore, reputationProjections.projections);

const now = new Date('2026-11-23T09:00:00.000Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** `days` and `minutes` before now */
const ago = (days: number, minutes = 0) => new Date(now.getTime() - days * DAY - minutes * MINUTE).toISOString();

const riley: ChatSender = { userId: 'r1', role: 'referrer', name: 'Riley Referrer' };
const casey: ChatSender = { userId: 'r2', role: 'referrer', name: 'Casey Colleague' };
const seeker = (seekerId: string): ChatSender => ({ userId: seekerId, role: 'jobSeeker', name: 'Sam Seeker' });

/** Builds the events of one request and its chat, in the order the test writes them. */
const request = (referralId: string, seekerId = 's1') => {
  const ids = { referralId, seekerId, companyId: 'c1' };
  const participants = { seekerId, referrerId: null, companyId: 'c1' };
  const events: { stream: string; event: ReferralEvent | ChatEvent }[] = [];
  const push = (stream: string, event: ReferralEvent | ChatEvent) => events.push({ stream, event });
  const builder = {
    events,
    requested: (at: string) => {
      push(referralStream(referralId), {
        type: 'ReferralRequested',
        data: {
          ...ids,
          seeker: { name: 'Sam Seeker', email: 'sam@example.com', mobile: '0412345678' },
          industry: 'Information and Communication Technology',
          desiredPosition: 'Backend Engineer',
          companyName: 'Atlassian',
          currentJob: '',
          jobUrl: null,
          resume: { fileId: 'f', name: 'resume.pdf', mime: 'application/pdf', size: 10 },
          coverLetter: null,
          amountCents: 45000,
          currency: 'usd',
          couponCode: null,
          discountPercentage: null,
          paymentIntentId: `pi_${referralId}`,
          at,
        },
      });
      return builder;
    },
    taken: (at: string, by: ChatSender = riley) => {
      push(referralStream(referralId), { type: 'ReferralTaken', data: { ...ids, referrerId: by.userId, referrerName: by.name, at } });
      return builder;
    },
    status: (to: ReferralStatus, at: string) => {
      const data = { ...ids, referrerId: 'r1', from: 'inProgress' as const, to, by: { ...riley }, reason: null, refundDue: false, at };
      push(referralStream(referralId), { type: 'ReferralStatusChanged', data });
      return builder;
    },
    says: (sender: ChatSender, at: string, chatType: 'jobReferral' | 'resumeReview' = 'jobReferral') => {
      const data = {
        chatId: referralId,
        chatType,
        requestId: referralId,
        messageId: randomUUID(),
        sender,
        content: { type: 'text' as const, value: 'Hi' },
        participants,
        at,
      };
      push(chatStream(referralId), { type: 'ChatMessageSent', data });
      return builder;
    },
  };
  return builder;
};

/** Appends each event on its own, in order, so the log interleaves requests and chats as written. */
const write = async (eventStore: EventStore, ...requests: { events: { stream: string; event: ReferralEvent | ChatEvent }[] }[]) => {
  let position = 0;
  for (const { stream, event } of requests.flatMap((r) => r.events))
    position = (await eventStore.append(stream, [{ id: randomUUID(), ...event }], 'any')).position;
  return position;
};

const project = async (...requests: { events: { stream: string; event: ReferralEvent | ChatEvent }[] }[]) => {
  const eventStore = openStore();
  const readStore = createMemoryReadStore();
  const runner = await start(eventStore, readStore);
  await runner.waitFor(await write(eventStore, ...requests));
  return { eventStore, readStore, runner };
};

describe('a referrer’s reputation, from the request and chat events', () => {
  it('is empty for a referrer who took nothing on', async () => {
    const { readStore } = await project(request('ref-1').requested(ago(3)));
    expect(await referrerReputation(readStore, 'r1', now)).toEqual({
      windowDays: 90,
      since: ago(90),
      asOf: now.toISOString(),
      responses: { requests: 0, answered: 0, rate: null },
      firstReply: { requests: 0, medianMs: null },
      approvals: { taken: 0, approved: 0, rate: null },
    });
  });

  it('takes the median first reply of an odd count, and counts the seeker messages never answered', async () => {
    const { readStore } = await project(
      request('ref-1').requested(ago(10)).taken(ago(10)).says(seeker('s1'), ago(9)).says(riley, ago(9, -30)),
      request('ref-2', 's2').requested(ago(8)).taken(ago(8)).says(seeker('s2'), ago(7)).says(riley, ago(7, -125)),
      request('ref-3', 's3').requested(ago(6)).taken(ago(6)).says(seeker('s3'), ago(5)).says(riley, ago(5, -10)),
      request('ref-4', 's4').requested(ago(4)).taken(ago(4)).says(seeker('s4'), ago(3)),
    );
    const figures = await referrerReputation(readStore, 'r1', now);
    expect(figures.responses).toEqual({ requests: 4, answered: 3, rate: 0.75 });
    expect(figures.firstReply).toEqual({ requests: 3, medianMs: 30 * MINUTE });
  });

  it('takes the mean of the two middle replies of an even count', async () => {
    const { readStore } = await project(
      request('ref-1').requested(ago(10)).taken(ago(10)).says(seeker('s1'), ago(9)).says(riley, ago(9, -30)),
      request('ref-2').requested(ago(8)).taken(ago(8)).says(seeker('s1'), ago(7)).says(riley, ago(7, -60)),
    );
    expect((await referrerReputation(readStore, 'r1', now)).firstReply).toEqual({ requests: 2, medianMs: 45 * MINUTE });
  });

  it('leaves out requests older than 90 days', async () => {
    const { readStore } = await project(
      request('ref-old').requested(ago(120)).taken(ago(120)).says(seeker('s1'), ago(119)).says(riley, ago(119, -5)).status('approved', ago(100)),
      request('ref-new').requested(ago(20)).taken(ago(20)).says(seeker('s1'), ago(19)).says(riley, ago(19, -50)),
    );
    const figures = await referrerReputation(readStore, 'r1', now);
    expect(figures.approvals).toEqual({ taken: 1, approved: 0, rate: 0 });
    expect(figures.responses).toEqual({ requests: 1, answered: 1, rate: 1 });
    expect(figures.firstReply).toEqual({ requests: 1, medianMs: 50 * MINUTE });
    // the same log as it stood 60 days ago: the old request was in the window then, the new one not yet made
    const then = await referrerReputation(readStore, 'r1', new Date(now.getTime() - 60 * DAY));
    expect(then.approvals).toEqual({ taken: 1, approved: 1, rate: 1 });
    expect(then.firstReply).toEqual({ requests: 1, medianMs: 5 * MINUTE });
  });

  it('counts a referrer who wrote in the request’s chat before the seeker did as having answered, at once', async () => {
    const { readStore } = await project(request('ref-1').requested(ago(10)).taken(ago(10)).says(riley, ago(9)).says(seeker('s1'), ago(8)));
    const figures = await referrerReputation(readStore, 'r1', now);
    expect(figures.responses).toEqual({ requests: 1, answered: 1, rate: 1 });
    expect(figures.firstReply).toEqual({ requests: 1, medianMs: 0 });
  });

  it('counts the handling referrer’s own answer only, given before the take too, and times it from the take', async () => {
    const { readStore } = await project(
      // a colleague answered first; Riley answered later, then took it on
      request('ref-1').requested(ago(10)).says(seeker('s1'), ago(9)).says(casey, ago(9, -5)).says(riley, ago(8)).taken(ago(7)),
      // Riley took it on a day after the seeker wrote and answered 2 h 5 min after taking it
      request('ref-2').requested(ago(6)).says(seeker('s1'), ago(6)).taken(ago(5)).says(riley, ago(5, -125)),
    );
    const figures = await referrerReputation(readStore, 'r1', now);
    expect(figures.responses).toEqual({ requests: 2, answered: 2, rate: 1 });
    expect(figures.firstReply).toEqual({ requests: 2, medianMs: Math.round((0 + 125 * MINUTE) / 2) });
    expect((await referrerReputation(readStore, 'r2', now)).responses.requests).toBe(0);
  });

  it('counts requests taken and those that reached approved', async () => {
    const { readStore } = await project(
      request('ref-1').requested(ago(30)).taken(ago(30)).status('inProgress', ago(29)).status('waitingforapproval', ago(28)).status('approved', ago(27)),
      request('ref-2').requested(ago(20)).taken(ago(20)).status('rejected', ago(19)),
      request('ref-3').requested(ago(10)).taken(ago(10)),
      request('ref-4').requested(ago(5)),
      request('ref-5').requested(ago(5)).taken(ago(5), casey).status('approved', ago(4)),
    );
    expect((await referrerReputation(readStore, 'r1', now)).approvals).toEqual({ taken: 3, approved: 1, rate: 1 / 3 });
  });

  it('ignores resume review chats', async () => {
    const { readStore } = await project(
      request('ref-1').requested(ago(10)).taken(ago(10)).says(seeker('s1'), ago(9), 'resumeReview').says(riley, ago(9, -3), 'resumeReview'),
    );
    expect((await referrerReputation(readStore, 'r1', now)).responses.requests).toBe(0);
  });

  it('knows which seekers have a request the referrer took on', async () => {
    const { readStore } = await project(request('ref-1').requested(ago(10)).taken(ago(10)), request('ref-2', 's2').requested(ago(5)));
    expect(await seekerHasRequestWith(readStore, 's1', 'r1')).toBe(true);
    expect(await seekerHasRequestWith(readStore, 's2', 'r1')).toBe(false);
    expect(await seekerHasRequestWith(readStore, 's1', 'r2')).toBe(false);
  });

  it('gives the same documents when the log is read again from the start', async () => {
    const { eventStore, readStore } = await project(
      request('ref-1').requested(ago(10)).taken(ago(10)).says(seeker('s1'), ago(9)).says(riley, ago(9, -30)).status('approved', ago(8)),
    );
    const live = await readStore.collection(REPUTATION_REQUESTS).find({});
    const rebuilt = createMemoryReadStore();
    const runner = await start(eventStore, rebuilt);
    await runner.waitFor(live.length > 0 ? Number(live[0]?._position) : 0);
    expect(await rebuilt.collection(REPUTATION_REQUESTS).find({})).toEqual(live);
    expect(live).toEqual([
      {
        _id: 'ref-1',
        requestId: 'ref-1',
        seekerId: 's1',
        referrerId: 'r1',
        takenAt: ago(10),
        approvedAt: ago(8),
        seekerFirstMessageAt: ago(9),
        firstRepliesAt: { r1: ago(9, -30) },
        _position: 5,
      },
    ]);
  });
});
