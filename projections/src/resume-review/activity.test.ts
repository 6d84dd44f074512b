import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { resumeReviewStream, userStream, type Event, type ResumeReviewEvent } from '@referly/domain';
import { at, paid, result } from '@referly/domain/resume-review/review.fixtures';
import type { EventStore } from '@referly/infra/ports/event-store';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { createMemoryReadStore } from '@referly/infra/read-store/memory-read-store';
import { accountsProjections } from '../accounts/index.ts';
import { registered } from '../activity/activity.fixtures.ts';
import { describeActivity } from '../activity/describe.ts';
import { activityContext, activityPage, activityQuery } from '../activity/queries.ts';
import { projectionTestKit } from '../test-kit.ts';
import { resumeReviewProjections } from './index.ts';

const { openStore, startRunner } = projectionTestKit();

const ids = { reviewId: 'rev-1', seekerId: 's1' };
const ada = { userId: 'a1', name: 'Ada Admin' };
const review: ResumeReviewEvent[] = [
  ...paid,
  { type: 'AiReviewStageReached', data: { ...ids, attempt: 1, stage: 'reading', at: at(2) } },
  { type: 'AiReviewFailed', data: { ...ids, attempt: 1, error: 'The AI review took longer than 60 s.', willRetry: true, at: at(3) } },
  { type: 'AiReviewFailed', data: { ...ids, attempt: 1, error: 'resume.pdf: it holds no text', willRetry: false, at: at(4) } },
  { type: 'AiReviewQueued', data: { ...ids, attempt: 2, reason: 'reinitiated', by: ada, at: at(5) } },
  { type: 'AiReviewCompleted', data: { ...ids, attempt: 2, ...result, at: at(6) } },
  {
    type: 'ConsultantReviewSaved',
    data: { ...ids, by: ada, reviewedResume: null, feedback: 'Tighten the summary.', from: 'pending', status: 'completed', at: at(7) },
  },
  { type: 'ResumeReviewFeedbackGiven', data: { ...ids, feedback: 'Very helpful, thanks.', at: at(8) } },
  { type: 'CareerAdviceRequested', data: { ...ids, note: 'Interview practice, please.', at: at(9) } },
  { type: 'CareerAdviceMeetingScheduled', data: { ...ids, link: 'https://meet.example.com/abc', date: '2026-12-01', time: '14:30', by: ada, at: at(10) } },
  { type: 'ResumeReviewStatusChanged', data: { ...ids, from: 'completed', to: 'pending', by: ada, at: at(11) } },
];

/** Sam's review in a real log, with the read models the feed reads names from. */
const projected = async () => {
  const eventStore: EventStore = openStore();
  const events: [string, Event][] = [
    [userStream('s1'), registered('s1', 'Sam', 'Seeker', 'jobSeeker', 0)],
    [userStream('a1'), registered('a1', 'Ada', 'Admin', 'admin', 0)],
    ...review.map((event): [string, Event] => [resumeReviewStream('rev-1'), event]),
  ];
  for (const [stream, event] of events) await eventStore.append(stream, [{ id: randomUUID(), ...event }], 'any');
  const readStore: ReadStore = createMemoryReadStore();
  await startRunner(eventStore, readStore, [...accountsProjections.projections, ...resumeReviewProjections.projections]);
  return { eventStore, readStore };
};

const feed = async ({ eventStore, readStore }: { eventStore: EventStore; readStore: ReadStore }, kind?: 'resumeReviews' | 'payments') => {
  const { data } = await activityPage(eventStore, await activityQuery(readStore, kind ? { kind } : {}), { limit: 100 });
  const context = await activityContext(readStore, data);
  return data.map((doc) => ({ kind: doc.kind, ...describeActivity(doc, context) }));
};

describe('a resume review in the admin’s activity feed', () => {
  it('tells each step of the review in words, newest first, each linking to the review', async () => {
    const entries = (await feed(await projected())).filter((entry) => entry.link?.href.includes('resume_review'));
    expect(entries.map((entry) => [entry.who?.name ?? null, entry.what])).toEqual([
      ['Ada Admin', 'Ada Admin changed Sam Seeker’s resume review to Pending'],
      ['Ada Admin', 'Ada Admin booked Sam Seeker’s career advice session on 2026-12-01 at 14:30'],
      ['Sam Seeker', 'Sam Seeker asked for a career advice session on their resume review for Atlassian'],
      ['Sam Seeker', 'Sam Seeker left feedback on their resume review for Atlassian'],
      ['Ada Admin', 'Ada Admin saved the consultant review of Sam Seeker’s resume review as Completed'],
      [null, 'The AI review of Sam Seeker’s resume review is ready: 72/100 (builtin)'],
      ['Ada Admin', 'Ada Admin reinitiated the AI review of Sam Seeker’s resume review (attempt 2)'],
      [null, 'The AI review of Sam Seeker’s resume review failed (attempt 1, for good): resume.pdf: it holds no text'],
      [null, 'The AI review of Sam Seeker’s resume review failed (attempt 1, trying again): The AI review took longer than 60 s.'],
      [null, 'The AI review of Sam Seeker’s resume review is reading the files (attempt 1)'],
      [null, 'The AI review of Sam Seeker’s resume review was queued (attempt 1)'],
      ['Sam Seeker', 'Sam Seeker paid USD\u00a0306.00 for a resume review for Atlassian'],
      ['Sam Seeker', 'Sam Seeker asked for a resume review for Backend Engineer at Atlassian'],
    ]);
    expect(new Set(entries.map((entry) => JSON.stringify(entry.link)))).toEqual(
      new Set([JSON.stringify({ href: '/admin_dashboard/resume_review/rev-1', label: 'View review' })]),
    );
  });

  it('files the review’s payment under payments and the rest under resume reviews', async () => {
    const source = await projected();
    expect((await feed(source, 'payments')).map((entry) => entry.what)).toEqual(['Sam Seeker paid USD\u00a0306.00 for a resume review for Atlassian']);
    expect(await feed(source, 'resumeReviews')).toHaveLength(12);
  });
});
