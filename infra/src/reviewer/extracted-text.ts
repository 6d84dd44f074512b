import type { ReviewFile } from '../ports/resume-reviewer.ts';

/** The text read from one of the seeker's files: its words, how many pages it has, whether they came from OCR. */
export type ExtractedFile = { text: string; pages: number; ocr: boolean };

/**
 * Reads a resume or cover letter (PDF, Word, picture) to text; throws `UnreadableFileError` for a file that holds none.
 * Every reviewer reads the files the same way, so their quotes are checked against the same text.
 */
export type ExtractText = (file: ReviewFile) => Promise<ExtractedFile>;

/** Words as a reader counts them: runs of anything but whitespace. */
export const wordCount = (text: string): number => text.split(/\s+/u).filter((word) => word !== '').length;
