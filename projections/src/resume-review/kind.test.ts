import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chatStream, describeNotification, resumeReviewStream, type ChatEvent, type ChatSender, type ResumeReviewEvent } from '@referly/domain';
import { at, paid, requested, result } from '@referly/domain/resume-review/review.fixtures';
import type { EventStore } from '@referly/infra/ports/event-store';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { createMemoryReadStore } from '@referly/infra/read-store/memory-read-store';
import { chatProjections } from '../chat/index.ts';
import { getChat, messagesBefore } from '../chat/queries.ts';
import { notificationsProjections } from '../notifications/index.ts';
import { listNotifications } from '../notifications/queries.ts';
import { projectionTestKit } from '../test-kit.ts';

const { openStore, startRunner } = projectionTestKit();

const ids = { reviewId: 'rev-1', seekerId: 's1' };
const ada = { userId: 'a1', name: 'Ada Admin' };
const aiDone: ResumeReviewEvent = { type: 'AiReviewCompleted', data: { ...ids, attempt: 1, ...result, overall: 72, at: at(3) } };
const consultantSaved: ResumeReviewEvent = {
  type: 'ConsultantReviewSaved',
  data: {
    ...ids,
    by: ada,
    reviewedResume: { fileId: 'f-reviewed', name: 'resume-reviewed.pdf', mime: 'application/pdf', size: 4096 },
    feedback: 'Tighten the summary.',
    from: 'pending',
    status: 'completed',
    at: at(10),
  },
};
const reopened: ResumeReviewEvent = { type: 'ResumeReviewStatusChanged', data: { ...ids, from: 'completed', to: 'pending', by: ada, at: at(11) } };
const adviceAsked: ResumeReviewEvent = { type: 'CareerAdviceRequested', data: { ...ids, note: 'Interview practice, please.', at: at(12) } };
const meeting: ResumeReviewEvent = {
  type: 'CareerAdviceMeetingScheduled',
  data: { ...ids, link: 'https://meet.example.com/abc', date: '2026-12-01', time: '14:30', by: ada, at: at(13) },
};
const stage: ResumeReviewEvent = { type: 'AiReviewStageReached', data: { ...ids, attempt: 1, stage: 'reading', at: at(2) } };

const message = (messageId: string, sender: ChatSender, value: string): ChatEvent => ({
  type: 'ChatMessageSent',
  data: {
    chatId: 'rev-1',
    chatType: 'resumeReview',
    requestId: 'rev-1',
    messageId,
    sender,
    content: { type: 'text', value },
    participants: { seekerId: 's1', referrerId: null, companyId: '' },
    at: at(20),
  },
});
const sam: ChatSender = { userId: 's1', role: 'jobSeeker', name: 'Sam Seeker' };

const setUp = async (projections: Parameters<typeof startRunner>[2]) => {
  const eventStore: EventStore = openStore();
  const readStore: ReadStore = createMemoryReadStore();
  const runner = await startRunner(eventStore, readStore, projections);
  const appendTo = async (stream: string, events: (ResumeReviewEvent | ChatEvent)[]) => {
    const { position } = await eventStore.append(
      stream,
      events.map((event) => ({ id: randomUUID(), ...event })),
      'any',
    );
    await runner.waitFor(position);
  };
  const append = (...events: ResumeReviewEvent[]) => appendTo(resumeReviewStream('rev-1'), events);
  const say = (...messages: ChatEvent[]) => appendTo(chatStream('rev-1'), messages);
  return { readStore, append, say };
};

describe('a resume review’s chat', () => {
  it('opens with the request: the seeker’s, titled by the desired position and company, pending', async () => {
    const { readStore, append } = await setUp(chatProjections.projections);
    await append(requested);
    expect(await getChat(readStore, 'rev-1')).toMatchObject({
      chatType: 'resumeReview',
      requestId: 'rev-1',
      seekerId: 's1',
      seeker: { _id: 's1', name: 'Sam Seeker', firstName: 'Sam' },
      referrerId: null,
      referrer: null,
      paid: false,
      desiredPosition: 'Backend Engineer',
      companyName: 'Atlassian',
      status: 'pending',
      statusLabel: 'Pending',
      messageCount: 0,
    });
  });

  it('shows the payment, the AI review, the consultant’s review, status changes and the meeting as lines, and nothing of the AI’s stages or the advice asked', async () => {
    const { readStore, append } = await setUp(chatProjections.projections);
    await append(...paid, stage, aiDone, consultantSaved);
    // the review's own status, labelled as its pages show it (not a referral's 'approved')
    expect(await getChat(readStore, 'rev-1')).toMatchObject({ paid: true, status: 'completed', statusLabel: 'Completed' });
    await append(reopened, adviceAsked, meeting);
    const { messages } = await messagesBefore(readStore, 'rev-1', { limit: 100 });
    expect(messages.map((message) => [message.sequence, message.sender, message.content.type, message.content.value])).toEqual([
      [1, null, 'system', 'Payment received.'],
      [2, null, 'system', 'The AI review is ready: 72/100.'],
      [3, null, 'system', 'The consultant review is ready.'],
      [4, null, 'system', 'Status changed to Pending.'],
      [5, null, 'system', 'Career advice session on 2026-12-01 at 14:30: https://meet.example.com/abc'],
    ]);
    expect(await getChat(readStore, 'rev-1')).toMatchObject({ status: 'pending', statusLabel: 'Pending', messageCount: 5 });
  });
});

