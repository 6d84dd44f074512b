import { randomUUID } from 'node:crypto';

/** The forum bench's people: who wrote each discussion and comment, and who voted. */
export type ForumAuthor = { id: string; email: string; firstName: string; lastName: string };

export type ForumComment = { id: string; authorIndex: number; content: string; at: string };
/** A discussion as the bench writes it to both servers: Referly's log and the bare server's memory. */
export type ForumDiscussion = {
  id: string;
  authorIndex: number;
  title: string;
  /** sanitised-looking HTML, as the editor sends it */
  content: string;
  tags: string[];
  at: string;
  comments: ForumComment[];
  /** the authors (by index) who up-voted it */
  upVoters: number[];
};

export type ForumData = { authors: ForumAuthor[]; discussions: ForumDiscussion[] };

/** A word found in the titles of about one discussion in 50 and nowhere else: the search that matches some. */
export const SOME_TERM = 'kubernetes';
/** Found nowhere: the search that matches none, which looks at every discussion. */
export const NO_TERM = 'quokkaberry';

const firstNames = ['Olivia', 'Jack', 'Mia', 'Noah', 'Charlotte', 'William', 'Amelia', 'Oliver', 'Isla', 'Leo'];
const lastNames = ['Smith', 'Jones', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Nguyen', 'Johnson', 'Martin', 'White'];
const tags = [
  'careers',
  'interviews',
  'resumes',
  'referrals',
  'software',
  'data',
  'design',
  'product',
  'finance',
  'marketing',
  'graduates',
  'visa',
  'remote',
  'salary',
  'networking',
  'sydney',
  'melbourne',
  'brisbane',
  'perth',
  'startups',
];
const topics = [
  'How do I prepare for a system design interview',
  'Is a cover letter still worth writing',
  'Asking a former colleague for a referral',
  'Switching from teaching into product management',
  'What salary should I ask for as a graduate',
  'Tips for a two-page resume',
  'Getting noticed by recruiters on LinkedIn',
  'Working holiday visa and full-time roles',
  'Negotiating a remote day each week',
  'First ninety days in a new team',
  'Moving from Perth to Sydney for work',
  'Career break after parental leave',
];
const skills = ['React', 'Java', 'SQL', 'Python', 'Figma', 'Excel', 'Go', 'AWS'];
const sentences = [
  'I have been applying for a few months now and would love to hear what worked for others.',
  'My background is mostly in smaller companies, so the bigger hiring processes are new to me.',
  'A friend suggested reaching out to people who already work there before applying.',
  'I am not sure how much detail recruiters actually read in the first pass.',
  'Any advice on how to present a gap of a year on my resume would help.',
  'The role asks for three years of experience and I have just under two.',
  'I would rather be honest about what I have not done yet than oversell it.',
  'Happy to share what I learn here with anyone in the same spot.',
];
const replies = [
  'Same here, following this thread.',
  'I went through this last year: keep it short and specific.',
  'Ask for fifteen minutes, not a referral, in the first message.',
  'Recruiters skim; put the results in the first line of each role.',
  'Worth practising out loud with someone before the real thing.',
];

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/**
 * `count` published discussions by `authorCount` people, newest last, one a minute up to now: each with one to three
 * tags, a paragraph or two, two to four comments and zero to nine up-votes (so "popular" orders them differently from
 * "recent"). About one in 50 titles holds SOME_TERM; no text holds NO_TERM. The same for every run but the ids.
 */
export const forumData = (count: number, authorCount: number): ForumData => {
  const stamp = Date.now();
  const authors: ForumAuthor[] = Array.from({ length: authorCount }, (_, i) => {
    const firstName = pick(firstNames, i);
    const lastName = pick(lastNames, Math.floor(i / firstNames.length));
    return { id: randomUUID(), email: `bench.forum.${i}.${stamp}@example.com`, firstName, lastName };
  });
  const start = stamp - count * 60_000 - 3_600_000;
  const discussions = Array.from({ length: count }, (_, n): ForumDiscussion => {
    const skill = n % 50 === 7 ? 'Kubernetes' : pick(skills, n * 7);
    const title = `${pick(topics, n)} (${skill}, #${n + 1})`;
    const body = [pick(sentences, n), pick(sentences, n * 3 + 1), ...(n % 3 === 0 ? [pick(sentences, n * 5 + 2)] : [])];
    const tagCount = 1 + (n % 3);
    const own = [...new Set(Array.from({ length: tagCount }, (_, t) => pick(tags, n * 3 + t * 7)))];
    const at = (minutes: number) => new Date(start + n * 60_000 + minutes * 1000).toISOString();
    const voteCount = (n * 7919) % 10;
    return {
      id: randomUUID(),
      authorIndex: n % authorCount,
      title,
      content: body.map((sentence) => `<p>${sentence}</p>`).join(''),
      tags: own,
      at: at(0),
      comments: Array.from({ length: 2 + (n % 3) }, (_, c) => ({
        id: randomUUID(),
        authorIndex: (n + c + 1) % authorCount,
        content: `<p>${pick(replies, n + c)}</p>`,
        at: at(c + 1),
      })),
      upVoters: Array.from({ length: Math.min(voteCount, authorCount) }, (_, v) => (n + v * 3 + 2) % authorCount),
    };
  });
  return { authors, discussions };
};
