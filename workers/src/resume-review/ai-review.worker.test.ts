import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startOpenAiStub, type OpenAiStub } from '@referly/infra/reviewer/openai-stub';
import { corruptPdf, makeResumePdf } from '@referly/infra/reviewer/builtin/test-files';
import { AI_REVIEW_JOB, AI_REVIEW_QUEUE, type AiReviewJob } from './ai-review.reactor.ts';
import { aiEvents, cleanUp, payForReview, reinitiate, startStack, story, type Stack } from './ai-review.test-kit.ts';

afterEach(cleanUp);

const goodResume = async () => ({ name: 'jane-citizen.pdf', bytes: await makeResumePdf('good') });

const until = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 15_000, interval: 50 });
const done = (stack: Stack, reviewId: string, count = 1) =>
  until(async () => expect((await story(stack, reviewId)).filter((line) => /Completed|final/.test(line)).length).toBeGreaterThanOrEqual(count));

describe('the AI review of a paid review, with the built-in reviewer', () => {
  it('reads the resume, reviews it and records the result: stages in order, the spec’s numbered feedback, scores and grounded quotes', async () => {
    const stack = await startStack();
    await payForReview(stack, 'rev-1', await goodResume(), 'Senior Software Engineer: TypeScript, React, Node.js, AWS and GraphQL.');
    await done(stack, 'rev-1');
    expect(await story(stack, 'rev-1')).toEqual([
      'AiReviewQueued 1',
      'AiReviewStageReached 1 reading',
      'AiReviewStageReached 1 reviewing',
      'AiReviewCompleted 1',
    ]);
    const completed = (await aiEvents(stack, 'rev-1')).at(-1);
    if (completed?.type !== 'AiReviewCompleted') throw new Error('no result');
    const { feedback, overall, subScores, keywords, jobMatch, quotes, reviewer } = completed.data;
    expect(reviewer).toBe('builtin');
    expect(feedback.split('\n')[0]).toMatch(/^1\. [^:]+: \S/);
    expect(feedback.split('\n').every((line, index) => line.startsWith(`${index + 1}. `))).toBe(true);
    expect(overall).toBeGreaterThan(50);
    expect(subScores.length).toBeGreaterThan(3);
    const lower = (words: string[] | undefined) => (words ?? []).map((word) => word.toLowerCase());
    expect(lower(keywords.found)).toContain('aws');
    expect(lower(jobMatch?.missing)).toContain('graphql');
    expect(quotes.length).toBeGreaterThan(0);
  });

  it('fails a file that cannot be read for good at once: no retries, the reason kept', async () => {
    const stack = await startStack({ attempts: 3 });
    await payForReview(stack, 'rev-2', { name: 'resume.pdf', bytes: corruptPdf() });
    await done(stack, 'rev-2');
    await stack.jobQueue.drained(AI_REVIEW_QUEUE);
    expect(await story(stack, 'rev-2')).toEqual(['AiReviewQueued 1', 'AiReviewStageReached 1 reading', 'AiReviewFailed 1 final']);
    expect((await aiEvents(stack, 'rev-2')).at(-1)?.data).toMatchObject({ error: expect.stringMatching(/^resume\.pdf: not a readable PDF/) });
    expect(await stack.jobQueue.failed(AI_REVIEW_QUEUE)).toMatchObject([{ attempts: 1 }]);
  });

  it('appends nothing twice when the same attempt’s job runs twice at once, or again after it finished', async () => {
    const stack = await startStack();
    await payForReview(stack, 'rev-3', await goodResume());
    const [queued] = await aiEvents(stack, 'rev-3');
    const job: AiReviewJob = { triggerEventId: queued?.id ?? '', reviewId: 'rev-3', attempt: 1 };
    // as a queue that lost its jobs and had them added again, alongside the reactor's
    await stack.jobQueue.add(AI_REVIEW_QUEUE, AI_REVIEW_JOB, 'again-1', job);
    await done(stack, 'rev-3');
    await stack.jobQueue.drained(AI_REVIEW_QUEUE);
    await stack.jobQueue.add(AI_REVIEW_QUEUE, AI_REVIEW_JOB, 'again-2', job);
    await stack.jobQueue.drained(AI_REVIEW_QUEUE);
    expect(await story(stack, 'rev-3')).toEqual([
      'AiReviewQueued 1',
      'AiReviewStageReached 1 reading',
      'AiReviewStageReached 1 reviewing',
      'AiReviewCompleted 1',
    ]);
  });
});

