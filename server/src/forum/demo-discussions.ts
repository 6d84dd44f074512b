import type { VoteType } from '@referly/domain';

/** The demo accounts who write in the forum (server/src/accounts/demo-accounts.ts). */
export const demoForumUsers = {
  admin: '00000000-0000-4000-a000-000000000001',
  sam: '00000000-0000-4000-a000-000000000002',
  riley: '00000000-0000-4000-a000-000000000003',
  priya: '00000000-0000-4000-a000-000000000004',
} as const;
type Who = keyof typeof demoForumUsers;

type DemoReply = { by: Who; text: string };
type DemoAnswer = { by: Who; text: string; replies?: DemoReply[]; votes?: [Who, VoteType][] };
export type DemoDiscussion = {
  id: string;
  by: Who;
  title: string;
  paragraphs: string[];
  tags: string[];
  answers: DemoAnswer[];
  votes: [Who, VoteType][];
};

const id = (n: number) => `00000000-0000-4000-f000-${String(n).padStart(12, '0')}`;

/** Believable Australian job-search discussions, oldest first, with answers, replies and votes from the demo users. */
export const demoDiscussions: DemoDiscussion[] = [
  {
    id: id(1),
    by: 'sam',
    title: 'How do I ask a referrer at Atlassian for a referral without sounding desperate?',
    paragraphs: [
      'I have applied twice for graduate software roles in Sydney without hearing back. A friend of a friend works there.',
      '<strong>What should my first message say?</strong> Do I attach my resume straight away?',
    ],
    tags: ['Referrals', 'Atlassian'],
    answers: [
      {
        by: 'riley',
        text: 'Keep it to four lines: the exact role and its job ID, one sentence on why you fit, your resume link, and a thank you. Referrers pass on people who make it easy.',
        replies: [{ by: 'sam', text: 'Thanks Riley, that is much shorter than what I had drafted.' }],
        votes: [
          ['sam', 'upvote'],
          ['priya', 'upvote'],
        ],
      },
      { by: 'priya', text: 'Mention the team if you know it. A referral into a named team gets read faster than a general one.' },
    ],
    votes: [
      ['riley', 'upvote'],
      ['priya', 'upvote'],
      ['admin', 'upvote'],
    ],
  },
  {
    id: id(2),
    by: 'priya',
    title: 'Is a two-page resume fine in Australia, or should I cut it to one?',
    paragraphs: ['Recruiters in the US seem to want one page. I have six years in data analysis and two pages feels right.'],
    tags: ['Resume'],
    answers: [
      {
        by: 'riley',
        text: 'Two pages is normal here for anyone past graduate level. Put your strongest achievements on page one; nobody reads page two first.',
        votes: [['priya', 'upvote']],
      },
    ],
    votes: [
      ['sam', 'upvote'],
      ['riley', 'upvote'],
    ],
  },
  {
    id: id(3),
    by: 'sam',
    title: 'Graduate programs vs direct entry roles: which did you pick?',
    paragraphs: ['Melbourne based, finishing a Bachelor of IT in November. The big four banks have grad programs open now.'],
    tags: ['Graduates', 'Career advice'],
    answers: [
      {
        by: 'priya',
        text: 'I did a bank grad program. Rotations helped me find what I liked, but the pay was behind direct entry for the first two years.',
        replies: [
          { by: 'sam', text: 'Did the rotations count as experience when you moved on?' },
          { by: 'priya', text: 'Yes, each one was a line on my resume.' },
        ],
      },
    ],
    votes: [['priya', 'upvote']],
  },
  {
    id: id(4),
    by: 'riley',
    title: 'What referrers actually look at before passing on a resume',
    paragraphs: [
      'I refer a few people a month at my company. Three things decide it for me:',
      '<ul><li>the role and job ID are named</li><li>the resume matches the role, not a generic one</li><li>they have read the job ad</li></ul>',
    ],
    tags: ['Referrals', 'Resume'],
    answers: [
      {
        by: 'sam',
        text: 'This is gold. Do you mind if a resume is in a template from Canva?',
        replies: [{ by: 'riley', text: 'Not at all, as long as the ATS can read it. Export to PDF with real text.' }],
      },
      { by: 'admin', text: 'Pinned this in our newsletter. Thanks Riley!' },
    ],
    votes: [
      ['sam', 'upvote'],
      ['priya', 'upvote'],
      ['admin', 'upvote'],
    ],
  },
  {
    id: id(5),
    by: 'priya',
    title: 'Working rights question: applying on a 485 visa',
    paragraphs: ['Do employers here care that a 485 visa ends in two years? Should I say it in my cover letter?'],
    tags: ['Visas', 'Cover letters'],
    answers: [
      {
        by: 'riley',
        text: 'State your full working rights plainly near the top. Plenty of employers hire on a 485; hiding it only costs you at the offer stage.',
        votes: [['priya', 'upvote']],
      },
    ],
    votes: [['sam', 'upvote']],
  },
  {
    id: id(6),
    by: 'sam',
    title: 'Follow-up etiquette after an interview in Brisbane',
    paragraphs: ['Had a second-round interview last Tuesday. They said a week. How long before I chase them?'],
    tags: ['Interviews'],
    answers: [{ by: 'priya', text: 'Give it seven working days, then one short, friendly email. If there is still nothing, keep applying elsewhere.' }],
    votes: [],
  },
  {
    id: id(7),
    by: 'riley',
    title: 'Salary expectations: what to write in the online form',
    paragraphs: ['Many Australian application forms ask for expected salary. I always give a range based on the role on SEEK and Glassdoor.'],
    tags: ['Salary', 'Career advice'],
    answers: [
      { by: 'sam', text: 'Do you include super in the range?', replies: [{ by: 'riley', text: 'Say which: "$95k to $105k plus super" removes any doubt.' }] },
    ],
    votes: [
      ['sam', 'upvote'],
      ['priya', 'downvote'],
    ],
  },
  {
    id: id(8),
    by: 'priya',
    title: 'Career break of 18 months: how do I explain it?',
    paragraphs: ['I took time off to care for a parent. Now returning to data roles in Perth. Do I mention it on my resume?'],
    tags: ['Resume', 'Career advice'],
    answers: [
      {
        by: 'riley',
        text: 'One line on the resume ("Career break: family care, 2023 to 2024") and move on. Interviewers respect it; gaps without a word make them guess.',
        votes: [
          ['priya', 'upvote'],
          ['sam', 'upvote'],
        ],
      },
    ],
    votes: [
      ['riley', 'upvote'],
      ['sam', 'upvote'],
    ],
  },
  {
    id: id(9),
    by: 'sam',
    title: 'Does LinkedIn Easy Apply ever work?',
    paragraphs: ['I have sent about 60 Easy Apply applications this month and had two replies. Is it worth the time?'],
    tags: ['Job search', 'LinkedIn'],
    answers: [
      { by: 'priya', text: 'My hit rate went up once I stopped Easy Apply and found someone at each company to refer me instead.' },
      { by: 'riley', text: 'Easy Apply roles get hundreds of applicants in a day. Apply early, or go through a referral.' },
    ],
    votes: [
      ['priya', 'upvote'],
      ['riley', 'upvote'],
    ],
  },
  {
    id: id(10),
    by: 'riley',
    title: 'Cover letters for government roles: the selection criteria trap',
    paragraphs: ['APS and state government roles ask for a pitch against the key capabilities. Use the STAR method and keep each example under 250 words.'],
    tags: ['Cover letters', 'Government'],
    answers: [{ by: 'priya', text: 'Also check whether they want a one-page pitch or responses to each criterion. They differ by agency.' }],
    votes: [['sam', 'upvote']],
  },
];
