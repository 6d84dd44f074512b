import type { ChatType } from '@referly/domain';
import { createMemoryReadStore } from '@referly/infra/read-store/memory-read-store';
import { CHATS } from '@referly/projections/chat/chats.projection';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../auth/viewer.ts';
import { createPaymentPurposes } from '../platform/payment-purposes.ts';
import { createRequestKinds, type RequestKind } from '../platform/request-kinds.ts';
import { mustSeeChat, visibleChats } from './access.ts';

const COMPANY = 'company-1';
const referrer: Viewer = { userId: 'referrer-1', role: 'referrer', name: 'Riley Referrer', companyId: COMPANY, approved: true };

/** The fields of a chat's read-model document that listing and access read (the rest is the chat read model's). */
const chatDoc = (_id: string, chatType: ChatType, lastActivityAt: string) => ({
  _id,
  chatType,
  requestId: _id,
  companyId: COMPANY,
  seeker: { _id: 'seeker-1', name: 'Sam Seeker', firstName: 'Sam' },
  messageCount: 1,
  lastActivityAt,
});

/** A kind whose chats every verified referrer of the request's company sees: the widest scope a kind could give. */
const companyWideKind: RequestKind = {
  chat: {
    canSeeRequest: async () => true,
    mayWrite: () => true,
    chatScope: (viewer) => ({ companyId: viewer.companyId }),
    searchIn: () => ['seeker.name'],
    participants: async () => null,
    rooms: () => [],
    accessChanges: [],
    requestIdOf: () => null,
  },
  payment: { succeeded: async () => 0, failed: async () => 0 },
};

const setUp = async () => {
  const readStore = createMemoryReadStore();
  const chats = readStore.collection(CHATS);
  await chats.replaceOne({ _id: 'referral-1' }, chatDoc('referral-1', 'jobReferral', '2026-11-01T10:00:00.000Z'), { upsert: true });
  await chats.replaceOne({ _id: 'referral-2' }, chatDoc('referral-2', 'jobReferral', '2026-11-02T10:00:00.000Z'), { upsert: true });
  // a resume review whose desired company is the referrer's: none of the referrer's business
  await chats.replaceOne({ _id: 'review-1' }, chatDoc('review-1', 'resumeReview', '2026-11-03T10:00:00.000Z'), { upsert: true });
  const purposes = createPaymentPurposes();
  const kinds = createRequestKinds(purposes);
  kinds.register('jobReferral', companyWideKind);
  return { readStore, kinds, purposes };
};

describe('chat access through the request kinds', () => {
  it("lists a kind's chats by that kind's scope only, never a chat of another kind that matches it", async () => {
    const { readStore, kinds } = await setUp();
    const listed = await visibleChats(readStore, kinds, referrer, {});
    expect(listed.map((chat) => chat._id)).toEqual(['referral-2', 'referral-1']);
    expect(await visibleChats(readStore, kinds, referrer, { chatType: 'resumeReview' })).toEqual([]);
  });

  it('answers not found for a chat of a kind nobody registered, whoever asks', async () => {
    const { readStore, kinds } = await setUp();
    const admin: Viewer = { userId: 'admin-1', role: 'admin', name: 'Ada Admin', companyId: null, approved: false };
    await expect(mustSeeChat(readStore, kinds, admin, 'review-1')).rejects.toMatchObject({ code: 'not_found', message: 'This chat does not exist.' });
    await expect(mustSeeChat(readStore, kinds, referrer, 'referral-1')).resolves.toMatchObject({ chat: { _id: 'referral-1' } });
  });

  it("answers not found for a chat asked for as another kind than its own, and when the kind says the request is not the viewer's", async () => {
    const { readStore, kinds } = await setUp();
    await expect(mustSeeChat(readStore, kinds, referrer, 'referral-1', 'resumeReview')).rejects.toMatchObject({ code: 'not_found' });
    const closed = createRequestKinds(createPaymentPurposes());
    closed.register('jobReferral', { ...companyWideKind, chat: { ...companyWideKind.chat, canSeeRequest: async () => false } });
    await expect(mustSeeChat(readStore, closed, referrer, 'referral-1')).rejects.toMatchObject({ code: 'not_found' });
  });

  it("registers a kind's payments as the payment purpose of its name, and refuses a kind registered twice", async () => {
    const { kinds, purposes } = await setUp();
    expect(purposes.of('jobReferral')).toBe(companyWideKind.payment);
    expect(() => kinds.register('jobReferral', companyWideKind)).toThrow('Two features register the request kind jobReferral');
  });
});