describe('the AI review with an OpenAI-compatible model (the local stub)', () => {
  let stub: OpenAiStub;
  beforeEach(async () => {
    stub = await startOpenAiStub({ apiKey: 'sk-stub-key' });
    stub.answerWith({
      overall: 81,
      subScores: [{ key: 'impact', label: 'Achievements and impact', score: 85, explanation: 'Most lines carry a number.' }],
      feedback: [
        // a model may break a line inside its advice: the recorded feedback keeps it on its numbered line
        { heading: 'Lead with results', advice: 'Open with “Mentored 6\nengineers”:\nit shows leadership.' },
        { heading: 'Awards', advice: 'Move “Won engineer of the year 2023” to the top.' },
      ],
      keywords: { found: ['TypeScript', 'AWS'], missing: ['GraphQL'] },
      jobMatch: null,
      quotes: ['Mentored 6 engineers', 'Won engineer of the year 2023'],
    });
  });
  afterEach(() => stub.close());
  const env = () => ({ AI_BASE_URL: `${stub.url}/v1`, AI_API_KEY: 'sk-stub-key', AI_MODEL: 'gpt-4o-mini' });

  it('gives up a try on a model that hangs, records it, tries again and completes', async () => {
    stub.hangNext(1);
    const stack = await startStack({ env: env(), timeoutMs: 1000 });
    await payForReview(stack, 'rev-4', await goodResume());
    await done(stack, 'rev-4');
    expect(await story(stack, 'rev-4')).toEqual([
      'AiReviewQueued 1',
      'AiReviewStageReached 1 reading',
      'AiReviewStageReached 1 reviewing',
      'AiReviewFailed 1 retry',
      'AiReviewStageReached 1 reading',
      'AiReviewStageReached 1 reviewing',
      'AiReviewCompleted 1',
    ]);
    const events = await aiEvents(stack, 'rev-4');
    expect(events[3]?.data).toMatchObject({ error: 'The AI review took longer than 1 s.', willRetry: true });
    expect(events.at(-1)?.data).toMatchObject({
      reviewer: 'openai:gpt-4o-mini',
      overall: 81,
      feedback: '1. Lead with results: Open with “Mentored 6 engineers”: it shows leadership.',
      quotes: ['Mentored 6 engineers'],
      droppedQuotes: 1,
    });
  });

  it('fails for good after the last try of a model that keeps failing; a reinitiated attempt then completes, the failures kept', async () => {
    // each try is one call and the SDK's two retries
    stub.failNext(500, 6);
    const stack = await startStack({ env: env(), attempts: 2, timeoutMs: 15_000 });
    await payForReview(stack, 'rev-5', await goodResume());
    await done(stack, 'rev-5');
    expect(stub.calls).toHaveLength(6);
    expect(await story(stack, 'rev-5')).toEqual([
      'AiReviewQueued 1',
      'AiReviewStageReached 1 reading',
      'AiReviewStageReached 1 reviewing',
      'AiReviewFailed 1 retry',
      'AiReviewStageReached 1 reading',
      'AiReviewStageReached 1 reviewing',
      'AiReviewFailed 1 final',
    ]);
    expect((await aiEvents(stack, 'rev-5')).at(-1)?.data).toMatchObject({ error: expect.stringMatching(/^500 /), willRetry: false });

    await reinitiate(stack, 'rev-5');
    await done(stack, 'rev-5', 2);
    expect((await story(stack, 'rev-5')).slice(7)).toEqual([
      'AiReviewQueued 2',
      'AiReviewStageReached 2 reading',
      'AiReviewStageReached 2 reviewing',
      'AiReviewCompleted 2',
    ]);
    expect((await aiEvents(stack, 'rev-5')).at(-1)?.data).toMatchObject({ attempt: 2, overall: 81, reviewer: 'openai:gpt-4o-mini' });
  });
});
