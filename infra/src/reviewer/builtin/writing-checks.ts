import { clamp, excerpt, plural, type CheckResult, type ResumeFacts } from './check.ts';
import { fleschReadingEase, leadingVerb, pastTense, sentencesOf, tokensOf } from './language.ts';

/** Openings that describe a duty instead of an action; the verb that follows them is the one to lead with. */
const DUTY_OPENING =
  /^(responsible for|in charge of|tasked with|duties included|duties include|worked on|involved in|helped( with| to)?|assisted( with| in)?)\s+/i;
/** Verbs that start a bullet but say little about what the candidate did. */
const WEAK_VERBS = new Set(['help', 'work', 'assist', 'do', 'handle', 'participate', 'be', 'get', 'make']);
const STRONG_EXAMPLES = '"Led", "Built", "Delivered" or "Improved"';

/** The verb a bullet could start with: 'Responsible for managing the team' → 'Managed'; null when none is clear. */
const betterVerb = (bullet: string): string | null => {
  const rest = bullet.replace(DUTY_OPENING, '');
  const first = tokensOf(rest)[0];
  if (first && first.pos === 'VERB') return pastTense(first.lemma);
  return null;
};

const adviceFor = (bullet: string): string => {
  const verb = betterVerb(bullet);
  return verb ? `begin "${excerpt(bullet)}" with "${verb}"` : `begin "${excerpt(bullet)}" with a verb such as ${STRONG_EXAMPLES}`;
};

/** Bullets that start with an action verb: the first word tagged VERB by its part of speech, not looked up in a list. */
export const actionVerbsCheck = (resume: ResumeFacts): CheckResult => {
  const { bullets } = resume;
  if (bullets.length === 0) {
    return {
      subScore: { key: 'actionVerbs', label: 'Action verbs', score: 30, explanation: 'The resume has no bullet points to start with verbs.' },
      feedback: { heading: 'Action verbs', advice: `Under each role, list 3–5 bullet points that start with a verb such as ${STRONG_EXAMPLES}.` },
      quotes: [],
      weight: 12,
    };
  }
  const read = bullets.map((bullet) => ({ bullet, verb: leadingVerb(bullet) }));
  const withVerb = read.filter((entry) => entry.verb);
  const weak = withVerb.filter((entry) => DUTY_OPENING.test(entry.bullet) || WEAK_VERBS.has(entry.verb?.lemma ?? ''));
  const without = read.filter((entry) => !entry.verb);
  const strong = withVerb.length - weak.length;
  const score = clamp((100 * (strong + weak.length * 0.5)) / bullets.length);
  const toFix = [...without, ...weak].slice(0, 2);
  const summary = `${withVerb.length} of ${plural(bullets.length, 'bullet')} start with a verb${weak.length > 0 ? ` (${weak.length} with a weak one)` : ''}`;
  return {
    subScore: { key: 'actionVerbs', label: 'Action verbs', score, explanation: `${summary}.` },
    feedback: {
      heading: 'Action verbs',
      advice:
        toFix.length > 0 ? `${summary}; ${toFix.map((entry) => adviceFor(entry.bullet)).join('; ')}.` : `${summary}, which reads as action and ownership.`,
    },
    quotes: toFix.map((entry) => excerpt(entry.bullet)),
    weight: 12,
  };
};

const NUMBER = /\d|%|\$|\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|hundred|thousand|million|billion|doubled|tripled|halved)\b/i;

/** Bullets that show a result with a number: a percentage, an amount, a count. */
export const achievementsCheck = (resume: ResumeFacts): CheckResult => {
  const { bullets } = resume;
  const quantified = bullets.filter((bullet) => NUMBER.test(bullet));
  const plain = bullets.filter((bullet) => !NUMBER.test(bullet));
  const share = bullets.length === 0 ? 0 : quantified.length / bullets.length;
  const score = clamp(bullets.length === 0 ? 0 : Math.min(100, (share / 0.6) * 100));
  const summary = `${quantified.length} of ${plural(bullets.length, 'bullet')} show a number (%, $ or a count)`;
  return {
    subScore: { key: 'achievements', label: 'Measurable achievements', score, explanation: `${summary}.` },
    feedback: {
      heading: 'Measurable achievements',
      advice:
        bullets.length === 0
          ? 'Show results with numbers: how much you saved or grew, how many people, customers or projects, by what %.'
          : plain.length === 0 || share >= 0.6
            ? `${summary}: results a recruiter can weigh.`
            : `${summary}; add the result to ${plain
                .slice(0, 2)
                .map((bullet) => `"${excerpt(bullet)}"`)
                .join(' and ')}: how many, how much, by what %.`,
    },
    quotes: share >= 0.6 ? quantified.slice(0, 1).map((bullet) => excerpt(bullet)) : plain.slice(0, 2).map((bullet) => excerpt(bullet)),
    weight: 12,
  };
};

/** A bullet or sentence past this many words is hard to take in at a glance. */
const LONG_SENTENCE = 30;

/** How easily the bullets and summary read: Flesch reading ease and sentence length. */
export const readabilityCheck = (resume: ResumeFacts): CheckResult => {
  const bulletSet = new Set(resume.bullets);
  const prose = resume.sections
    .filter((section) => section.kind === 'summary' || section.kind === 'experience' || section.kind === 'other')
    .flatMap((section) => section.lines)
    .filter((line) => !bulletSet.has(line) && line.split(' ').length >= 8);
  const sentences = [...resume.bullets, ...sentencesOf(prose.join('\n'))];
  const { score: ease, wordsPerSentence } = fleschReadingEase(sentences);
  const longest = [...sentences].sort((a, b) => b.split(' ').length - a.split(' ').length)[0] ?? '';
  const tooLong = longest.split(' ').length > LONG_SENTENCE;
  const score = sentences.length === 0 ? 50 : clamp((ease >= 50 ? 100 : ease >= 30 ? 60 + (ease - 30) * 2 : 60 - (30 - ease) * 1.5) - (tooLong ? 15 : 0));
  const level = ease >= 60 ? 'plain' : ease >= 50 ? 'fairly easy' : ease >= 30 ? 'fairly hard' : 'hard';
  const summary = `Flesch reading ease ${Math.round(ease)} (${level}), ${wordsPerSentence.toFixed(0)} words a sentence on average`;
  return {
    subScore: { key: 'readability', label: 'Readability', score, explanation: sentences.length === 0 ? 'No sentences to judge.' : `${summary}.` },
    feedback: {
      heading: 'Readability',
      advice: tooLong
        ? `${summary}; split "${excerpt(longest)}…" (${longest.split(' ').length} words) into two shorter points.`
        : ease < 30
          ? `${summary}; use shorter words and sentences of 12–20 words.`
          : `${summary}: easy to scan.`,
    },
    quotes: tooLong ? [excerpt(longest)] : [],
    weight: 6,
  };
};
