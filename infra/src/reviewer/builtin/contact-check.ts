import { clamp, listed, type CheckResult, type ResumeFacts } from './check.ts';

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const PHONE = /(?:\+\d{1,3}[\s-]?)?(?:\(\d{1,4}\)[\s-]?)?\d[\d\s-]{6,}\d/g;
const LINKEDIN = /linkedin\.com\/in\/[\w-]+/i;
const LOCATION =
  /\b(NSW|VIC|QLD|WA|SA|TAS|ACT|NT|New South Wales|Victoria|Queensland|Tasmania|Sydney|Melbourne|Brisbane|Perth|Adelaide|Hobart|Canberra|Darwin|Gold Coast|Newcastle|Geelong|Wollongong|Australia|Remote)\b/;
/** Without headings, how far down the page a reader looks for where the candidate lives. */
const TOP_LINES = 4;

/** A phone number: 9 to 15 digits, not a range of years. */
const phoneIn = (text: string): string | null =>
  [...text.matchAll(PHONE)]
    .map((match) => match[0].trim())
    .find((candidate) => {
      const digits = candidate.replace(/\D/g, '').length;
      return digits >= 9 && digits <= 15 && !/^(19|20)\d\d\s*-\s*(19|20)\d\d$/.test(candidate);
    }) ?? null;

type Item = { label: string; points: number; find: (text: string) => string | null };

const items: Item[] = [
  { label: 'an e-mail address', points: 35, find: (text) => text.match(EMAIL)?.[0] ?? null },
  { label: 'a phone number', points: 30, find: phoneIn },
  { label: 'your city or region', points: 20, find: (text) => text.match(LOCATION)?.[0] ?? null },
  { label: 'a LinkedIn profile', points: 15, find: (text) => text.match(LINKEDIN)?.[0] ?? null },
];

/** Contact details at the top of the body, where every reader and ATS finds them (not only in a page header). */
export const contactCheck = (resume: ResumeFacts): CheckResult & { headerOnly: boolean } => {
  const body = resume.lines.join('\n');
  const beforeHeadings = resume.sections[0]?.lines ?? [];
  const top = (resume.sections.length > 1 ? beforeHeadings : resume.lines.slice(0, TOP_LINES)).join('\n');
  const found = items.map((item) => ({ item, value: item.find(item.label === 'your city or region' ? top : body), inHeader: item.find(resume.headerText) }));
  const present = found.filter((entry) => entry.value);
  const headerOnly = found.filter((entry) => !entry.value && entry.inHeader);
  const missing = found.filter((entry) => !entry.value && !entry.inHeader);
  const score = clamp(present.reduce((sum, entry) => sum + entry.item.points, 0) + headerOnly.reduce((sum, entry) => sum + entry.item.points / 2, 0));
  const parts: string[] = [];
  if (headerOnly.length > 0)
    parts.push(
      `${listed(headerOnly.map((entry) => entry.item.label))} ${headerOnly.length === 1 ? 'is' : 'are'} only in the page header, which many ATS skip: move ${headerOnly.length === 1 ? 'it' : 'them'} into the body under your name`,
    );
  if (missing.length > 0) parts.push(`add ${listed(missing.map((entry) => entry.item.label))} under your name`);
  const advice =
    parts.length > 0
      ? `${parts.join('; ')}.`
      : `${listed(present.map((entry) => entry.item.label))} are all at the top of the page, where recruiters look first.`;
  const explanation =
    present.length === items.length
      ? 'E-mail, phone, location and LinkedIn are all in the body of the resume.'
      : `Found ${present.length > 0 ? listed(present.map((entry) => entry.item.label)) : 'no contact details'} in the body${headerOnly.length > 0 ? `, and ${listed(headerOnly.map((entry) => entry.item.label))} only in the page header` : ''}.`;
  return {
    subScore: { key: 'contact', label: 'Contact details', score, explanation },
    feedback: { heading: 'Contact details', advice: advice.charAt(0).toUpperCase() + advice.slice(1) },
    quotes: present.flatMap((entry) => (entry.value ? [entry.value] : [])),
    weight: 10,
    headerOnly: headerOnly.length > 0,
  };
};
