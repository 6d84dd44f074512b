import { activityPart } from '../activity/words.ts';

/** The site's events in the admin's feed. */
export const siteActivity = activityPart(
  {
    NewsletterSubscribed: { kind: 'site', subject: { type: 'newsletter', id: 'email' }, fields: ['email'] },
  },
  {
    NewsletterSubscribed: (s) => `${s.text('email')} subscribed to the newsletter`,
  },
  {
    newsletter: { link: () => ({ href: '/admin_dashboard/contact_management', label: 'View contacts' }) },
  },
);
