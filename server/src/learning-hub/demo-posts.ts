import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LearningHubPostDetails } from '@referly/domain';
import type { UploadedFile } from '../http/uploads.ts';

/**
 * The learning hub's demo posts: Australian job-search articles and one webinar, under fixed ids so seeding is done
 * once. Dates are days before the seeding. The covers (640×360 JPEGs) and the webinar's recording (a 6-second VP9/Opus
 * WebM, 54 kB) were made once with ffmpeg's lavfi sources and drawtext and committed in ./demo (see ./demo/README.md).
 */
export type DemoPost = {
  postId: string;
  daysAgo: number;
  details: Omit<LearningHubPostDetails, 'publishedAt'>;
  cover?: string;
  video?: string;
};

const para = (...lines: string[]) => lines.join('\n\n');

export const demoPosts: DemoPost[] = [
  {
    postId: '00000000-0000-4000-b000-000000000101',
    daysAgo: 42,
    cover: 'cover-1.jpg',
    details: {
      author: 'Priya Natarajan',
      category: 'article',
      title: 'How to write a resume Australian recruiters actually read',
      status: 'published',
      tags: ['resume', 'recruiters', 'ATS'],
      content: para(
        'Australian recruiters spend well under a minute on a first read, so the top third of your resume does most of the work. Lead with a two-line summary that names the role you want and the value you bring, then your most recent position.',
        'Keep it to two or three pages, use plain headings (Experience, Education, Skills) so applicant tracking systems can parse it, and drop the photo, date of birth and marital status: they are not expected here and can invite bias.',
        'Write achievements, not duties. "Cut month-end close from eight days to five by automating reconciliations in Xero" tells a hiring manager far more than "responsible for month-end".',
        'Finally, mirror the language of the job ad. If the ad asks for stakeholder management and Power BI, make sure those exact words appear where they are true for you.',
      ),
    },
  },
  {
    postId: '00000000-0000-4000-b000-000000000102',
    daysAgo: 35,
    cover: 'cover-2.jpg',
    details: {
      author: 'Tom Gallagher',
      category: 'article',
      title: 'Behavioural interviews: using the STAR method without sounding rehearsed',
      status: 'published',
      tags: ['interviews', 'STAR method'],
      content: para(
        'Most large Australian employers, from the big four banks to state government departments, use behavioural questions: "Tell me about a time you handled a difficult stakeholder."',
        'STAR (Situation, Task, Action, Result) keeps your answer on track. Spend a sentence or two on the situation, most of your time on what you did, and finish with a measurable result.',
        'Prepare six to eight stories that cover conflict, failure, leadership, a tight deadline and a change you drove. Each story can answer several questions.',
        'Practise out loud, but do not memorise a script. Interviewers notice recited answers; a natural pause to think is fine.',
      ),
    },
  },
  {
    postId: '00000000-0000-4000-b000-000000000103',
    daysAgo: 28,
    cover: 'cover-3.jpg',
    details: {
      author: 'Mei Lin Chen',
      category: 'article',
      title: 'Why an internal referral beats a cold application',
      status: 'published',
      tags: ['referrals', 'networking'],
      content: para(
        "Many Australian companies pay employees a referral bonus because referred candidates are hired faster and stay longer. For you, that means your application lands on a real person's desk instead of the bottom of a pile.",
        'A good referral request is short: the role and its reference number, why you fit in two sentences, and your resume attached. Make it easy for the referrer to say yes.',
        'Referly connects you with verified employees at the companies you are targeting, so you can ask for a referral without already knowing someone inside.',
      ),
    },
  },
  {
    postId: '00000000-0000-4000-b000-000000000104',
    daysAgo: 21,
    video: 'webinar.webm',
    details: {
      author: 'Referly Careers Team',
      category: 'webinar',
      title: 'Webinar: Landing your first job in Australia',
      status: 'published',
      tags: ['webinar', 'new arrivals', 'job search'],
      content: para(
        'A recording of our monthly session for people new to the Australian job market.',
        'We cover local resume conventions, how to explain overseas experience, where roles are advertised (SEEK, LinkedIn and company career pages), and how referrals shorten the search.',
        'Questions from the live session are answered in the forum under the "new arrivals" tag.',
      ),
    },
  },
  {
    postId: '00000000-0000-4000-b000-000000000105',
    daysAgo: 14,
    cover: 'cover-4.jpg',
    details: {
      author: 'Daniel Okafor',
      category: 'article',
      title: 'Work rights and visas: what to put on your application',
      status: 'published',
      tags: ['visas', 'work rights'],
      content: para(
        'Many application forms ask whether you have the right to work in Australia. Answer clearly and early: a line in your resume summary such as "Full working rights (permanent resident)" or "Temporary Graduate visa (subclass 485), valid until 2028" removes doubt.',
        'If you need sponsorship, say so honestly when asked. Some employers are accredited sponsors and look for skilled candidates; misrepresenting your status can cost you the offer later.',
        'Check the Department of Home Affairs website for the conditions of your visa, including any limits on hours or the kind of work you may do.',
      ),
    },
  },
  {
    postId: '00000000-0000-4000-b000-000000000106',
    daysAgo: 7,
    cover: 'cover-5.jpg',
    details: {
      author: 'Priya Natarajan',
      category: 'article',
      title: 'Negotiating salary in Australia: super, packaging and the real number',
      status: 'published',
      tags: ['salary', 'negotiation', 'superannuation'],
      content: para(
        'Australian offers are often quoted either "base plus super" or as a total package including superannuation. Always confirm which one you are looking at: 12% super on a $100,000 base is a $112,000 package.',
        'Research the range for the role on SEEK salary insights and industry surveys before the conversation, and give a range rather than a single figure.',
        'Beyond the base, you can often negotiate flexible work, extra leave, a professional development budget or a sign-on bonus.',
      ),
    },
  },
  {
    postId: '00000000-0000-4000-b000-000000000107',
    daysAgo: 3,
    details: {
      author: 'Tom Gallagher',
      category: 'article',
      title: 'Following up after an interview: the polite, effective way',
      status: 'published',
      tags: ['interviews', 'follow-up'],
      content: para(
        'Send a short thank-you e-mail within a day of your interview. Mention one thing you enjoyed discussing and restate, in one line, why you are a good fit.',
        'If you were given a timeline, wait until it has passed before following up. A single friendly check-in a week later is enough.',
      ),
    },
  },
  {
    postId: '00000000-0000-4000-b000-000000000108',
    daysAgo: 1,
    details: {
      author: 'Mei Lin Chen',
      category: 'article',
      title: 'LinkedIn for the Australian market (draft)',
      status: 'draft',
      tags: ['LinkedIn', 'networking'],
      content: 'Draft: headline formulas, the "Open to work" setting, and how recruiters in Sydney and Melbourne search for candidates.',
    },
  },
];

const folder = path.join(import.meta.dirname, 'demo');
const mimes = { jpg: 'image/jpeg', webm: 'video/webm' } as const;

/** A demo file as an accepted upload (the same bytes the form would send). */
export const demoUpload = (name: string, field: 'images' | 'videos'): UploadedFile => {
  const buffer = readFileSync(path.join(folder, name));
  const extension = name.split('.').pop() as 'jpg' | 'webm';
  return { field, originalName: name, extension, mime: mimes[extension], size: buffer.length, buffer };
};

/** The post's publication day: midnight UTC, `daysAgo` days before now. */
export const demoPublishedAt = (now: Date, daysAgo: number) => `${new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10)}T00:00:00.000Z`;
