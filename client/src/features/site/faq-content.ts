export type FaqItem = { number: number; question: string; answer: string };
export type FaqCategory = { id: string; label: string; items: FaqItem[] };

/** Spec 000 §2 and §1: the five FAQ categories and the facts the FAQ states. */
export const faqCategories: FaqCategory[] = [
  {
    id: 'general',
    label: 'General',
    items: [
      {
        number: 1,
        question: 'What is Referly?',
        answer:
          'Referly is a marketplace where job seekers ask employees of the companies they want to join for an internal referral, and get their resume and cover letter reviewed. We are not a recruitment agency.',
      },
      {
        number: 2,
        question: 'Where is Referly available?',
        answer: 'Referly is available only in Australia, for roles with Australian employers.',
      },
      {
        number: 3,
        question: 'Is there a mobile app?',
        answer: 'There is no mobile app, but the website works on any phone or tablet browser.',
      },
    ],
  },
  {
    id: 'job-seekers',
    label: 'Job Seekers',
    items: [
      {
        number: 4,
        question: 'How do I request a referral?',
        answer:
          'Create an account as a job seeker, choose the company and position you want, upload your resume and pay for the request. A verified employee of that company reviews it and chats with you.',
      },
      {
        number: 5,
        question: 'What does a resume review include?',
        answer:
          'An AI-powered review of your resume and cover letter, followed by a review from a consultant who sends back an improved version and written feedback.',
      },
    ],
  },
  {
    id: 'referrers',
    label: 'Referrers',
    items: [
      {
        number: 6,
        question: 'Who can become a referrer?',
        answer:
          'Current employees of a company. You sign up as a referrer and verify your employment; our team checks the details before you can start referring.',
      },
      {
        number: 7,
        question: 'How do referrers earn?',
        answer: 'You earn credits when a candidate you recommended is hired and the request is approved. Credits can be withdrawn to your bank account.',
      },
    ],
  },
  {
    id: 'payments',
    label: 'Payments',
    items: [
      {
        number: 8,
        question: 'When do I pay?',
        answer: 'You pay when you submit a referral or resume-review request, by card, through a secure payment form.',
      },
      {
        number: 9,
        question: 'What happens if my referral request is rejected?',
        answer: 'If a referrer rejects your request, a refund is processed to your original payment method.',
      },
    ],
  },
  {
    id: 'privacy',
    label: 'Privacy and Security',
    items: [
      {
        number: 10,
        question: 'What information do you collect?',
        answer:
          'Your name, email, phone, professional background, skills, education, usage data and the details of your referrals. Our Privacy Policy explains how each is used.',
      },
      {
        number: 11,
        question: 'Who can see my resume?',
        answer:
          'Only the referrer handling your request, the reviewer of your resume, and our administrators. You can ask to access, correct or erase your data at any time.',
      },
    ],
  },
];
