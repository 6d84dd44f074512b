import { clamp, listed, type CheckResult, type ResumeFacts } from './check.ts';
import { skillsOfIndustry } from './industry-skills.ts';
import { tokensOf } from './language.ts';

/** Words of a job title that say its level, not its field. */
const SENIORITY = new Set([
  'senior',
  'junior',
  'lead',
  'principal',
  'graduate',
  'head',
  'chief',
  'associate',
  'assistant',
  'entry',
  'level',
  'mid',
  'staff',
  'intern',
]);
/** Words every job ad uses that say nothing about the job. */
const GENERIC = new Set([
  'experience',
  'team',
  'teams',
  'role',
  'candidate',
  'ability',
  'year',
  'years',
  'plus',
  'company',
  'work',
  'opportunity',
  'skills',
  'skill',
  'knowledge',
  'environment',
  'business',
  'responsibilities',
  'requirements',
  'position',
  'job',
  'day',
  'benefits',
  'culture',
  'people',
  'you',
  'we',
  'us',
  'salary',
  'apply',
]);
/** Names with inner punctuation that the tokenizer would split: 'Node.js', 'CI/CD', 'C++', 'C#'. */
const TECH_TERM = /\b[A-Za-z][A-Za-z0-9]*(?:[./][A-Za-z0-9]+|\+\+|#)+/g;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The keyword as a whole word or phrase of the text, a final 's' either way ('engineer' finds 'engineers'). */
export const mentions = (text: string, keyword: string): boolean => {
  const stem = keyword.replace(/s$/i, '');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escape(stem)}s?(?![\\p{L}\\p{N}+#])`, 'iu').test(text);
};

/** The words of the desired position that name the field ('Senior Software Engineer' → 'software engineer', 'software', 'engineer'). */
export const positionKeywords = (position: string): string[] => {
  const words = tokensOf(position).filter((token) => !token.stop && !SENIORITY.has(token.value.toLowerCase()) && /^(NOUN|PROPN|ADJ|VERB)$/.test(token.pos));
  const values = words.map((token) => token.value.toLowerCase());
  return [...new Set([...(values.length > 1 ? [values.join(' ')] : []), ...values])];
};

/** The desired position's words and the industry's usual skills, found in the resume and missing from it. */
export const keywordsCheck = (resume: ResumeFacts, desiredPosition: string, industry: string): CheckResult & { found: string[]; missing: string[] } => {
  const keywords = [...new Set([...positionKeywords(desiredPosition), ...skillsOfIndustry(industry)])];
  const found = keywords.filter((keyword) => mentions(resume.text, keyword));
  const missing = keywords.filter((keyword) => !found.includes(keyword));
  const score = keywords.length === 0 ? 50 : clamp((100 * found.length) / keywords.length);
  const target = `${desiredPosition.trim() || 'the role'}${industry.trim() ? ` in ${industry.trim()}` : ''}`;
  return {
    subScore: { key: 'keywords', label: 'Keywords', score, explanation: `${found.length} of ${keywords.length} keywords for ${target} appear in the resume.` },
    feedback: {
      heading: 'Keywords',
      advice:
        missing.length === 0
          ? `Every keyword for ${target} appears: ${listed(found.slice(0, 8))}.`
          : `For ${target}, ${found.length > 0 ? `the resume has ${listed(found.slice(0, 6))} but ` : ''}misses ${listed(missing.slice(0, 6).map((keyword) => `"${keyword}"`))}: use the ones you really have in your skills and bullets, in the employer's words.`,
    },
    quotes: [],
    weight: 14,
    found,
    missing,
  };
};

/** How many terms of a job ad are matched: the most frequent ones carry the score, as a recruiter's search does. */
const AD_TERMS = 20;

/** The ad's terms: its nouns, proper nouns and noun compounds (by part of speech), weighted by how often they occur. */
export const jobAdTerms = (ad: string): { term: string; weight: number }[] => {
  const weights = new Map<string, number>();
  const add = (term: string, weight: number) => weights.set(term, (weights.get(term) ?? 0) + weight);
  for (const match of ad.match(TECH_TERM) ?? []) add(match.toLowerCase(), 1);
  const withoutTech = ad.replace(TECH_TERM, ' , ');
  let chunk: string[] = [];
  const closeChunk = () => {
    if (chunk.length >= 2) add(chunk.join(' '), 1.5);
    chunk = [];
  };
  for (const token of tokensOf(withoutTech, { punctuation: true })) {
    const word = token.value.toLowerCase();
    if ((token.pos === 'NOUN' || token.pos === 'PROPN') && !token.stop && !GENERIC.has(word) && !SENIORITY.has(word) && word.length > 1) {
      add(word, 1);
      chunk.push(word);
      if (chunk.length === 3) closeChunk();
    } else closeChunk();
  }
  closeChunk();
  return [...weights.entries()]
    .map(([term, weight]) => ({ term, weight }))
    .sort((a, b) => b.weight - a.weight)
    .slice(0, AD_TERMS);
};

/** The resume against a pasted job ad, as Jobscan scores it: the share of the ad's weighted terms the resume uses. */
export const jobMatchCheck = (resume: ResumeFacts, ad: string): CheckResult & { match: { score: number; found: string[]; missing: string[] } } => {
  const terms = jobAdTerms(ad);
  const found = terms.filter((entry) => mentions(resume.text, entry.term));
  const missing = terms.filter((entry) => !found.includes(entry));
  const total = terms.reduce((sum, entry) => sum + entry.weight, 0);
  const score = total === 0 ? 0 : clamp((100 * found.reduce((sum, entry) => sum + entry.weight, 0)) / total);
  const match = { score, found: found.map((entry) => entry.term), missing: missing.map((entry) => entry.term) };
  return {
    subScore: {
      key: 'jobMatch',
      label: 'Job ad match',
      score,
      explanation: `The resume uses ${found.length} of the ad's ${terms.length} most frequent terms (${score}% by weight).`,
    },
    feedback: {
      heading: 'Job ad match',
      advice:
        missing.length === 0
          ? `The resume uses every key term of the ad: ${listed(match.found.slice(0, 8))}.`
          : `${score}% match with the ad; it asks for ${listed(match.missing.slice(0, 6).map((term) => `"${term}"`))}, which the resume never mentions: add those you have, where you used them.`,
    },
    quotes: [],
    weight: 14,
    match,
  };
};
