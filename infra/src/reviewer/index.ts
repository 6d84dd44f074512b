import type { Config } from '../config.ts';
import { ConfigError } from '../config.ts';
import type { ResumeReviewer } from '../ports/resume-reviewer.ts';
import type { ExtractText } from './extracted-text.ts';
import { createOpenAiReviewer } from './openai/openai-reviewer.ts';

export type { ExtractedFile, ExtractText } from './extracted-text.ts';
export { groundReview } from './grounding.ts';
export { createOpenAiReviewer, ReviewAnswerError } from './openai/openai-reviewer.ts';

/** How many times a call to the model is tried again after a timeout, a lost connection, a 429 or a 5xx. */
const MODEL_RETRIES = 2;

export type ReviewerParts = {
  /** the built-in offline reviewer, used when no model is configured */
  builtin: ResumeReviewer;
  /** how the files are read to text, the same as the built-in reviewer reads them */
  extractText: ExtractText;
};

/** The reviewer the configuration asks for: the OpenAI-compatible model when AI_BASE_URL is set, else the built-in one. */
export const createResumeReviewer = (
  config: Pick<Config, 'aiBaseUrl' | 'aiApiKey' | 'aiModel' | 'aiTimeoutMs'>,
  { builtin, extractText }: ReviewerParts,
): ResumeReviewer => {
  if (!config.aiBaseUrl) return builtin;
  if (!config.aiModel) throw new ConfigError('Invalid configuration:\n  AI_MODEL: required with AI_BASE_URL');
  return createOpenAiReviewer({
    baseUrl: config.aiBaseUrl,
    apiKey: config.aiApiKey ?? null,
    model: config.aiModel,
    timeoutMs: config.aiTimeoutMs,
    maxRetries: MODEL_RETRIES,
    extractText,
  });
};
