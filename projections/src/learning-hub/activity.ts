import type { ActivitySpec, Path } from '../activity/catalogue.ts';
import { activityPart } from '../activity/words.ts';

const post = (fields: Path[], actor?: Path): ActivitySpec => ({
  kind: 'learningHub',
  ...(actor ? { actor } : {}),
  subject: { type: 'learningHubPost', id: 'postId' },
  fields,
});
const categoryWord = (category: string) => (category === 'webinar' ? 'webinar' : 'article');
const statusWords: Record<string, string> = { published: 'published', draft: 'as a draft', restricted: 'restricted' };

/** Learning hub posts in the admin's feed: written, changed, deleted, and read (once per reader an hour). */
export const learningHubActivity = activityPart(
  {
    LearningHubPostCreated: post(['title', 'category', 'status', 'author'], 'by'),
    LearningHubPostUpdated: post(['title', 'category', 'status'], 'by'),
    LearningHubPostDeleted: post(['title'], 'by'),
    LearningHubPostViewed: post(['title']),
  },
  {
    LearningHubPostCreated: (s) =>
      `${s.actor} wrote the ${categoryWord(s.text('category'))} “${s.text('title')}” by ${s.text('author')} (${statusWords[s.text('status')] ?? s.text('status')})`,
    LearningHubPostUpdated: (s) =>
      `${s.actor} edited the ${categoryWord(s.text('category'))} “${s.text('title')}” (${statusWords[s.text('status')] ?? s.text('status')})`,
    LearningHubPostDeleted: (s) => `${s.actor} deleted the learning hub post “${s.text('title')}”`,
    LearningHubPostViewed: (s) => `A visitor read “${s.text('title')}” on the learning hub`,
  },
  {
    learningHubPost: {
      link: (id) => ({ href: `/admin_dashboard/learning_hub/learning_hub_details?id=${encodeURIComponent(id)}`, label: 'View post' }),
    },
  },
);
