import { APIConnectionTimeoutError, AuthenticationError } from 'openai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UnreadableFileError, type ReviewFile, type ReviewInput } from '../../ports/resume-reviewer.ts';
import type { ExtractText } from '../extracted-text.ts';
import { normalise } from '../grounding.ts';
import { startOpenAiStub, type OpenAiStub } from '../openai-stub.ts';
import { createOpenAiReviewer, ReviewAnswerError, type OpenAiReviewerOptions } from './openai-reviewer.ts';

const resumeText = `Jane Citizen — Senior Data Analyst, Sydney
Led a team of 5 analysts to cut reporting time by 40%.
Built dashboards in Power BI and SQL for the company’s finance division.
Responsible for stakeholder management.
Skills: Python, SQL, Tableau`;
const coverLetterText = 'I’m applying for the Data Analyst role at Atlassian because I love turning data into decisions.';

/** The test's files are plain text: read as they are, one page each. */
const readPlainText: ExtractText = async (file) => ({ text: file.bytes.toString('utf8'), pages: 1, ocr: false });

const file = (name: string, text: string): ReviewFile => ({ name, bytes: Buffer.from(text, 'utf8') });

const input = (overrides: Partial<ReviewInput> = {}): ReviewInput => ({
  resume: file('resume.txt', resumeText),
  coverLetter: file('cover-letter.txt', coverLetterText),
  industry: 'Information Technology',
  desiredPosition: 'Data Analyst',
  companyName: 'Atlassian',
  jobAd: 'Data Analyst: SQL, Looker and dbt; you will partner with finance.',
  ...overrides,
});

const subScores = [
  { key: 'structure', label: 'Structure and formatting', score: 80, explanation: 'Clear sections.' },
  { key: 'impact', label: 'Achievements and impact', score: 75, explanation: 'One measured result.' },
];

const goodAnswer = {
  overall: 78,
  subScores,
  feedback: [
    { heading: 'Lead with results', advice: 'Your line “Led a team of 5 analysts to cut reporting time by 40%.” is strong: open with it.' },
    { heading: 'Vague duties', advice: 'Replace "Responsible for stakeholder management" with what it achieved.' },
    { heading: 'Keywords', advice: 'Add "Looker" and "dbt" if you have used them.' },
  ],
  keywords: { found: ['SQL', 'Power BI', 'Python'], missing: ['Looker'] },
  jobMatch: { score: 64, found: ['SQL'], missing: ['Looker', 'dbt'] },
  quotes: ['Led a team of 5 analysts to cut reporting time by 40%.', 'Responsible for stakeholder management', 'I love turning data into decisions'],
};

/** A model that makes things up: three invented quotes, one of them also cited by a line, and a line citing a fourth. */
const inventingAnswer = {
  ...goodAnswer,
  feedback: [
    ...goodAnswer.feedback,
    { heading: 'Awards', advice: 'Move “Won analyst of the year 2022” to the top.' },
    { heading: 'Budget', advice: 'Say what "managed a $2M budget" delivered.' },
  ],
  quotes: [...goodAnswer.quotes, 'Won analyst of the year 2022', 'Increased revenue by 200%', 'Certified AWS Solutions Architect'],
};

let stub: OpenAiStub;
const reviewer = (options: Partial<OpenAiReviewerOptions> = {}) =>
  createOpenAiReviewer({
    baseUrl: `${stub.url}/v1`,
    apiKey: 'sk-stub-key',
    model: 'gpt-4o-mini',
    timeoutMs: 2_000,
    maxRetries: 0,
    extractText: readPlainText,
    ...options,
  });

beforeEach(async () => {
  stub = await startOpenAiStub();
  stub.answerWith(goodAnswer);
});
afterEach(() => stub.close());

const userPrompt = (call = 0) => {
  const messages = stub.calls[call]?.body.messages as { role: string; content: string }[];
  return messages.find((message) => message.role === 'user')?.content ?? '';
};

