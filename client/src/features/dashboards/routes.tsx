import { BookOpen, Contact, MessagesSquare } from 'lucide-react';
import type { ClientFeature } from '../../lib/client-feature.ts';
import { paths } from '../../lib/paths.ts';
import * as admin from './admin-pages.tsx';
import * as seeker from './seeker-pages.tsx';

/**
 * The pages not built yet, as placeholders, and their links. First in the feature list: a feature that builds one of
 * them registers a route to its path (and a link to its address) and replaces it.
 */
export const placeholdersFeature: ClientFeature = {
  name: 'dashboards',
  routes: () => ({
    seeker: [
      { path: 'resume_review', element: <seeker.SeekerResumeReviewsPage /> },
      { path: 'resume_review/newrequest', element: <seeker.SeekerNewResumeReviewPage /> },
      { path: 'resume_review/:id', element: <seeker.SeekerResumeReviewPage /> },
    ],
    admin: [
      { path: 'discussion_forum', element: <admin.AdminDiscussionsPage /> },
      { path: 'discussion_forum_Details/:id', element: <admin.AdminDiscussionPage /> },
      { path: 'learning_hub', element: <admin.AdminLearningHubPage /> },
      { path: 'learning_hub/learning_hub_details', element: <admin.AdminLearningHubDetailsPage /> },
      { path: 'create_post', element: <admin.AdminCreatePostPage /> },
      { path: 'create_post/:id', element: <admin.AdminEditPostPage /> },
      { path: 'career_advice_table', element: <admin.AdminCareerAdviceTablePage /> },
      { path: 'career_advice', element: <admin.AdminCareerAdvicePage /> },
      { path: 'resume_review', element: <admin.AdminResumeReviewsPage /> },
      { path: 'resume_review/:id', element: <admin.AdminResumeReviewPage /> },
      { path: 'User_', element: <admin.AdminUserMockPage /> },
      { path: 'contact_management', element: <admin.AdminContactsPage /> },
    ],
  }),
  nav: {
    seeker: [{ to: paths.userResumeReviews, label: 'Resume Review', order: 20 }],
    admin: [
      { to: paths.adminDiscussions, label: 'Discussion Forum', icon: MessagesSquare, order: 50 },
      { to: paths.adminLearningHub, label: 'Learning Hub', icon: BookOpen, order: 60 },
      { to: paths.adminContacts, label: 'Contact Management', icon: Contact, order: 90 },
    ],
    services: [
      { to: paths.adminCareerAdviceTable, label: 'Career Advice', order: 10 },
      { to: paths.adminResumeReviews, label: 'Resume Review', order: 20 },
    ],
  },
};
