import { ArrowRight, BadgeCheck, Building2, MessageCircle } from 'lucide-react';
import { paths } from '../../../lib/paths.ts';
import { useGetStarted } from '../../../lib/use-get-started.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';

const steps = [
  { icon: Building2, title: 'Pick the company', text: 'Choose where you want to work and the role you are after.' },
  { icon: MessageCircle, title: 'Talk to an insider', text: 'A verified employee reads your resume and chats with you.' },
  { icon: BadgeCheck, title: 'Get referred', text: 'They put you forward through their internal referral program.' },
];

/** Hero with the promise and two actions (spec 000 §2). */
export function Hero() {
  const getStarted = useGetStarted();
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200">
            Made for job seekers in Australia
          </p>
          <h1 className="mt-6 text-4xl font-semibold tracking-tight text-ink sm:text-5xl">Get referred by people who already work there.</h1>
          <p className="mt-5 max-w-xl text-lg leading-8 text-muted">
            Referly connects you with verified employees at Australian companies for internal referrals, and with reviewers who sharpen your resume and cover
            letter.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" onClick={getStarted}>
              Get Started <ArrowRight aria-hidden className="size-4" />
            </Button>
            <ButtonLink to={paths.aboutUs} variant="secondary" size="lg">
              Learn More
            </ButtonLink>
          </div>
        </div>
        <ol className="grid gap-4" aria-label="How it works">
          {steps.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="flex items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:odd:mr-10 lg:even:ml-10">
              <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-brand text-white">
                <Icon aria-hidden className="size-5" />
              </span>
              <div>
                <p className="text-xs font-semibold tracking-wide text-brand uppercase">Step {i + 1}</p>
                <p className="mt-1 font-semibold text-ink">{title}</p>
                <p className="mt-1 text-sm text-muted">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
