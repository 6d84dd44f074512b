import type { AiReviewResult, ResumeReviewActor, ResumeReviewRequestFields } from '@referly/domain';

/** The demo's admin, who writes the consultant review (the accounts feature's demo admin). */
export const DEMO_ADMIN: ResumeReviewActor = { userId: '00000000-0000-4000-a000-000000000001', role: 'admin', name: 'Ada Admin' };

export type DemoReview = {
  reviewId: string;
  form: ResumeReviewRequestFields;
  /** paid and left to the AI worker, or completed: an AI review and a consultant's */
  stage: 'paid' | 'completed';
};

const seeker = { name: 'Sam Seeker', email: 'seeker@referly.dev', mobile: '0400 000 000' };

/** Fixed ids keep the demo stable across restarts and the seeding idempotent. */
export const demoReviews: DemoReview[] = [
  {
    reviewId: '00000000-0000-4000-d000-000000000001',
    stage: 'completed',
    form: {
      ...seeker,
      industry: 'Information and Communication Technology',
      desiredPosition: 'Graduate Data Analyst',
      desiredCompany: '00000000-0000-4000-b000-000000000001',
      currentJob: 'Retail Assistant',
      jobAd: null,
      couponCode: null,
    },
  },
  {
    reviewId: '00000000-0000-4000-d000-000000000002',
    stage: 'paid',
    form: {
      ...seeker,
      industry: 'Marketing and Communications',
      desiredPosition: 'Content Designer',
      desiredCompany: '00000000-0000-4000-b000-000000000002',
      currentJob: 'Junior Web Developer',
      jobAd: 'Canva is hiring a Content Designer to write clear product copy, run user research and work with designers in Figma.',
      couponCode: null,
    },
  },
];

/** The completed demo review's AI result: quotes only from the demo resume's own words. */
export const demoAiResult: AiReviewResult = {
  feedback: [
    '1. Summary: Open with the role you want and the data tools you use, so a recruiter sees the fit in seconds.',
    '2. Achievements: Put a number on each retail result (sales, stock accuracy, customers served).',
    '3. Skills: Name SQL and spreadsheets in a skills section an applicant-tracking system can read.',
  ].join('\n'),
  overall: 68,
  subScores: [
    { key: 'contact', label: 'Contact details', score: 90, explanation: 'Name, e-mail and phone are present in the body.' },
    { key: 'impact', label: 'Achievements', score: 45, explanation: 'Few results are measured with numbers.' },
    { key: 'keywords', label: 'Keywords', score: 60, explanation: 'Some of the role’s keywords are missing.' },
  ],
  keywords: { found: ['Resume'], missing: ['SQL', 'Excel', 'Tableau'] },
  jobMatch: null,
  quotes: ['Sam Seeker'],
  droppedQuotes: 0,
  reviewer: 'builtin',
};
