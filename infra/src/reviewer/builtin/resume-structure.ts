/** A resume's text as parts: its lines, its sections by heading, its bullets and its dated roles. */

export type SectionKind = 'contact' | 'summary' | 'experience' | 'education' | 'skills' | 'other';
export type Section = { kind: SectionKind; heading: string; lines: string[] };
/** A dated stretch of the resume: `quote` as written, months counted from year 0 (January = 0). */
export type DateRange = { quote: string; start: number; end: number; line: string };

export type ResumeStructure = {
  lines: string[];
  sections: Section[];
  bullets: string[];
  /** the date ranges of the roles: those in the experience section, or, without one, all outside education */
  roles: DateRange[];
};

const HEADINGS: [Exclude<SectionKind, 'contact' | 'other'>, RegExp][] = [
  ['summary', /^(professional |career |personal )?(summary|profile|objective|about me|overview)$/],
  ['experience', /^((professional|work|relevant|employment|career) )?(experience|history|employment)( history)?$|^employment$/],
  ['education', /^(education|qualifications|academic (background|qualifications)|education (and|&) training)$/],
  ['skills', /^((key|technical|core|professional) )?(skills|competencies|expertise|technologies)( (and|&) (tools|technologies))?$/],
];
const OTHER_HEADING =
  /^(certifications?|licen[cs]es|projects|awards|achievements|publications|volunteering|volunteer experience|interests|hobbies|languages|references|courses|training)$/;

const headingOf = (line: string): SectionKind | null => {
  const words = line.replace(/[:：]$/, '').trim();
  if (words.split(/\s+/).length > 4 || /[.,;]$/.test(line)) return null;
  const lower = words.toLowerCase();
  for (const [kind, pattern] of HEADINGS) if (pattern.test(lower)) return kind;
  return OTHER_HEADING.test(lower) ? 'other' : null;
};

const BULLET = /^\s*(?:[•●▪◦‣·■□➢►✓–—*-]|[+o>](?=\s))\s*/;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const POINT = `(?:${MONTH}\\.?\\s+)?(?:19|20)\\d{2}|\\d{1,2}/(?:19|20)\\d{2}`;
const RANGE = new RegExp(`(${POINT})\\s*(?:-|–|—|to|until)\\s*(${POINT}|present|current|now|today)`, 'gi');

/** A point of a range in months; a year alone is its January at the start of a range and its December at the end. */
const monthOf = (point: string, atEnd: boolean, now: Date): number => {
  const lower = point.toLowerCase();
  if (/present|current|now|today/.test(lower)) return now.getUTCFullYear() * 12 + now.getUTCMonth();
  const year = Number(lower.match(/(?:19|20)\d{2}/)?.[0]);
  const numeric = lower.match(/^(\d{1,2})\//);
  if (numeric) return year * 12 + Number(numeric[1]) - 1;
  const month = MONTHS.findIndex((name) => lower.startsWith(name));
  return year * 12 + (month >= 0 ? month : atEnd ? 11 : 0);
};

export const dateRangesIn = (line: string, now: Date): DateRange[] =>
  [...line.matchAll(RANGE)].map((match) => ({
    quote: match[0],
    start: monthOf(match[1] ?? '', false, now),
    end: monthOf(match[2] ?? '', true, now),
    line,
  }));

/** A line that goes on with the bullet before it: it starts in lower case or a number, or the bullet has not ended. */
const continues = (bullet: string, line: string): boolean => /^[\p{Ll}\p{N}$%(]/u.test(line) || (!/[.!?;]$/.test(bullet) && line.split(' ').length <= 6);

/**
 * Lines are trimmed; a bullet is a line that starts with a bullet mark (or one the file marks as a list item), with
 * the lines that wrap it joined on (a PDF or a photo breaks a long bullet over lines).
 */
export const structureOf = (text: string, listItems: readonly string[], now: Date): ResumeStructure => {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const listed = new Set(listItems.map((item) => item.replace(/\s+/g, ' ').trim()));
  const sections: Section[] = [{ kind: 'contact', heading: '', lines: [] }];
  const bullets: string[] = [];
  let open: string | null = null;
  for (const line of lines) {
    const heading = headingOf(line);
    if (heading) {
      sections.push({ kind: heading, heading: line, lines: [] });
      open = null;
      continue;
    }
    sections.at(-1)?.lines.push(line);
    const marked = BULLET.test(line) || listed.has(line);
    if (marked) {
      open = line.replace(BULLET, '');
      bullets.push(open);
    } else if (open !== null && continues(open, line) && dateRangesIn(line, now).length === 0) {
      open = `${open} ${line}`;
      bullets[bullets.length - 1] = open;
    } else open = null;
  }
  const experience = sections.filter((section) => section.kind === 'experience');
  const roleLines =
    experience.length > 0
      ? experience.flatMap((section) => section.lines)
      : sections.filter((section) => section.kind !== 'education').flatMap((section) => section.lines);
  return { lines, sections, bullets, roles: roleLines.flatMap((line) => dateRangesIn(line, now)) };
};

/** Text with its runs of white space made one space: how quotes are compared with what was read. */
export const normalise = (text: string): string => text.replace(/\s+/g, ' ').trim();
