import { BookOpen } from 'lucide-react';
import type { ClientFeature } from '../../lib/client-feature.ts';
import { lazyPage } from '../../lib/lazy-page.tsx';
import { paths } from '../../lib/paths.ts';

const listPage = () => import('./public/learning-hub-page.tsx').then((m) => m.LearningHubPage);
const articlePage = () => import('./public/article-view-page.tsx').then((m) => m.ArticleViewPage);
const webinarPage = () => import('./public/webinar-view-page.tsx').then((m) => m.WebinarViewPage);
const adminListPage = () => import('./admin/admin-learning-hub-page.tsx').then((m) => m.AdminLearningHubPage);
const detailsPage = () => import('./admin/post-details-page.tsx').then((m) => m.PostDetailsPage);
const createPage = () => import('./admin/post-form-page.tsx').then((m) => m.CreatePostPage);
const editPage = () => import('./admin/post-form-page.tsx').then((m) => m.EditPostPage);

/** The learning hub (spec 000 §2): the public list, article and webinar pages; the admin's list, preview and post form. */
export const learningHubFeature: ClientFeature = {
  name: 'learning-hub',
  activityIcons: { learningHub: BookOpen },
  routes: () => ({
    public: [
      { path: 'learningHub', element: lazyPage(listPage, {}) },
      { path: 'articleview/:id', element: lazyPage(articlePage, {}) },
      { path: 'webinarView', element: lazyPage(webinarPage, {}) },
    ],
    admin: [
      { path: 'learning_hub', element: lazyPage(adminListPage, {}) },
      { path: 'learning_hub/learning_hub_details', element: lazyPage(detailsPage, {}) },
      { path: 'create_post', element: lazyPage(createPage, {}) },
      { path: 'create_post/:id', element: lazyPage(editPage, {}) },
    ],
  }),
  nav: {
    public: [{ to: paths.learningHub, label: 'Learning Hub', order: 20 }],
    admin: [{ to: paths.adminLearningHub, label: 'Learning Hub', icon: BookOpen, order: 60, also: [paths.adminCreatePost] }],
  },
};
