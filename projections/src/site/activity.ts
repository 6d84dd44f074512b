import { activityPart } from '../activity/words.ts';

const contactLink = () => ({ href: '/admin_dashboard/contact_management', label: 'View contacts' });

/** The site's events in the admin's feed: newsletter sign-ups, and messages and feedback from the public forms. */
export const siteActivity = activityPart(
  {
    NewsletterSubscribed: { kind: 'site', subject: { type: 'newsletter', id: 'email' }, fields: ['email'] },
    ContactMessageReceived: {
      kind: 'contact',
      actorName: 'name',
      subject: { type: 'contactMessage', id: 'messageId' },
      fields: ['name', 'email', 'subject', 'kind', 'rating'],
    },
  },
  {
    NewsletterSubscribed: (s) => `${s.text('email')} subscribed to the newsletter`,
    ContactMessageReceived: (s) =>
      s.text('kind') === 'feedback'
        ? `${s.text('name')} (${s.text('email')}) sent feedback rated ${s.num('rating')}/10: ${s.text('subject')}`
        : `${s.text('name')} (${s.text('email')}) sent a message: ${s.text('subject')}`,
  },
  {
    newsletter: { link: contactLink },
    contactMessage: { link: contactLink },
  },
);
