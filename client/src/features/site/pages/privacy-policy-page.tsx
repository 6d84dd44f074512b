import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { supportEmail } from '../contact-details.ts';
import { PrivacyIllustration } from '../components/illustrations.tsx';
import { PageIntro } from '../components/page-intro.tsx';

/** Spec 000 §2: the six rights a user has over their data. */
export const userRights = [
  { right: 'Access', text: 'ask for a copy of the personal information we hold about you.' },
  { right: 'Rectify', text: 'have information that is wrong or out of date corrected.' },
  { right: 'Erase', text: 'ask us to delete your information when we no longer need it.' },
  { right: 'Restrict', text: 'ask us to limit how we use your information while a concern is looked at.' },
  { right: 'Object', text: 'object to our use of your information, including for marketing.' },
  { right: 'Portability', text: 'receive your information in a common, machine-readable format to take elsewhere.' },
] as const;

const sections: { id: string; title: string; body: ReactNode }[] = [
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <p>We collect what you give us and what we need to run the service:</p>
        <ul>
          <li>
            <strong>Personal details:</strong> your name, email address and phone number.
          </li>
          <li>
            <strong>Professional background:</strong> your work history, skills and education, and the resume and cover letter you upload.
          </li>
          <li>
            <strong>Usage data:</strong> how you use the website, such as the pages you visit, your device and browser, and when you signed in.
          </li>
          <li>
            <strong>Referral data:</strong> the job seeker, the employee who refers them and the status of each referral request.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use your information',
    body: (
      <ul>
        <li>To create and manage your account and confirm who you are.</li>
        <li>To match your referral requests with verified employees and to deliver resume and cover letter reviews.</li>
        <li>To process payments and send receipts, updates and notifications you have asked for.</li>
        <li>To answer your messages and feedback, and to improve the service and keep it secure.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'How we share your information',
    body: (
      <>
        <p>We never sell your personal information. We share it only:</p>
        <ul>
          <li>With the referrer you send a request to, so they can consider referring you (your resume, details and messages for that request).</li>
          <li>With service providers who help us run Referly, such as payment processing and email delivery, under contracts that protect it.</li>
          <li>When the law requires it, or to protect the rights and safety of our users.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>You have the right to:</p>
        <ul>
          {userRights.map(({ right, text }) => (
            <li key={right}>
              <strong>{right}</strong>: {text}
            </li>
          ))}
        </ul>
        <p>
          To use any of these rights, email <a href={`mailto:${supportEmail}`}>{supportEmail}</a> or <Link to={paths.contactForm}>contact us</Link>. We will
          answer within 30 days.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        We protect your information with encryption in transit, hashed passwords, access limited to the people who need it, and regular reviews of our systems.
        No service is perfectly secure: if we learn of a breach that affects you, we will tell you and the Office of the Australian Information Commissioner as
        the law requires.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Questions about this policy',
    body: (
      <p>
        If you have a question or a complaint about your privacy, <Link to={paths.contactForm}>contact us</Link>. We may update this policy; the date it takes
        effect is always shown at the top.
      </p>
    ),
  },
];

export function PrivacyPolicyPage() {
  return (
    <>
      <PageIntro
        eyebrow="Privacy Policy"
        title="Your privacy matters to us"
        lead={
          <>
            <p>This policy explains what we collect, why, whom we share it with, and the rights you have.</p>
            <p className="mt-3 text-base font-medium text-ink">
              Effective date: <time dateTime="2024-10-07">7 October 2024</time>
            </p>
          </>
        }
        art={<PrivacyIllustration />}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr] lg:py-16">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-sm font-semibold text-ink">On this page</p>
          <ol className="mt-3 space-y-2 text-sm">
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="focus-ring rounded-sm text-muted hover:text-brand">
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-10">
          {sections.map((s) => (
            <section
              key={s.id}
              id={s.id}
              aria-labelledby={`${s.id}-title`}
              className="scroll-mt-24 text-base leading-7 text-muted [&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-2 [&_li]:mt-2 [&_p+p]:mt-3 [&_p+ul]:mt-3 [&_strong]:text-ink [&_ul]:list-disc [&_ul]:pl-5 [&_ul+p]:mt-3"
            >
              <h2 id={`${s.id}-title`} className="mb-3 text-xl font-semibold text-ink">
                {s.title}
              </h2>
              {s.body}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