describe('the OpenAI-compatible reviewer, through the SDK against a local stub', () => {
  it('is named after its model and hands back the review the model answered, parsed', async () => {
    const review = reviewer();
    expect(review.name).toBe('openai:gpt-4o-mini');
    const result = await review.review(input());
    expect(result).toEqual({
      overall: 78,
      subScores,
      feedback: goodAnswer.feedback,
      keywords: goodAnswer.keywords,
      jobMatch: goodAnswer.jobMatch,
      quotes: goodAnswer.quotes,
      droppedQuotes: 0,
      reviewer: 'openai:gpt-4o-mini',
      read: { resumeWords: 39, resumePages: 1, coverLetterWords: 16, ocr: false },
    });
  });

  it('asks the model with the key, for structured output in the review schema, giving the files’ text and what the seeker wants', async () => {
    await reviewer().review(input());
    expect(stub.calls).toHaveLength(1);
    const [call] = stub.calls;
    expect(call).toMatchObject({ method: 'POST', path: '/v1/chat/completions', apiKey: 'sk-stub-key', body: { model: 'gpt-4o-mini' } });
    expect(call?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'resume_review', strict: true, schema: { type: 'object', required: expect.arrayContaining(['overall', 'quotes', 'jobMatch']) } },
    });
    const prompt = userPrompt();
    for (const part of [
      resumeText,
      coverLetterText,
      'Industry: Information Technology',
      'Desired position: Data Analyst',
      'Company: Atlassian',
      'Looker and dbt',
    ]) {
      expect(prompt).toContain(part);
    }
  });

  it('asks for no job match without a job ad, and without a cover letter says there is none', async () => {
    stub.answerWith({ ...goodAnswer, jobMatch: null, quotes: goodAnswer.quotes.slice(0, 2) });
    const result = await reviewer().review(input({ jobAd: null, coverLetter: null }));
    expect(result.jobMatch).toBeNull();
    expect(result.read.coverLetterWords).toBe(0);
    expect(userPrompt()).toContain('Job ad: none given');
    expect(userPrompt()).toContain('Cover letter: none given.');
    const format = stub.calls[0]?.body.response_format as { json_schema: { schema: { properties: { jobMatch: unknown } } } };
    expect(format.json_schema.schema.properties.jobMatch).toEqual({ type: 'null' });
  });

  it('drops and counts the quotes a model made up, and the lines citing them; every quote left is in the files', async () => {
    stub.answerWith(inventingAnswer);
    const result = await reviewer().review(input());
    expect(result.droppedQuotes).toBe(4);
    expect(result.quotes).toEqual(goodAnswer.quotes);
    expect(result.feedback).toEqual(goodAnswer.feedback);
    const files = normalise(`${resumeText}\n${coverLetterText}`);
    for (const quote of result.quotes) expect(files).toContain(normalise(quote).replace(/\.$/, ''));
  });

  it('gives up a call that hangs after its timeout, tries it again, and throws when that hangs too', async () => {
    stub.hangNext(2);
    const started = Date.now();
    await expect(reviewer({ timeoutMs: 300, maxRetries: 1 }).review(input())).rejects.toThrow(APIConnectionTimeoutError);
    expect(stub.calls).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
  });

  it('recovers from a 500 by the SDK’s retry', async () => {
    stub.failNext(500);
    const result = await reviewer({ maxRetries: 2 }).review(input());
    expect(result.overall).toBe(78);
    expect(stub.calls).toHaveLength(2);
  });

  it('asks once more after an answer that is not JSON, and takes the second answer when it is a review', async () => {
    stub.answerNextWith('Sure! Here is your review: overall 78/100.');
    const result = await reviewer().review(input());
    expect(result.overall).toBe(78);
    expect(stub.calls).toHaveLength(2);
  });

  it('rejects a model that answers twice with something that is not JSON', async () => {
    stub.answerWith('Sure! Here is your review: overall 78/100.');
    await expect(reviewer().review(input())).rejects.toThrow(ReviewAnswerError);
    await expect(reviewer().review(input())).rejects.toThrow(/openai:gpt-4o-mini answered twice with something that is not a review: the answer is not JSON/);
  });

  it('rejects an answer that fails the schema: a score past 100, no feedback, a job match missing when there is an ad', async () => {
    for (const bad of [{ ...goodAnswer, overall: 140 }, { ...goodAnswer, feedback: [] }, { ...goodAnswer, jobMatch: null }, { overall: 78 }]) {
      stub.calls.length = 0;
      stub.answerWith(bad);
      await expect(reviewer().review(input())).rejects.toThrow(/does not follow the schema/);
      expect(stub.calls).toHaveLength(2);
    }
  });

  it('stops on a refused key without trying again', async () => {
    await expect(reviewer({ apiKey: 'sk-wrong', maxRetries: 2 }).review(input())).rejects.toThrow(AuthenticationError);
    expect(stub.calls).toHaveLength(1);
  });

  it('talks to a keyless server at its base URL, as Ollama and vLLM serve it', async () => {
    const keyless = await startOpenAiStub({ apiKey: null });
    keyless.answerWith(goodAnswer);
    try {
      const result = await createOpenAiReviewer({
        baseUrl: keyless.url,
        model: 'llama3.1:8b',
        timeoutMs: 2_000,
        maxRetries: 0,
        extractText: readPlainText,
      }).review(input());
      expect(result.reviewer).toBe('openai:llama3.1:8b');
      expect(keyless.calls[0]).toMatchObject({ path: '/chat/completions', body: { model: 'llama3.1:8b' } });
    } finally {
      await keyless.close();
    }
  });

  it('tells where it is: reading, then reviewing', async () => {
    const stages: string[] = [];
    await reviewer().review(input({ onStage: (stage) => stages.push(stage) }));
    expect(stages).toEqual(['reading', 'reviewing']);
  });

  it('refuses a resume without text before asking the model', async () => {
    await expect(reviewer().review(input({ resume: file('resume.txt', ' \n ') }))).rejects.toThrow(UnreadableFileError);
    expect(stub.calls).toHaveLength(0);
  });

  it('stops when the job’s signal is cancelled', async () => {
    stub.hangNext();
    const controller = new AbortController();
    const review = reviewer({ timeoutMs: 10_000 }).review(input({ signal: controller.signal }));
    setTimeout(() => controller.abort(), 100);
    await expect(review).rejects.toThrow(/abort/i);
    expect(stub.calls).toHaveLength(1);
  });
});
