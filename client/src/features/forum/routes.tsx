import { MessagesSquare } from 'lucide-react';
import type { ClientFeature } from '../../lib/client-feature.ts';
import { lazyPage } from '../../lib/lazy-page.tsx';
import { paths } from '../../lib/paths.ts';

const forumPage = () => import('./public/forum-page.tsx').then((m) => m.ForumPage);
const postPage = () => import('./post/discussion-post-page.tsx').then((m) => m.DiscussionPostPage);
const createPage = () => import('./create/create-discussion-page.tsx').then((m) => m.CreateDiscussionPage);
const adminListPage = () => import('./admin/admin-forum-page.tsx').then((m) => m.AdminForumPage);
const adminDetailPage = () => import('./admin/admin-discussion-page.tsx').then((m) => m.AdminDiscussionPage);

/** The discussion forum (spec 000 §2): the public list, a discussion, the create form; the admin's list and detail. */
export const forumFeature: ClientFeature = {
  name: 'forum',
  activityIcons: { forum: MessagesSquare },
  routes: () => ({
    public: [
      { path: 'discussionForum', element: lazyPage(forumPage, {}) },
      { path: 'discussionPost/:id', element: lazyPage(postPage, {}) },
      { path: 'createDiscussion', element: lazyPage(createPage, {}) },
    ],
    admin: [
      { path: 'discussion_forum', element: lazyPage(adminListPage, {}) },
      { path: 'discussion_forum_Details/:id', element: lazyPage(adminDetailPage, {}) },
    ],
  }),
  nav: {
    public: [{ to: paths.discussionForum, label: 'Discussion Forum', order: 30 }],
    // its link is current on a discussion's detail page too
    admin: [{ to: paths.adminDiscussions, label: 'Discussion Forum', icon: MessagesSquare, order: 50, also: ['/admin_dashboard/discussion_forum_Details'] }],
  },
};
