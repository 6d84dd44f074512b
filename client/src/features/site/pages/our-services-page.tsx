import type { ComponentType } from 'react';
import { ArrowRight, Check } from 'lucide-react';
import clsx from 'clsx';
import { paths } from '../../../lib/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { JourneyIllustration, ReferralIllustration, ReferrerIllustration, ResumeIllustration } from '../components/illustrations.tsx';
import { NewsletterBox } from '../components/newsletter-box.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { useSignedInGo } from '../use-signed-in-go.ts';

type Service = { id: string; title: string; text: string; benefits: string[]; action: string; to: string; Art: ComponentType<{ className?: string }> };

/** Spec 000 §2 /ourServices: the three blocks, each button's target, and where a visitor signs in first. */
export const services: readonly Service[] = [
  {
    id: 'referral',
    title: 'Receive a Job Referral',
    text: 'Ask an employee of the company you want to join to put you forward through their internal referral program.',
    benefits: [
      'Your application reaches the hiring team through someone they trust',
      'Chat with your referrer before they refer you',
      'Follow every request, its status and its chat in one place',
    ],
    action: 'Request Job Referral',
    to: paths.userJobReferrals,
    Art: ReferralIllustration,
  },
  {
    id: 'referrer',
    title: 'Refer Other People',
    text: 'Work at an Australian company? Help good people in, on your own time, and earn credits when you do.',
    benefits: [
      'Verify your employment once, then choose whom you refer',
      'Review candidates for roles at your company',
      'Earn credits you can withdraw to your bank',
    ],
    action: 'Become a Referrer',
    to: paths.referrerVerification,
    Art: ReferrerIllustration,
  },
  {
    id: 'resume',
    title: 'CV and Cover Letter Assistance',
    text: 'Find out how your resume and cover letter read to a recruiter, and what to change before you apply.',
    benefits: ['An instant AI review of your resume', 'Notes from a career consultant', 'Advice for the role and company you are aiming at'],
    action: 'Get Resume Review',
    to: paths.userResumeReviews,
    Art: ResumeIllustration,
  },
];

export function OurServicesPage() {
  const go = useSignedInGo();
  return (
    <>
      <PageIntro
        eyebrow="Our Services"
        title="Three ways Referly helps you into your next role"
        lead="Whether you are looking for work or already inside a great company, there is a way to take part."
        art={<JourneyIllustration />}
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-12 sm:px-6 lg:gap-16 lg:py-16">
        {services.map(({ id, title, text, benefits, action, to, Art }, index) => (
          <section
            key={id}
            aria-labelledby={`service-${id}`}
            className="grid items-center gap-8 rounded-2xl border border-slate-200 bg-white p-6 sm:p-10 lg:grid-cols-2"
          >
            <div className={clsx('mx-auto w-full max-w-sm lg:max-w-none', index % 2 === 1 && 'lg:order-2')}>
              <Art />
            </div>
            <div>
              <h2 id={`service-${id}`} className="text-2xl font-semibold text-ink">
                {title}
              </h2>
              <p className="mt-3 text-muted">{text}</p>
              <ul className="mt-6 space-y-3" aria-label={`Benefits of ${title}`}>
                {benefits.map((benefit) => (
                  <li key={benefit} className="flex items-start gap-3 text-ink">
                    <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-approved-soft">
                      <Check aria-hidden className="size-3.5 text-approved" />
                    </span>
                    {benefit}
                  </li>
                ))}
              </ul>
              <Button size="lg" className="mt-8" onClick={() => go(to)}>
                {action} <ArrowRight aria-hidden className="size-4" />
              </Button>
            </div>
          </section>
        ))}
      </div>
      <NewsletterBox />
    </>
  );
}
