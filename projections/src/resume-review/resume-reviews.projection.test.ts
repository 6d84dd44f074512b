import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { resumeReviewStream, type ResumeReviewEvent } from '@referly/domain';
import {
  adminRef,
  aiDone,
  at,
  completed,
  consultantSaved,
  failed,
  ids,
  paid,
  paymentMismatchedFor,
  queued,
  requested,
  reviewedResume,
  stage,
  t0,
} from '@referly/domain/resume-review/review.fixtures';
import { createMemoryReadStore } from '@referly/infra/read-store/memory-read-store';
import { projectionTestKit } from '../test-kit.ts';
import { resumeReviewProjections } from './index.ts';
import { getResumeReview, listCareerAdvice, listResumeReviews, resumeReviewScopes, seekerReviewCounts } from './queries.ts';

const { openStore, startRunner } = projectionTestKit();

/** Another review: the fixture's request under another id and seeker. */
const other = (reviewId: string, seekerId: string, minutes: number): ResumeReviewEvent[] => {
  const asked = requested.type === 'ResumeReviewRequested' ? requested.data : null;
  if (!asked) throw new Error('fixture');
  return [{ type: 'ResumeReviewRequested', data: { ...asked, reviewId, seekerId, at: at(minutes) } }];
};

/** Projects the events, each appended on the stream its reviewId names, in order. */
const project = async (events: ResumeReviewEvent[]) => {
  const eventStore = openStore();
  const readStore = createMemoryReadStore();
  const runner = await startRunner(eventStore, readStore, resumeReviewProjections.projections);
  let position = 0;
  for (const event of events) position = (await eventStore.append(resumeReviewStream(event.data.reviewId), [{ id: randomUUID(), ...event }], 'any')).position;
  await runner.waitFor(position);
  return readStore;
};

const kinds = (doc: { timeline: { kind: string }[] } | null) => doc?.timeline.map((entry) => entry.kind);

describe('the resume reviews read model', () => {
  it('opens a review unpaid and pending, the AI waiting, with its details, files and charge', async () => {
    const doc = await getResumeReview(await project([requested]), ids.reviewId);
    expect(doc).toMatchObject({
      _id: 'rev-1',
      index: 1,
      seekerId: 's1',
      seeker: { name: 'Sam Seeker', email: 'sam@example.com' },
      desiredPosition: 'Backend Engineer',
      companyName: 'Atlassian',
      jobAd: 'We are hiring a Backend Engineer who knows TypeScript.',
      resume: { fileId: 'f-resume', name: 'resume.pdf' },
      coverLetter: null,
      amountCents: 30600,
      status: 'pending',
      paid: false,
      ai: { state: 'waiting', attempt: 0, overall: null, history: [] },
      consultant: null,
      careerAdvice: null,
      createdAt: t0,
    });
    expect(doc?.timeline).toEqual([{ kind: 'created', label: 'Review requested', by: { role: 'jobSeeker', name: 'Sam Seeker' }, at: t0 }]);
  });

  it('follows the payment and the AI attempt through its stages to its result', async () => {
    const readStore = await project([...paid, stage(1, 'reading', 2)]);
    expect((await getResumeReview(readStore, 'rev-1'))?.ai).toMatchObject({ state: 'reading', attempt: 1 });
    const done = await getResumeReview(await project(aiDone), 'rev-1');
    expect(done).toMatchObject({ paid: true, paidAt: at(1), lastPaymentError: null });
    expect(done?.ai).toMatchObject({
      state: 'done',
      attempt: 1,
      overall: 72,
      keywords: { found: ['TypeScript'], missing: ['PostgreSQL'] },
      jobMatch: { score: 65 },
      reviewer: 'builtin',
      completedAt: at(4),
      history: [],
    });
    expect(done?.aiShown?.feedback).toBe('1. Summary: Lead with the TypeScript services you built.\n2. Impact: Put numbers on each role.');
    expect(kinds(done)).toEqual(['created', 'paid', 'aiQueued', 'aiCompleted']);
  });

  it('shows a failure being retried, then the failure for good, with its error', async () => {
    const retrying = await getResumeReview(await project([...paid, stage(1, 'reading', 2), failed(1, 3, true)]), 'rev-1');
    expect(retrying?.ai).toMatchObject({ state: 'queued', lastError: 'The model did not answer in time.', willRetry: true });
    const gone = await getResumeReview(await project([...paid, failed(1, 3, true), failed(1, 5, false, 'Unreadable file')]), 'rev-1');
    expect(gone?.ai).toMatchObject({ state: 'failed', lastError: 'Unreadable file', willRetry: false });
    expect(gone?.timeline.slice(-2).map((entry) => [entry.label, entry.reason])).toEqual([
      ['AI review attempt failed, trying again', 'The model did not answer in time.'],
      ['AI review failed', 'Unreadable file'],
    ]);
  });

  it('keeps the earlier result while a reinitiated attempt runs, and moves it to the history when the new one is done', async () => {
    const running = await getResumeReview(await project([...aiDone, queued(2, 6, adminRef), stage(2, 'reviewing', 7)]), 'rev-1');
    expect(running?.ai).toMatchObject({ state: 'reviewing', attempt: 2, overall: 72, history: [] });
    expect(running?.timeline.at(-1)).toMatchObject({ kind: 'aiQueued', label: 'AI review reinitiated', by: { role: 'admin', name: 'Ada Admin' }, attempt: 2 });
    const again = await getResumeReview(await project([...aiDone, queued(2, 6, adminRef), completed(2, 8)]), 'rev-1');
    expect(again?.ai).toMatchObject({ state: 'done', attempt: 2, completedAt: at(8) });
    expect(again?.ai.history).toEqual([expect.objectContaining({ attempt: 1, overall: 72, at: at(4), reviewer: 'builtin' })]);
  });

  it('records the consultant review and status, keeping the reviewed resume when a later save sends none', async () => {
    const events: ResumeReviewEvent[] = [
      ...aiDone,
      consultantSaved(10),
      { type: 'ResumeReviewStatusChanged', data: { ...ids, from: 'completed', to: 'pending', by: adminRef, at: at(11) } },
      consultantSaved(12, { feedback: 'Shorter summary.', file: null }),
      { type: 'ResumeReviewFeedbackGiven', data: { ...ids, feedback: 'Very helpful', at: at(13) } },
    ];
    const doc = await getResumeReview(await project(events), 'rev-1');
    expect(doc).toMatchObject({
      status: 'completed',
      feedback: 'Very helpful',
      consultant: { reviewedResume, feedback: 'Shorter summary.', name: 'Ada Admin', at: at(12) },
    });
    expect(doc?.timeline.slice(-4).map((entry) => [entry.kind, entry.label, entry.status])).toEqual([
      ['consultantReview', 'Consultant review saved', 'completed'],
      ['status', 'Pending', 'pending'],
      ['consultantReview', 'Consultant review saved', 'completed'],
      ['feedback', 'Feedback given', undefined],
    ]);
  });

  it('keeps a career advice session: asked, then its meeting', async () => {
    const events: ResumeReviewEvent[] = [
      ...paid,
      { type: 'CareerAdviceRequested', data: { ...ids, note: 'Salary talks', at: at(5) } },
      {
        type: 'CareerAdviceMeetingScheduled',
        data: { ...ids, link: 'https://meet.example.com/x', date: '2026-12-01', time: '10:30', by: adminRef, at: at(6) },
      },
    ];
    const doc = await getResumeReview(await project(events), 'rev-1');
    expect(doc?.careerAdvice).toEqual({
      requestedAt: at(5),
      note: 'Salary talks',
      meeting: { link: 'https://meet.example.com/x', date: '2026-12-01', time: '10:30', scheduledAt: at(6) },
    });
    expect(doc?.timeline.at(-1)).toMatchObject({ kind: 'meetingScheduled', reason: '2026-12-01 10:30' });
  });

  it('says a payment that did not match, and leaves the review unpaid', async () => {
    const doc = await getResumeReview(await project([requested, paymentMismatchedFor('pi_other')]), 'rev-1');
    expect(doc).toMatchObject({ paid: false, lastPaymentError: 'The payment does not match the amount due.' });
    expect(doc?.timeline.at(-1)).toMatchObject({ kind: 'paymentMismatch', label: 'Payment did not match' });
  });
});

