import type { ChatType, RecordedEvent } from '@referly/domain';
import { createMemoryReadStore } from '@referly/infra/read-store/memory-read-store';
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
  const rule = chatPush({ kinds, readStore: createMemoryReadStore(), waitFor: async () => true, rechecked: async () => undefined }).ChatMessageSent;

  it("reaches the rooms its chat's kind names, and no company room it did not name", () => {
    expect(rule?.rooms(messageSent('jobReferral'))).toEqual(['user:seeker-1', 'admin']);
  });

  it('reaches nobody for a kind nobody registered, though its people name a company', () => {
    expect(rule?.rooms(messageSent('resumeReview'))).toEqual([]);
    expect(rule?.watchers?.room(messageSent('resumeReview'))).toBeNull();
  });

  it("gives its text to the chat's room alone, and names no text in the notice", () => {
    expect(rule?.watchers?.room(messageSent('jobReferral'))).toBe('chat:request-1');
    expect(rule?.fields).not.toContain('content');
  });

  it('gives the watchers the text only once the re-checks of who may watch, started before it, are settled', async () => {
    const readStore = createMemoryReadStore();
    await readStore.collection('chatMessages').replaceIfNewer({
      _id: 'm1',
      chatId: 'request-1',
      sequence: 3,
      sender: { _id: 'seeker-1', role: 'jobSeeker', name: 'Mia Seeker' },
      content: { type: 'text', value: 'Hello' },
      at: '2026-11-28T10:00:00.000Z',
      _position: 7,
    });
    let settle = () => undefined as void;
    const rechecking = new Promise<void>((resolve) => (settle = resolve));
    const watched = chatPush({ kinds, readStore, waitFor: async () => true, rechecked: () => rechecking }).ChatMessageSent?.watchers;
    let pushed: Record<string, unknown> | null | undefined;
    void watched?.data(messageSent('jobReferral')).then((data) => (pushed = data));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pushed).toBeUndefined();
    settle();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pushed).toMatchObject({ chatId: 'request-1', messageId: 'm1', message: { _id: 'm1', sequence: 3, content: { type: 'text', value: 'Hello' } } });
  });

  it('gives the watchers the notice when the read model has not numbered the message in time', async () => {
    const watched = chatPush({ kinds, readStore: createMemoryReadStore(), waitFor: async () => false, rechecked: async () => undefined }).ChatMessageSent
      ?.watchers;
    expect(await watched?.data(messageSent('jobReferral'))).toBeNull();
  });
});