describe('a resume review’s notifications', () => {
  it('tell the seeker each step of their review, newest first, and nobody else', async () => {
    const { readStore, append } = await setUp(notificationsProjections.projections);
    await append(...paid, stage, aiDone, consultantSaved, reopened, adviceAsked, meeting);
    const listed = await listNotifications(readStore, { userId: 's1', companyId: null }, { page: 1, limit: 20 });
    expect(listed.data.map((doc) => [doc.requestId, doc.audience, describeNotification(doc.subject, doc.audience)])).toEqual([
      [
        'rev-1',
        'own',
        {
          title: 'Career advice session booked',
          text: 'Career advice session on 2026-12-01 at 14:30: https://meet.example.com/abc (Backend Engineer at Atlassian).',
        },
      ],
      ['rev-1', 'own', { title: 'Status changed to Pending', text: 'Your resume review for Backend Engineer at Atlassian is now Pending.' }],
      [
        'rev-1',
        'own',
        {
          title: 'Your resume review is complete',
          text: 'A consultant reviewed your resume for Backend Engineer at Atlassian: their feedback and reviewed resume are ready.',
        },
      ],
      [
        'rev-1',
        'own',
        { title: 'Your AI review is ready', text: 'Your resume scored 72/100 for Backend Engineer at Atlassian. Open the review to read the advice.' },
      ],
      ['rev-1', 'own', { title: 'Payment received', text: 'Your resume review for Backend Engineer at Atlassian is paid: the AI review is on its way.' }],
    ]);
    expect(listed.unreadCount).toBe(5);
    // the desired company's referrers hear nothing of a review
    expect((await listNotifications(readStore, { userId: 'r1', companyId: 'c1' }, { page: 1, limit: 20 })).data).toEqual([]);
  });

  it('tell the admins of a newly paid review and of a career advice request, in their own words', async () => {
    const { readStore, append } = await setUp(notificationsProjections.projections);
    await append(...paid, stage, aiDone, consultantSaved, adviceAsked, meeting);
    const listed = await listNotifications(readStore, { userId: 'a1', companyId: null, admin: true }, { page: 1, limit: 20 });
    expect(listed.data.map((doc) => [doc.requestId, doc.audience, describeNotification(doc.subject, doc.audience)])).toEqual([
      [
        'rev-1',
        'admins',
        { title: 'Career advice requested', text: 'A seeker asked for a career advice session on their resume review: Backend Engineer at Atlassian.' },
      ],
      ['rev-1', 'admins', { title: 'New paid resume review', text: 'A seeker paid for a resume review: Backend Engineer at Atlassian.' }],
    ]);
  });

  it('tell every admin, once, of a message from the seeker in the review’s chat, and the seeker of an admin’s answer, not the admins', async () => {
    const { readStore, append, say } = await setUp(notificationsProjections.projections);
    await append(...paid);
    await say(message('m1', sam, 'Could you look at my summary?'));
    const chatLines = async (reader: Parameters<typeof listNotifications>[1]) =>
      (await listNotifications(readStore, reader, { page: 1, limit: 20 })).data
        .filter((doc) => doc.kind === 'chatMessage')
        .map((doc) => [doc.audience, describeNotification(doc.subject, doc.audience)]);
    for (const userId of ['a1', 'a2']) {
      expect(await chatLines({ userId, companyId: null, admin: true })).toEqual([
        ['admins', { title: 'New message from Sam Seeker', text: 'Backend Engineer at Atlassian (resume review): Could you look at my summary?' }],
      ]);
    }
    // the seeker does not hear of their own message
    expect(await chatLines({ userId: 's1', companyId: null })).toEqual([]);
    await say(message('m2', { userId: 'a1', role: 'admin', name: 'Ada Admin' }, 'Yes, the consultant will.'));
    expect(await chatLines({ userId: 's1', companyId: null })).toEqual([
      ['own', { title: 'New message from Ada Admin', text: 'Backend Engineer at Atlassian (resume review): Yes, the consultant will.' }],
    ]);
    expect(await chatLines({ userId: 'a2', companyId: null, admin: true })).toHaveLength(1);
  });
});