describe('the resume review lists', () => {
  const many = (): ResumeReviewEvent[] => [
    ...reviewCompletedFor(),
    ...other('rev-2', 's1', 20),
    ...other('rev-3', 's2', 30),
    { type: 'CareerAdviceRequested', data: { reviewId: 'rev-3', seekerId: 's2', note: null, at: at(31) } },
  ];
  const reviewCompletedFor = (): ResumeReviewEvent[] => [
    ...aiDone,
    consultantSaved(10),
    { type: 'CareerAdviceRequested', data: { ...ids, note: null, at: at(11) } },
  ];

  it('gives a seeker their own reviews, newest first, one tab with every tab’s real count', async () => {
    const readStore = await project(many());
    const all = await listResumeReviews(readStore, resumeReviewScopes.seeker('s1'), { page: 1, limit: 10, tab: 'all' });
    expect(all.data.map((doc) => doc._id)).toEqual(['rev-2', 'rev-1']);
    expect(all.counts).toEqual({ all: 2, completed: 1, pending: 1 });
    const completedTab = await listResumeReviews(readStore, resumeReviewScopes.seeker('s1'), { page: 1, limit: 10, tab: 'completed' });
    expect({ ids: completedTab.data.map((doc) => doc._id), total: completedTab.totalCount }).toEqual({ ids: ['rev-1'], total: 1 });
    const admin = await listResumeReviews(readStore, resumeReviewScopes.admin(), { page: 2, limit: 2, tab: 'all' });
    expect(admin).toMatchObject({ totalPages: 2, currentPage: 2, totalCount: 3, counts: { all: 3, completed: 1, pending: 2 } });
    expect(admin.data.map((doc) => doc._id)).toEqual(['rev-1']);
    expect((await listResumeReviews(readStore, resumeReviewScopes.none(), { page: 1, limit: 10, tab: 'all' })).counts.all).toBe(0);
    expect(await seekerReviewCounts(readStore, 's1')).toEqual({ total: 2, pending: 1, approved: 1, rejected: 0 });
  });

  it('lists the career advice sessions asked for, by state', async () => {
    const readStore = await project([
      ...many(),
      {
        type: 'CareerAdviceMeetingScheduled',
        data: { ...ids, link: 'https://meet.example.com/x', date: '2026-12-01', time: '10:30', by: adminRef, at: at(40) },
      },
    ]);
    const all = await listCareerAdvice(readStore, { page: 1, limit: 10, state: 'all' });
    expect({ ids: all.data.map((doc) => doc._id), counts: all.counts }).toEqual({ ids: ['rev-3', 'rev-1'], counts: { all: 2, requested: 1, scheduled: 1 } });
    expect((await listCareerAdvice(readStore, { page: 1, limit: 10, state: 'requested' })).data.map((doc) => doc._id)).toEqual(['rev-3']);
    expect((await listCareerAdvice(readStore, { page: 1, limit: 10, state: 'scheduled' })).data.map((doc) => doc._id)).toEqual(['rev-1']);
  });
});
