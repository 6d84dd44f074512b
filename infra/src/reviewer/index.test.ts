import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import type { ResumeReviewer, ReviewInput } from '../ports/resume-reviewer.ts';
import type { ExtractText } from './extracted-text.ts';
import { createResumeReviewer } from './index.ts';
import { startOpenAiStub, type OpenAiStub } from './openai-stub.ts';

const readPlainText: ExtractText = async (file) => ({ text: file.bytes.toString('utf8'), pages: 1, ocr: false });

/** Stands for the built-in reviewer, which its own folder provides. */
const builtin: ResumeReviewer = {
  name: 'builtin',
  review: () => Promise.reject(new Error('the built-in reviewer is not under test here')),
};

const input: ReviewInput = {
  resume: { name: 'resume.txt', bytes: Buffer.from('Led a team of 5 analysts. Skills: SQL, Python') },
  coverLetter: null,
  industry: 'Information Technology',
  desiredPosition: 'Data Analyst',
  companyName: 'Atlassian',
  jobAd: null,
};

const answer = {
  overall: 70,
  subScores: [{ key: 'impact', label: 'Achievements and impact', score: 70, explanation: 'One result.' }],
  feedback: [{ heading: 'Results', advice: 'Say what "Led a team of 5 analysts" achieved.' }],
  keywords: { found: ['SQL'], missing: ['Tableau'] },
  jobMatch: null,
  quotes: ['Led a team of 5 analysts', 'Managed a $2M budget'],
};

let stub: OpenAiStub;
beforeEach(async () => {
  stub = await startOpenAiStub({ apiKey: 'sk-proj-config' });
  stub.answerWith(answer);
});
afterEach(() => stub.close());

describe('createResumeReviewer', () => {
  it('hands back the built-in reviewer when no model is configured', () => {
    expect(createResumeReviewer(loadConfig({}), { builtin, extractText: readPlainText })).toBe(builtin);
  });

  it('reviews with the configured OpenAI-compatible model, its key, and grounds the answer', async () => {
    const config = loadConfig({ AI_BASE_URL: `${stub.url}/v1`, AI_API_KEY: 'sk-proj-config', AI_MODEL: 'gpt-4o-mini' });
    const reviewer = createResumeReviewer(config, { builtin, extractText: readPlainText });
    expect(reviewer.name).toBe('openai:gpt-4o-mini');
    const result = await reviewer.review(input);
    expect(result).toMatchObject({ reviewer: 'openai:gpt-4o-mini', overall: 70, quotes: ['Led a team of 5 analysts'], droppedQuotes: 1 });
    expect(stub.calls[0]).toMatchObject({ path: '/v1/chat/completions', apiKey: 'sk-proj-config', body: { model: 'gpt-4o-mini' } });
  });

  it('gives a model that hangs up after AI_TIMEOUT_MS, its retries included', async () => {
    stub.hangNext(3);
    const config = loadConfig({ AI_BASE_URL: `${stub.url}/v1`, AI_API_KEY: 'sk-proj-config', AI_MODEL: 'gpt-4o-mini', AI_TIMEOUT_MS: '200' });
    await expect(createResumeReviewer(config, { builtin, extractText: readPlainText }).review(input)).rejects.toThrow(/timed out/i);
    expect(stub.calls).toHaveLength(3);
  });

  it('refuses an address without a model, however the configuration was made', () => {
    expect(() => createResumeReviewer({ aiBaseUrl: `${stub.url}/v1`, aiTimeoutMs: 1_000 }, { builtin, extractText: readPlainText })).toThrow(ConfigError);
  });
});
