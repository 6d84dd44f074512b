import winkNLP, { type ItemToken, type ItsFunction } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/** English as wink-nlp reads it; the model is loaded once per process, on first use (about 60 ms). */
let loaded: ReturnType<typeof load> | null = null;
const load = () => {
  const nlp = winkNLP(model, ['sbd', 'pos']);
  return { nlp, its: nlp.its };
};
const english = () => (loaded ??= load());

export type Token = { value: string; pos: string; lemma: string; stop: boolean };

/** The words of a text with their part of speech, lemma and whether they are stop words; punctuation left out unless asked for. */
export const tokensOf = (text: string, options: { punctuation?: boolean } = {}): Token[] => {
  const { nlp, its } = english();
  /** its.lemma as out() takes it: wink's typings give it the parameters of another kind of its-function */
  const lemma = its.lemma as unknown as ItsFunction<string>;
  const tokens: Token[] = [];
  nlp
    .readDoc(text)
    .tokens()
    .each((token: ItemToken) => {
      if (token.out(its.type) !== 'word' && !(options.punctuation && token.out(its.type) === 'punctuation')) return;
      tokens.push({ value: token.out(its.value), pos: token.out(its.pos), lemma: token.out(lemma), stop: token.out(its.stopWordFlag) === true });
    });
  return tokens;
};

export const sentencesOf = (text: string): string[] => {
  const { nlp } = english();
  return nlp
    .readDoc(text)
    .sentences()
    .out()
    .map((sentence) => sentence.trim())
    .filter((sentence) => /\p{L}/u.test(sentence));
};

/**
 * The first word of a bullet as a verb, or null when it starts otherwise. The first letter is lowered first: the
 * tagger reads a capitalised word at the start ('Mentored') as a proper noun.
 */
export const leadingVerb = (bullet: string): Token | null => {
  const first = tokensOf(bullet.charAt(0).toLowerCase() + bullet.slice(1))[0];
  return first && first.pos === 'VERB' ? first : null;
};

/**
 * Flesch reading ease of sentences (wink's readability statistics: 206.835 − 1.015 × words per sentence − 84.6 ×
 * syllables per word). Plain English scores 60–70; dense professional writing 30–50. A sentence without a final stop
 * gets one, so a list of bullets is read as that many sentences.
 */
export const fleschReadingEase = (sentences: readonly string[]): { score: number; wordsPerSentence: number } => {
  const { nlp, its } = english();
  if (sentences.length === 0) return { score: 0, wordsPerSentence: 0 };
  const stats = nlp.readDoc(sentences.map((sentence) => (/[.!?]$/.test(sentence) ? sentence : `${sentence}.`)).join('\n')).out(its.readabilityStats);
  if (typeof stats === 'string') return { score: 0, wordsPerSentence: 0 };
  return { score: stats.fres, wordsPerSentence: stats.numOfWords / Math.max(1, stats.numOfSentences) };
};

const IRREGULAR_PAST: Record<string, string> = {
  be: 'was',
  begin: 'began',
  build: 'built',
  buy: 'bought',
  bring: 'brought',
  do: 'did',
  drive: 'drove',
  find: 'found',
  give: 'gave',
  grow: 'grew',
  hold: 'held',
  keep: 'kept',
  lead: 'led',
  make: 'made',
  meet: 'met',
  run: 'ran',
  sell: 'sold',
  set: 'set',
  speak: 'spoke',
  take: 'took',
  teach: 'taught',
  win: 'won',
  write: 'wrote',
};

/** The simple past of a verb's lemma ('manage' → 'managed', 'lead' → 'led'), capitalised to start a bullet. */
export const pastTense = (lemma: string): string => {
  const lower = lemma.toLowerCase();
  const past =
    IRREGULAR_PAST[lower] ??
    (lower.endsWith('e')
      ? `${lower}d`
      : /[^aeiou]y$/.test(lower)
        ? `${lower.slice(0, -1)}ied`
        : /^[^aeiou]*[aeiou][bdgmnpt]$/.test(lower)
          ? `${lower}${lower.slice(-1)}ed`
          : `${lower}ed`);
  return past.charAt(0).toUpperCase() + past.slice(1);
};
