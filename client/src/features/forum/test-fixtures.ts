import type { Answer, DiscussionDetail, DiscussionPage, DiscussionSummary, Reply } from './api/types';

export const discussionFixture = (overrides: Partial<DiscussionSummary> = {}): DiscussionSummary => ({
  _id: 'd1',
  index: 1,
  title: 'How do I ask a referrer at Atlassian for a referral?',
  content: '<p>I have applied twice without hearing back. <strong>What should my first message say?</strong></p>',
  tags: ['Referrals', 'Atlassian'],
  status: 'published',
  publishedAt: '2026-10-07T09:30:00.000Z',
  upVotes: 5,
  downVotes: 1,
  score: 4,
  commentsCount: 3,
  sharesCount: 0,
  images: [],
  category: null,
  user: { _id: 'u1', firstName: 'Priya', lastName: 'Raman', picture: null, positionAtCompany: 'Data Analyst' },
  hidden: false,
  flagsCount: 0,
  source: null,
  ...overrides,
});

export const replyFixture = (overrides: Partial<Reply> = {}): Reply => ({
  _id: 'r1',
  source: 'a1',
  discussionId: 'd1',
  content: '<p>Thanks, that helped.</p>',
  user: { _id: 'u1', firstName: 'Priya', lastName: 'Raman', picture: null, positionAtCompany: null },
  publishedAt: '2026-10-08T10:00:00.000Z',
  upVotes: 0,
  downVotes: 0,
  score: 0,
  images: [],
  hidden: false,
  flagsCount: 0,
  myVote: null,
  ...overrides,
});

export const answerFixture = (overrides: Partial<Answer> = {}): Answer => ({
  _id: 'a1',
  source: 'd1',
  discussionId: 'd1',
  content: '<p>Keep it short: the role, why you fit, and your resume.</p>',
  user: { _id: 'u2', firstName: 'Tom', lastName: 'Nguyen', picture: null, positionAtCompany: 'Senior Engineer at Atlassian' },
  publishedAt: '2026-10-07T11:00:00.000Z',
  upVotes: 2,
  downVotes: 0,
  score: 2,
  images: [],
  hidden: false,
  flagsCount: 0,
  myVote: null,
  replies: [replyFixture()],
  ...overrides,
});

export const detailFixture = (overrides: Partial<DiscussionDetail> = {}): DiscussionDetail => ({
  ...discussionFixture(),
  commentPosts: [answerFixture()],
  relatedTopics: [{ _id: 'd2', title: 'Cover letters for graduate roles' }],
  myVote: null,
  ...overrides,
});

export const pageOf = (data: DiscussionSummary[], more: Partial<Omit<DiscussionPage, 'data'>> = {}): DiscussionPage => ({
  data,
  totalPages: 1,
  currentPage: 1,
  total: data.length,
  ...more,
});
