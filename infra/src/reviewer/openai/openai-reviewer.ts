import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import { UnreadableFileError, type ResumeReviewer, type ReviewInput } from '../../ports/resume-reviewer.ts';
import { wordCount, type ExtractText } from '../extracted-text.ts';
import { groundReview } from '../grounding.ts';
import { reviewAnswerSchema, reviewMessages, type ReviewAnswer } from './review-prompt.ts';

export type OpenAiReviewerOptions = {
  /** the OpenAI-compatible API: OpenAI's own, Ollama's `http://localhost:11434/v1`, a vLLM server's `/v1` */
  baseUrl: string;
  /** the bearer key; none for a local Ollama or vLLM */
  apiKey?: string | null;
  model: string;
  /** how long one call may take before it is given up (and retried) */
  timeoutMs: number;
  /** how many times the SDK tries a call again after a timeout, a lost connection, a 429 or a 5xx */
  maxRetries: number;
  extractText: ExtractText;
};

/** The model answered, twice, with something that is not a review: not JSON, or JSON that fails the schema. */
export class ReviewAnswerError extends Error {
  override name = 'ReviewAnswerError';
}

/** The review the model drafted, or why its answer is not one. */
const readAnswer = (completion: OpenAI.Chat.Completions.ChatCompletion, schema: z.ZodType<ReviewAnswer>): ReviewAnswer | string => {
  const message = completion.choices[0]?.message;
  if (message?.refusal) return `the model refused: ${message.refusal}`;
  if (!message?.content) return 'the answer is empty';
  let json: unknown;
  try {
    json = JSON.parse(message.content);
  } catch {
    return 'the answer is not JSON';
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : `the answer does not follow the schema:\n${z.prettifyError(parsed.error)}`;
};

/**
 * A reviewer backed by an OpenAI-compatible chat model through the official SDK: it reads the files to text, asks the
 * model for a review in a JSON schema (structured output), checks the answer against that schema (asking once more
 * when it fails), then keeps only what the files hold (`groundReview`). Each call has its own timeout and the SDK's
 * retries; the job's signal stops it.
 */
export const createOpenAiReviewer = (options: OpenAiReviewerOptions): ResumeReviewer => {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    // The SDK would otherwise read OPENAI_API_KEY, OPENAI_ORG_ID and OPENAI_PROJECT_ID from the environment.
    apiKey: options.apiKey ?? 'none',
    organization: null,
    project: null,
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries,
  });
  const name = `openai:${options.model}`;

  const draft = async (input: ReviewInput, texts: { resume: string; coverLetter: string | null }): Promise<ReviewAnswer> => {
    const schema = reviewAnswerSchema(input.jobAd !== null);
    const request = {
      model: options.model,
      messages: reviewMessages(input, texts),
      response_format: zodResponseFormat(schema, 'resume_review'),
    };
    let problem = '';
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const completion = await client.chat.completions.create(request, { signal: input.signal });
      const answer = readAnswer(completion, schema);
      if (typeof answer !== 'string') return answer;
      problem = answer;
    }
    throw new ReviewAnswerError(`${name} answered twice with something that is not a review: ${problem}`);
  };

  return {
    name,
    async review(input) {
      input.onStage?.('reading');
      const [resume, coverLetter] = await Promise.all([
        options.extractText(input.resume),
        input.coverLetter ? options.extractText(input.coverLetter) : Promise.resolve(null),
      ]);
      input.signal?.throwIfAborted();
      if (resume.text.trim() === '') throw new UnreadableFileError('No text could be read from the resume.');
      const texts = { resume: resume.text, coverLetter: coverLetter?.text ?? null };
      input.onStage?.('reviewing');
      const grounded = groundReview(await draft(input, texts), texts);
      return {
        overall: grounded.overall,
        subScores: grounded.subScores,
        feedback: grounded.feedback,
        keywords: grounded.keywords,
        jobMatch: grounded.jobMatch,
        quotes: grounded.quotes,
        droppedQuotes: grounded.droppedQuotes,
        reviewer: name,
        read: {
          resumeWords: wordCount(resume.text),
          resumePages: resume.pages,
          coverLetterWords: coverLetter ? wordCount(coverLetter.text) : 0,
          ocr: resume.ocr || (coverLetter?.ocr ?? false),
        },
      };
    },
  };
};
