import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { millis, percentile, ratio, type Row } from './table.ts';

export const RESUME_TYPES = ['pdf', 'docx', 'doc', 'jpg'] as const;
export type ResumeType = (typeof RESUME_TYPES)[number];
export const RESUME_KINDS = ['good', 'poor'] as const;
type Sides = { review: number[]; extract: number[] };
export type ReviewerTimes = Record<ResumeType, Record<(typeof RESUME_KINDS)[number], Sides>>;

const run = promisify(execFile);
const child = fileURLToPath(new URL('./reviewer-child.ts', import.meta.url));

const label: Record<ResumeType, string> = { pdf: 'PDF', docx: 'DOCX', doc: 'DOC (Word 97)', jpg: 'JPG (OCR)' };
const about = { good: 'a good resume (1 page, about 440 words)', poor: 'a poor one (about 50 words)' };

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

/**
 * (i) The built-in reviewer's time per resume by type, in a process of its own (reviewer-child.ts): `runs` reviews of a
 * good and of a poor resume of each type (the test files the reviewer's own tests use), beside the bare extraction of
 * the same file's text with the same library, so the ratio is what the checks and the language model add to reading.
 */
export const benchReviewer = async (runs: Record<ResumeType, number>): Promise<Row[]> => {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', child, ...RESUME_TYPES.map((type) => String(runs[type]))], {
    maxBuffer: 16 * 1024 * 1024,
    timeout: 15 * 60_000,
  });
  const times = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as ReviewerTimes;
  return RESUME_TYPES.flatMap((type) =>
    RESUME_KINDS.map((kind) => {
      const [review, extract] = [sorted(times[type][kind].review), sorted(times[type][kind].extract)];
      const [p50, p99] = [(values: number[]) => percentile(values, 50), (values: number[]) => percentile(values, 99)];
      return {
        measure: `${label[type]}, ${about[kind]}: p50 / p99 (${review.length} runs)`,
        ours: `${millis(p50(review))} / ${millis(p99(review))}`,
        baseline: `${millis(p50(extract))} / ${millis(p99(extract))}`,
        ratio: `${ratio(p50(review), p50(extract))} / ${ratio(p99(review), p99(extract))}`,
        note: type === 'jpg' ? 'tesseract.js recognize, same worker options and data' : `text extracted with ${extractor[type]}`,
      };
    }),
  );
};

const extractor: Record<Exclude<ResumeType, 'jpg'>, string> = {
  pdf: 'unpdf extractText',
  docx: 'mammoth extractRawText',
  doc: 'word-extractor getBody',
};
