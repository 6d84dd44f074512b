import type { ChatType, RecordedEvent } from '@referly/domain';
import { describe, expect, it } from 'vitest';
import { createPaymentPurposes } from '../platform/payment-purposes.ts';
import { createRequestKinds } from '../platform/request-kinds.ts';
import { chatPush } from './push.ts';

const participants = { seekerId: 'seeker-1', referrerId: null, companyId: 'company-1' };

const messageSent = (chatType: ChatType): RecordedEvent => ({
  type: 'ChatMessageSent',
  data: { chatId: 'request-1', chatType, requestId: 'request-1', messageId: 'm1', sender: { userId: 'seeker-1' }, participants, at: '' },
  id: 'e1',
  streamId: 'chat-request-1',
  revision: 0,
  position: 7,
  metadata: {},
  recordedAt: '',
});

describe("a chat message's live push", () => {
  const kinds = createRequestKinds(createPaymentPurposes());
  kinds.register('jobReferral', {
    chat: {
      canSeeRequest: async () => true,
      mayWrite: () => true,
      chatScope: () => ({}),
      searchIn: () => [],
      participants: async () => null,
      rooms: ({ seekerId }) => [`user:${seekerId}`, 'admin'],
      accessChanges: [],
      requestIdOf: () => null,
    },
    payment: { succeeded: async () => 0, failed: async () => 0 },
  });
  const rule = chatPush(kinds).ChatMessageSent;

  it("reaches the rooms its chat's kind names, and no company room it did not name", () => {
    expect(rule?.rooms(messageSent('jobReferral'))).toEqual(['user:seeker-1', 'admin']);
  });

  it('reaches nobody for a kind nobody registered, though its people name a company', () => {
    expect(rule?.rooms(messageSent('resumeReview'))).toEqual([]);
  });
});
