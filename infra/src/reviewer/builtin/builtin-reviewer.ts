import type { ResumeReviewer, ReviewFile, ReviewInput, ReviewResult } from '../../ports/resume-reviewer.ts';
import type { ExtractText } from '../extracted-text.ts';
import type { CheckResult, ResumeFacts } from './check.ts';
import { contactCheck } from './contact-check.ts';
import { jobMatchCheck, keywordsCheck } from './keyword-checks.ts';
import { atsCheck, coverLetterCheck } from './letter-and-ats-checks.ts';
import { createOcr } from './ocr.ts';
import { readReviewFile, wordCount, type ReadFile } from './read-file.ts';
import { normalise, structureOf } from './resume-structure.ts';
import { datesCheck, lengthCheck, sectionsCheck } from './structure-checks.ts';
import { achievementsCheck, actionVerbsCheck, readabilityCheck } from './writing-checks.ts';

export type BuiltinReviewerOptions = {
  /** the day a role 'to present' ends on (tests fix it) */
  now?: () => Date;
};

export type BuiltinReviewer = ResumeReviewer & {
  /**
   * Reads a file to text as this reviewer does, with the same OCR worker: a model's quotes are then checked against the
   * text the built-in reviewer would judge.
   */
  extractText: ExtractText;
  /** stops the OCR worker, if a picture started one (for a review or `extractText`) */
  close(): Promise<void>;
};

/** Waits for work unless the signal aborts first (OCR cannot be stopped half-way, but the review stops waiting). */
const untilAborted = <T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> => {
  if (!signal) return work;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
};

/**
 * The offline reviewer: reads PDF, DOCX, DOC and JPG files, and judges the resume the way resume checkers do —
 * contact, sections, length, dates, action verbs, numbers, keywords, job ad match, cover letter, readability, ATS —
 * with a score out of 100 and advice that quotes the candidate's own words.
 */
export const createBuiltinReviewer = (options: BuiltinReviewerOptions = {}): BuiltinReviewer => {
  const ocr = createOcr();
  const now = options.now ?? (() => new Date());
  const read = (file: ReviewFile, signal: AbortSignal | undefined) => untilAborted(readReviewFile(file, ocr), signal);

  return {
    name: 'builtin',
    async review(input: ReviewInput): Promise<ReviewResult> {
      input.signal?.throwIfAborted();
      input.onStage?.('reading');
      const resumeFile = await read(input.resume, input.signal);
      const letterFile: ReadFile | null = input.coverLetter ? await read(input.coverLetter, input.signal) : null;
      input.signal?.throwIfAborted();
      input.onStage?.('reviewing');
      return judge(input, resumeFile, letterFile, now());
    },
    async extractText(file) {
      const { text, pages, ocr: fromOcr } = await readReviewFile(file, ocr);
      return { text, pages, ocr: fromOcr };
    },
    close: () => ocr.close(),
  };
};

const judge = (input: ReviewInput, file: ReadFile, letter: ReadFile | null, now: Date): ReviewResult => {
  const resume: ResumeFacts = { ...file, ...structureOf(file.text, file.listItems, now), words: wordCount(file.text) };
  const contact = contactCheck(resume);
  const keywords = keywordsCheck(resume, input.desiredPosition, input.industry);
  const jobMatch = input.jobAd?.trim() ? jobMatchCheck(resume, input.jobAd) : null;
  const checks: CheckResult[] = [
    contact,
    sectionsCheck(resume),
    lengthCheck(resume),
    datesCheck(resume),
    actionVerbsCheck(resume),
    achievementsCheck(resume),
    keywords,
    ...(jobMatch ? [jobMatch] : []),
    ...(letter ? [coverLetterCheck(letter.text, input.companyName, input.desiredPosition)] : []),
    readabilityCheck(resume),
    atsCheck(resume, contact.headerOnly),
  ];
  const totalWeight = checks.reduce((sum, check) => sum + check.weight, 0);
  const overall = Math.round(checks.reduce((sum, check) => sum + check.subScore.score * check.weight, 0) / totalWeight);
  const sources = [normalise(file.text), normalise(letter?.text ?? '')];
  const quotes = [...new Set(checks.flatMap((check) => check.quotes).map(normalise))].filter(
    (quote) => quote && sources.some((source) => source.includes(quote)),
  );
  return {
    overall,
    subScores: checks.map((check) => check.subScore),
    // one line each (spec 001 §2.2): a quote can span two lines of the file, and is found again with its spacing made one space
    feedback: [...checks]
      .sort((a, b) => a.subScore.score - b.subScore.score)
      .map(({ feedback }) => ({ heading: normalise(feedback.heading), advice: normalise(feedback.advice) })),
    keywords: { found: keywords.found, missing: keywords.missing },
    jobMatch: jobMatch?.match ?? null,
    quotes,
    droppedQuotes: 0,
    reviewer: 'builtin',
    read: { resumeWords: resume.words, resumePages: resume.pages, coverLetterWords: letter ? wordCount(letter.text) : 0, ocr: resume.ocr },
  };
};
