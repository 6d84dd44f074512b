import { FileUser } from 'lucide-react';
import { Navigate } from 'react-router-dom';
import type { ClientFeature } from '../../lib/client-feature.ts';
import { lazyPage } from '../../lib/lazy-page.tsx';
import { paths } from '../../lib/paths.ts';

const seekerReviewsPage = () => import('./seeker/seeker-reviews-page.tsx').then((m) => m.SeekerReviewsPage);
const newReviewPage = () => import('./seeker/new-review-page.tsx').then((m) => m.NewReviewPage);
const seekerReviewPage = () => import('./seeker/seeker-review-page.tsx').then((m) => m.SeekerReviewPage);
const adminReviewsPage = () => import('./admin/admin-reviews-page.tsx').then((m) => m.AdminReviewsPage);
const adminReviewPage = () => import('./admin/admin-review-page.tsx').then((m) => m.AdminReviewPage);
const careerAdviceTablePage = () => import('./admin/career-advice-table-page.tsx').then((m) => m.CareerAdviceTablePage);
const careerAdvicePage = () => import('./admin/career-advice-page.tsx').then((m) => m.CareerAdvicePage);

/** Resume and cover letter reviews: the seeker's list, form and detail; the admin's list, detail and career advice (spec 001 §2.2, §2.4). */
export const resumeReviewFeature: ClientFeature = {
  name: 'resume-review',
  activityIcons: { resumeReviews: FileUser },
  routes: ({ requestChat }) => ({
    seeker: [
      { path: 'resume_review', element: lazyPage(seekerReviewsPage, {}) },
      { path: 'resume_review/newrequest', element: lazyPage(newReviewPage, {}) },
      { path: 'resume_review/:id', element: lazyPage(seekerReviewPage, { chat: requestChat }) },
    ],
    admin: [
      { path: 'resume_review', element: lazyPage(adminReviewsPage, {}) },
      { path: 'resume_review/:id', element: lazyPage(adminReviewPage, { chat: requestChat }) },
      { path: 'career_advice_table', element: lazyPage(careerAdviceTablePage, {}) },
      // spec 001 §2.1's career_advice names no session: the table is where one is chosen
      { path: 'career_advice', element: <Navigate to={paths.adminCareerAdviceTable} replace /> },
      { path: 'career_advice/:id', element: lazyPage(careerAdvicePage, {}) },
    ],
  }),
  nav: {
    seeker: [{ to: paths.userResumeReviews, label: 'Resume Review', order: 20 }],
    services: [
      { to: paths.adminCareerAdviceTable, label: 'Career Advice', order: 10 },
      { to: paths.adminResumeReviews, label: 'Resume Review', order: 20 },
    ],
  },
};
