import type { ContactInput } from '@referly/domain';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A few believable messages and feedback for `npm start`, with fixed ids so seeding again adds nothing. */
export const demoContactMessages: { messageId: string; daysAgo: number; input: ContactInput }[] = [
  {
    messageId: 'demo-contact-1',
    daysAgo: 6,
    input: {
      name: 'Olivia Bennett',
      email: 'olivia.bennett@example.com',
      subject: 'Referral for a graduate role',
      message: 'Hi, can I request a referral for a graduate program that opens next month, or only for roles that are already advertised?',
      rating: null,
    },
  },
  {
    messageId: 'demo-contact-2',
    daysAgo: 4,
    input: {
      name: 'Jack Thompson',
      email: 'jack.thompson@example.com',
      subject: 'Invoice for my resume review',
      message: 'Could you send me a tax invoice for the resume review I paid for last week? My employer reimburses career costs.',
      rating: null,
    },
  },
  {
    messageId: 'demo-contact-3',
    daysAgo: 2,
    input: {
      name: 'Aisha Karimi',
      email: 'aisha.karimi@example.com',
      subject: 'Feedback - Feature Request',
      message: 'It would help to see which companies have referrers available before I pay for a request.',
      rating: 8,
    },
  },
  {
    messageId: 'demo-contact-4',
    daysAgo: 1,
    input: {
      name: 'Liam O’Connor',
      email: 'liam.oconnor@example.com',
      subject: 'Feedback - General Feedback',
      message: 'The consultant notes on my cover letter were spot on. Thanks!',
      rating: 10,
    },
  },
];
export const demoContactDate = (now: Date, daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);

/** A few newsletter subscribers, so the export has rows on a fresh start. */
export const demoSubscribers = ['grace.walker@example.com', 'noah.patel@example.com', 'zoe.nguyen@example.com'];
