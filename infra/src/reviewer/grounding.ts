import type { FeedbackLine, KeywordMatch, ReviewResult } from '../ports/resume-reviewer.ts';

/** What a reviewer drafted and the grounding checks against the files: its quotes, its feedback, its keywords. */
export type GroundedParts = Pick<ReviewResult, 'quotes' | 'feedback' | 'keywords' | 'jobMatch'>;

/** The text read from the seeker's files. */
export type ExtractedTexts = { resume: string; coverLetter: string | null };

const singleQuotes = /[\u2018\u2019\u201A\u201B\u2032\u0060\u00B4]/g;
const doubleQuotes = /[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/g;
const dashes = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;

/**
 * The form two texts are compared in: compatibility forms folded (a PDF's 'ﬁ' ligature is 'fi'), curly quotes made
 * straight, every dash a hyphen, soft hyphens gone, runs of whitespace one space, lower case.
 */
export const normalise = (text: string): string =>
  text
    .normalize('NFKC')
    .replace(/\u00AD/g, '')
    .replace(singleQuotes, "'")
    .replace(doubleQuotes, '"')
    .replace(dashes, '-')
    .replace(/\s+/gu, ' ')
    .trim()
    .toLowerCase();

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/**
 * Whether `fragment` (normalised) stands in `text` (normalised) as whole words: 'lead' is not found in 'leadership',
 * nor 'team' in 'teamwork'; an edge that is punctuation ('$5M.') needs no boundary.
 */
const standsIn = (text: string, fragment: string): boolean => {
  if (fragment === '') return false;
  const needsStart = isWordChar(fragment[0]);
  const needsEnd = isWordChar(fragment[fragment.length - 1]);
  for (let at = text.indexOf(fragment); at !== -1; at = text.indexOf(fragment, at + 1)) {
    const startOk = !needsStart || !isWordChar(text[at - 1]);
    const endOk = !needsEnd || !isWordChar(text[at + fragment.length]);
    if (startOk && endOk) return true;
  }
  return false;
};

const marks = /^(?:["'\s]|\.{3})+|(?:["'\s]|\.{3}|[.,;:!?])+$/g;

/**
 * A quote, normalised, without the quotation marks and ellipses it may be wrapped in nor the closing punctuation a
 * sentence puts inside quotation marks ('you wrote "responsible for sales," which').
 */
const unwrap = (quote: string): string => normalise(quote).replace(marks, '');

/** The quote as the reviewer wrote it, its wrapping marks taken off. */
const shown = (quote: string): string =>
  quote
    .trim()
    .replace(/^["'\u2018\u201C\u00AB]+|["'\u2019\u201D\u00BB]+$/g, '')
    .trim();

const uniqueIgnoringCase = (words: string[]): string[] => {
  const seen = new Set<string>();
  return words.filter((word) => {
    const key = unwrap(word);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

const doubleQuoted = /"([^"]+)"/g;
// A single quote opens after a non-letter and closes before one, so the apostrophes of "seeker's" and "don't" are not quotes.
const singleQuoted = /(?<![\p{L}\p{N}])'(.+?)'(?![\p{L}\p{N}])/gu;

/**
 * The quoted fragments of a feedback line that cite the files. A single quoted word ('Add "Kubernetes"') names a term
 * rather than citing the seeker's words, so only fragments of two words or more are checked.
 */
export const citationsIn = (line: string): string[] => {
  const text = normalise(line);
  const fragments = [...text.matchAll(doubleQuoted), ...text.matchAll(singleQuoted)].map((match) => unwrap(match[1] ?? ''));
  return fragments.filter((fragment) => fragment.split(' ').filter((word) => /[\p{L}\p{N}]/u.test(word)).length >= 2);
};

/** The draft with only what is in the files: quotes found verbatim, feedback lines citing nothing invented, keywords found that are there. */
export type GroundedReview<T extends GroundedParts> = T & { droppedQuotes: number };

/**
 * The "nothing is invented" rule every reviewer's draft goes through. A quote is kept when it is found word for word in
 * the resume or the cover letter (spacing, case, curly or straight quotes and the kind of dash aside); a feedback line
 * that cites words found in neither is dropped whole, since its advice rests on them. `droppedQuotes` counts the
 * distinct invented quotes, whether listed, cited in a line, or both. A keyword said to be found that the resume does
 * not hold is moved to the missing ones. Blank quotes are left out without being counted: they claim nothing.
 */
export const groundReview = <T extends GroundedParts>(draft: T, texts: ExtractedTexts): GroundedReview<T> => {
  const sources = [texts.resume, texts.coverLetter ?? ''].map(normalise);
  const resume = sources[0] ?? '';
  const isGrounded = (fragment: string) => sources.some((source) => standsIn(source, fragment));
  const invented = new Set<string>();

  const quotes: string[] = [];
  const kept = new Set<string>();
  for (const quote of draft.quotes) {
    const fragment = unwrap(quote);
    if (fragment === '') continue;
    if (!isGrounded(fragment)) invented.add(fragment);
    else if (!kept.has(fragment)) {
      kept.add(fragment);
      quotes.push(shown(quote));
    }
  }

  const feedback = draft.feedback.filter((line: FeedbackLine) => {
    const unfounded = [...citationsIn(line.heading), ...citationsIn(line.advice)].filter((fragment) => !isGrounded(fragment));
    for (const fragment of unfounded) invented.add(fragment);
    return unfounded.length === 0;
  });

  const inResume = (keyword: string) => standsIn(resume, unwrap(keyword));
  const ground = <K extends KeywordMatch>(match: K): K => ({
    ...match,
    found: match.found.filter(inResume),
    missing: uniqueIgnoringCase([...match.missing, ...match.found.filter((keyword) => !inResume(keyword))]),
  });

  return {
    ...draft,
    quotes,
    feedback,
    keywords: ground(draft.keywords),
    jobMatch: draft.jobMatch === null ? null : ground(draft.jobMatch),
    droppedQuotes: invented.size,
  };
};
