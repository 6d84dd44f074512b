import type { AdminPage, LearningHubItem, PublicPage } from './api/types';

/** For tests: a post as the API answers it. */
export const postFixture = (overrides: Partial<LearningHubItem> = {}): LearningHubItem => ({
  _id: 'p1',
  index: 1,
  title: 'How to ask for a referral without feeling awkward',
  content: 'A referral is a favour, and the best asks make that favour easy. Start with what you admire about the team.\n\nThen be specific.',
  author: 'Priya Raman',
  publishedAt: '2026-10-07T00:00:00.000Z',
  image: '/api/learning-hub/files/cover1',
  images: ['/api/learning-hub/files/cover1'],
  videos: [],
  tags: ['referrals', 'networking'],
  category: 'article',
  status: 'published',
  views: 12,
  createdAt: '2026-10-06T23:00:00.000Z',
  updatedAt: '2026-10-06T23:00:00.000Z',
  previousPost: null,
  nextPost: null,
  ...overrides,
});

export const pageOf = (data: LearningHubItem[], { totalPages = 1, currentPage = 1, total = data.length } = {}): PublicPage => ({
  data,
  totalPages,
  currentPage,
  total,
});

export const adminPageOf = (data: LearningHubItem[], counts: AdminPage['counts'], { totalPages = 1, currentPage = 1 } = {}): AdminPage => ({
  ...pageOf(data, { totalPages, currentPage, total: counts.all }),
  counts,
});
