import type { FeedbackLine, SubScore } from '../../ports/resume-reviewer.ts';
import type { ReadFile } from './read-file.ts';
import type { ResumeStructure } from './resume-structure.ts';

/** What one check found: its score with the reason, one line of advice, and the candidate's words it cites. */
export type CheckResult = { subScore: SubScore; feedback: FeedbackLine; quotes: string[]; weight: number };

/** The resume as the checks see it. */
export type ResumeFacts = ReadFile & ResumeStructure & { words: number };

export const clamp = (score: number): number => Math.max(0, Math.min(100, Math.round(score)));

/** 'a, b and c' */
export const listed = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;

export const plural = (count: number, one: string, many = `${one}s`): string => `${count} ${count === 1 ? one : many}`;

/** A long line cut to its first words, still a verbatim piece of it, so it can be quoted. */
export const excerpt = (text: string, words = 10): string => {
  const parts = text.split(' ');
  return parts.length <= words ? text : parts.slice(0, words).join(' ');
};
