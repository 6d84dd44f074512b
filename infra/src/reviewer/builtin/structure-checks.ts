import { clamp, listed, plural, type CheckResult, type ResumeFacts } from './check.ts';
import type { SectionKind } from './resume-structure.ts';

const EXPECTED: { kind: SectionKind; label: string; points: number; why: string }[] = [
  { kind: 'experience', label: 'Experience', points: 35, why: 'your roles, newest first, with what you achieved' },
  { kind: 'education', label: 'Education', points: 25, why: 'your degree or training and where you studied' },
  { kind: 'skills', label: 'Skills', points: 25, why: 'the tools and skills the role asks for, as an ATS searches them' },
  { kind: 'summary', label: 'Summary', points: 15, why: 'two or three lines on who you are and what you want next' },
];

export const sectionsCheck = (resume: ResumeFacts): CheckResult => {
  const found = EXPECTED.filter((expected) => resume.sections.some((section) => section.kind === expected.kind));
  const missing = EXPECTED.filter((expected) => !found.includes(expected));
  const headings = resume.sections.filter((section) => section.kind !== 'contact' && section.kind !== 'other').map((section) => section.heading);
  return {
    subScore: {
      key: 'sections',
      label: 'Sections',
      score: clamp(found.reduce((sum, expected) => sum + expected.points, 0)),
      explanation:
        missing.length === 0
          ? `Has all four sections an ATS looks for: ${listed(headings.map((heading) => `"${heading}"`))}.`
          : `Missing ${listed(missing.map((expected) => expected.label))}${found.length > 0 ? `; found ${listed(found.map((expected) => expected.label))}` : ''}.`,
    },
    feedback: {
      heading: 'Sections',
      advice:
        missing.length === 0
          ? 'Summary, Experience, Education and Skills are all there under plain headings an ATS recognises.'
          : `Add ${missing.map((expected) => `${/^[AEIOU]/.test(expected.label) ? 'an' : 'a'} "${expected.label}" section (${expected.why})`).join('; ')}. Use these plain headings so an ATS files each part correctly.`,
    },
    quotes: headings,
    weight: 12,
  };
};

const [IDEAL_MIN, IDEAL_MAX] = [400, 800];

export const lengthCheck = (resume: ResumeFacts): CheckResult => {
  const { words, pages } = resume;
  const wordScore =
    words < IDEAL_MIN ? (100 * Math.max(0, words - 100)) / (IDEAL_MIN - 100) : words > IDEAL_MAX ? Math.max(40, 100 - (words - IDEAL_MAX) / 10) : 100;
  const score = clamp(wordScore - (pages > 2 ? 30 : 0));
  const size = `${plural(words, 'word')} on ${plural(pages, 'page')}`;
  const advice =
    pages > 2
      ? `At ${size}, cut it to two pages: keep the last 10 years and the bullets with results.`
      : words < IDEAL_MIN
        ? `At ${size} it is short: aim for ${IDEAL_MIN}–${IDEAL_MAX} words, with 3–5 bullets of results under each recent role.`
        : words > IDEAL_MAX
          ? `At ${size} it is long: aim for ${IDEAL_MIN}–${IDEAL_MAX} words; shorten older roles to a line each.`
          : `At ${size} it is within the ${IDEAL_MIN}–${IDEAL_MAX} words and 1–2 pages recruiters read in full.`;
  return {
    subScore: {
      key: 'length',
      label: 'Length',
      score,
      explanation: `${size.charAt(0).toUpperCase()}${size.slice(1)}; ${IDEAL_MIN}–${IDEAL_MAX} words on 1–2 pages is ideal.`,
    },
    feedback: { heading: 'Length', advice },
    quotes: [],
    weight: 8,
  };
};

const GAP_MONTHS = 6;
const monthName = (month: number) =>
  `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][month % 12]} ${Math.floor(month / 12)}`;

/** Roles with dates, newest first, and no unexplained gap longer than six months between them. */
export const datesCheck = (resume: ResumeFacts): CheckResult => {
  const roles = resume.roles;
  if (roles.length === 0) {
    return {
      subScore: { key: 'dates', label: 'Experience dates', score: 30, explanation: 'No role has a date range such as "Mar 2019 - Present".' },
      feedback: { heading: 'Experience dates', advice: 'Give each role its start and end month and year ("Mar 2019 - Present"), newest role first.' },
      quotes: [],
      weight: 8,
    };
  }
  const outOfOrder = roles.flatMap((role, index) => {
    const above = roles[index - 1];
    return above && role.start > above.start ? [{ role, above }] : [];
  });
  const byStart = [...roles].sort((a, b) => b.start - a.start);
  const gaps = byStart.flatMap((newer, index) => {
    const older = byStart[index + 1];
    const months = older ? newer.start - older.end - 1 : 0;
    return older && months > GAP_MONTHS ? [{ newer, older, months }] : [];
  });
  const score = clamp(100 - (outOfOrder.length > 0 ? 40 : 0) - gaps.length * 20);
  const parts: string[] = [];
  if (outOfOrder.length > 0) parts.push(`list roles newest first: "${outOfOrder[0]?.role.quote}" comes after the older "${outOfOrder[0]?.above.quote}"`);
  for (const gap of gaps)
    parts.push(
      `explain the ${gap.months}-month gap between ${monthName(gap.older.end)} ("${gap.older.quote}") and ${monthName(gap.newer.start)} ("${gap.newer.quote}") with study, travel, caring or contract work`,
    );
  return {
    subScore: {
      key: 'dates',
      label: 'Experience dates',
      score,
      explanation: `${plural(roles.length, 'dated role')}${outOfOrder.length > 0 ? ', not newest first' : ', newest first'}${gaps.length > 0 ? `, with ${plural(gaps.length, 'gap')} over ${GAP_MONTHS} months` : ', with no gap over six months'}.`,
    },
    feedback: {
      heading: 'Experience dates',
      advice:
        parts.length > 0
          ? `${parts.map((part, index) => (index === 0 ? part.charAt(0).toUpperCase() + part.slice(1) : part)).join('; ')}.`
          : 'Roles are dated and listed newest first, with no unexplained gaps.',
    },
    quotes: [
      ...new Set([...outOfOrder.flatMap((entry) => [entry.role.quote, entry.above.quote]), ...gaps.flatMap((gap) => [gap.older.quote, gap.newer.quote])]),
    ],
    weight: 8,
  };
};
