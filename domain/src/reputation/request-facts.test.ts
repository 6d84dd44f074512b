import { describe, expect, it } from 'vitest';
import type { ChatSender } from '../chat/events.ts';
import type { ChatType } from '../chat/constants.ts';
import type { ReferralStatus } from '../referrals/constants.ts';
import { evolveRequestFacts, reputationSourceEvents, type ReputationSourceEvent, type RequestReputationFacts } from './request-facts.ts';

const at = (minutes: number) => new Date(Date.parse('2026-11-23T09:00:00.000Z') + minutes * 60_000).toISOString();
const ids = { referralId: 'ref-1', seekerId: 's1', companyId: 'c1' };
const participants = { seekerId: 's1', referrerId: null, companyId: 'c1' };
const seeker: ChatSender = { userId: 's1', role: 'jobSeeker', name: 'Sam Seeker' };
const riley: ChatSender = { userId: 'r1', role: 'referrer', name: 'Riley Referrer' };
const colleague: ChatSender = { userId: 'r2', role: 'referrer', name: 'Casey Colleague' };
const admin: ChatSender = { userId: 'a1', role: 'admin', name: 'Ada Admin' };

const requested = (): ReputationSourceEvent => ({
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
    paymentIntentId: 'pi_1',
    at: at(0),
  },
});
const taken = (minutes: number, referrerId = 'r1'): ReputationSourceEvent => ({
  type: 'ReferralTaken',
  data: { ...ids, referrerId, referrerName: 'Riley Referrer', at: at(minutes) },
});
const changed = (to: ReferralStatus, minutes: number): ReputationSourceEvent => ({
  type: 'ReferralStatusChanged',
  data: { ...ids, referrerId: 'r1', from: 'inProgress', to, by: { ...riley }, reason: null, refundDue: false, at: at(minutes) },
});
const sent = (sender: ChatSender, minutes: number, chatType: ChatType = 'jobReferral'): ReputationSourceEvent => ({
  type: 'ChatMessageSent',
  data: {
    chatId: 'ref-1',
    chatType,
    requestId: 'ref-1',
    messageId: `m-${minutes}`,
    sender,
    content: { type: 'text', value: 'Hello' },
    participants,
    at: at(minutes),
  },
});

const fold = (...events: ReputationSourceEvent[]) => events.reduce<RequestReputationFacts | null>((facts, event) => evolveRequestFacts(facts, event), null);

const fresh: RequestReputationFacts = {
  requestId: 'ref-1',
  seekerId: 's1',
  referrerId: null,
  takenAt: null,
  approvedAt: null,
  seekerFirstMessageAt: null,
  firstRepliesAt: {},
};

describe('one request’s reputation facts', () => {
  it('names the events it is folded from', () => {
    expect(reputationSourceEvents).toEqual(['ReferralRequested', 'ReferralTaken', 'ReferralStatusChanged', 'ChatMessageSent']);
  });

  it('starts with the request: its seeker, nobody handling it, nothing said', () => {
    expect(fold(requested())).toEqual(fresh);
  });

  it('records who took it on and when', () => {
    expect(fold(requested(), taken(5))).toEqual({ ...fresh, referrerId: 'r1', takenAt: at(5) });
  });

  it('records the first approval only', () => {
    expect(fold(requested(), taken(5), changed('inProgress', 6))).toEqual({ ...fresh, referrerId: 'r1', takenAt: at(5) });
    expect(fold(requested(), taken(5), changed('approved', 9), changed('approved', 12))?.approvedAt).toBe(at(9));
  });

  it('keeps the seeker’s first message, not a later one', () => {
    expect(fold(requested(), sent(seeker, 3), sent(seeker, 4))).toEqual({ ...fresh, seekerFirstMessageAt: at(3) });
  });

  it('keeps a referrer’s message before any seeker message: writing first in the request’s chat answers it too', () => {
    const facts = fold(requested(), taken(1), sent(riley, 2), sent(seeker, 3), sent(riley, 4));
    expect(facts).toEqual({ ...fresh, referrerId: 'r1', takenAt: at(1), seekerFirstMessageAt: at(3), firstRepliesAt: { r1: at(2) } });
  });

  it('keeps each referrer’s first message in the chat, before the take too', () => {
    const facts = fold(requested(), sent(colleague, 2), sent(seeker, 3), sent(colleague, 4), sent(riley, 5), sent(riley, 6), sent(seeker, 7), taken(9));
    expect(facts?.firstRepliesAt).toEqual({ r2: at(2), r1: at(5) });
  });

  it('counts nobody but referrers as answering', () => {
    expect(fold(requested(), sent(seeker, 3), sent(admin, 4))?.firstRepliesAt).toEqual({});
  });

  it('tells the seeker by their id, whatever role a message claims', () => {
    const seekerAsReferrer: ChatSender = { ...seeker, role: 'referrer' };
    expect(fold(requested(), sent(seekerAsReferrer, 3), sent(seekerAsReferrer, 4))).toEqual({ ...fresh, seekerFirstMessageAt: at(3) });
  });

  it('leaves resume review chats out', () => {
    const facts = fold(requested(), sent(seeker, 3, 'resumeReview'), sent(riley, 4, 'resumeReview'));
    expect(facts).toEqual(fresh);
    expect(evolveRequestFacts(null, sent(seeker, 3, 'resumeReview'))).toBeNull();
  });

  it('refuses an event of a request it never saw made', () => {
    expect(() => evolveRequestFacts(null, taken(1))).toThrow('reputation: no request for ReferralTaken');
    expect(() => evolveRequestFacts(null, sent(seeker, 1))).toThrow('reputation: no request for ChatMessageSent');
  });

  it('does not change the facts it was given', () => {
    const before = fold(requested(), sent(seeker, 3));
    const copy = structuredClone(before);
    evolveRequestFacts(before, sent(riley, 4));
    evolveRequestFacts(before, taken(5));
    expect(before).toEqual(copy);
  });

  it('ignores an id that only the prototype of an object holds', () => {
    const toString: ChatSender = { userId: 'toString', role: 'referrer', name: 'Odd Id' };
    expect(fold(requested(), sent(seeker, 1), sent(toString, 2))?.firstRepliesAt).toEqual({ toString: at(2) });
  });
});
