/** A file the seeker uploaded, as the reviewer gets it: its name (for its type) and its bytes. */
export type ReviewFile = { name: string; bytes: Buffer };

/** What a review is asked about: the files, and what the seeker told us they want. */
export type ReviewInput = {
  resume: ReviewFile;
  coverLetter: ReviewFile | null;
  industry: string;
  desiredPosition: string;
  companyName: string;
  /** the job ad the seeker pasted, when they did: the review then scores the match */
  jobAd: string | null;
  /** cancelled when the job's time is up: an adapter stops its work and throws */
  signal?: AbortSignal;
  /** where the review is: 'reading' while it extracts the text, 'reviewing' while it judges it */
  onStage?: (stage: 'reading' | 'reviewing') => void;
};

/** A part of the review with its score out of 100 and why. */
export type SubScore = { key: string; label: string; score: number; explanation: string };

/** One numbered line of the feedback: 'N. Heading: advice' (spec 001 §2.2). */
export type FeedbackLine = { heading: string; advice: string };

/** The keywords of the desired position and industry (and of the job ad, when given) found in the resume, and missing. */
export type KeywordMatch = { found: string[]; missing: string[] };

/**
 * A finished review. `quotes` are the words of the candidate's files the review cites: every one is found in the
 * extracted text (`droppedQuotes` counts the ones a reviewer made up, which were left out).
 */
export type ReviewResult = {
  /** out of 100 */
  overall: number;
  subScores: SubScore[];
  feedback: FeedbackLine[];
  keywords: KeywordMatch;
  /** the match with the pasted job ad, when there was one */
  jobMatch: { score: number; found: string[]; missing: string[] } | null;
  quotes: string[];
  droppedQuotes: number;
  /** which reviewer made it: 'builtin' or the model's name */
  reviewer: string;
  /** what was read: words and pages of the resume, whether it came from OCR */
  read: { resumeWords: number; resumePages: number; coverLetterWords: number; ocr: boolean };
};

/** A file the reviewer cannot read (a broken PDF, an image without text): retrying will not help. */
export class UnreadableFileError extends Error {
  override name = 'UnreadableFileError';
}

/** Reviews a resume and cover letter: the built-in offline reviewer, or an OpenAI-compatible model. */
export interface ResumeReviewer {
  /** 'builtin', or 'openai:{model}' */
  readonly name: string;
  review(input: ReviewInput): Promise<ReviewResult>;
}

/** White space as one space: a line break in a heading or advice (a quote spanning two lines of a PDF) would split its line. */
const oneLine = (text: string): string => text.replace(/\s+/gu, ' ').trim();

/** The spec's `aiReviewedFeedback`: numbered lines 'N. Heading: advice', one line each whatever the reviewer wrote. */
export const feedbackText = (lines: readonly FeedbackLine[]): string =>
  lines.map((line, index) => `${index + 1}. ${oneLine(line.heading)}: ${oneLine(line.advice)}`).join('\n');
