import { Compass, HandHeart, Lightbulb, ShieldCheck, Target, Telescope, Users } from 'lucide-react';
import { JourneyIllustration, ReferralIllustration } from '../components/illustrations.tsx';
import { NewsletterBox } from '../components/newsletter-box.tsx';
import { PageIntro } from '../components/page-intro.tsx';

/** Spec 000 §2 /aboutus: the four guiding principles, in its order. */
export const principles = [
  { icon: ShieldCheck, title: 'Integrity', text: 'Referrers are verified employees, reviews are honest, and we never sell your details.' },
  { icon: HandHeart, title: 'Empowerment', text: 'We give job seekers the insider knowledge and introductions that used to depend on who you knew.' },
  { icon: Users, title: 'Community', text: 'Seekers, referrers and reviewers help each other, in the forum and one to one.' },
  { icon: Lightbulb, title: 'Innovation', text: 'We keep improving how people find work, from AI resume reviews to live chat with referrers.' },
] as const;

const milestones = [
  {
    when: 'The idea',
    text: 'Our founders kept seeing strong candidates ignored while referred friends got interviews. Referrals worked; access to them was the problem.',
  },
  {
    when: 'The first referrals',
    text: 'A handful of engineers in Sydney and Melbourne agreed to refer people they had never met, after a chat. Most were interviewed.',
  },
  {
    when: 'Referly today',
    text: 'Job seekers across Australia ask verified referrers for referrals and have their resumes reviewed, with every step in one place.',
  },
];

export function AboutUsPage() {
  return (
    <>
      <PageIntro
        eyebrow="About Us"
        title="Opening doors, one referral at a time"
        lead="Referly is an Australian marketplace that connects job seekers with employees who can refer them. We are not a recruitment agency: we help you be seen by the people who hire."
        art={<ReferralIllustration />}
      />
      <section aria-labelledby="mission-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
        <h2 id="mission-title" className="sr-only">
          Mission and vision
        </h2>
        <div className="grid gap-6 md:grid-cols-2">
          <article className="rounded-2xl border border-slate-200 bg-white p-6 sm:p-8">
            <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand">
              <Target aria-hidden className="size-6" />
            </span>
            <h3 className="mt-5 text-xl font-semibold text-ink">Our mission</h3>
            <p className="mt-3 leading-7 text-muted">
              To give every job seeker in Australia a fair chance at the roles they want, by connecting them with people inside those companies who can vouch
              for them, and by helping them present themselves at their best.
            </p>
          </article>
          <article className="rounded-2xl border border-slate-200 bg-white p-6 sm:p-8">
            <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand">
              <Telescope aria-hidden className="size-6" />
            </span>
            <h3 className="mt-5 text-xl font-semibold text-ink">Our vision</h3>
            <p className="mt-3 leading-7 text-muted">
              A job market where who you know matters less than what you can do: where any capable person can reach a referral, and every referrer can help with
              confidence.
            </p>
          </article>
        </div>
      </section>

      <section aria-labelledby="journey-title" className="bg-slate-50">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:py-16">
          <div>
            <h2 id="journey-title" className="text-3xl font-semibold text-ink">
              Our journey
            </h2>
            <ol className="mt-8 space-y-6 border-l-2 border-brand-200 pl-6">
              {milestones.map((m) => (
                <li key={m.when} className="relative">
                  <span aria-hidden className="absolute top-1.5 -left-[31px] size-3 rounded-full bg-brand ring-4 ring-slate-50" />
                  <h3 className="font-semibold text-ink">{m.when}</h3>
                  <p className="mt-1 leading-7 text-muted">{m.text}</p>
                </li>
              ))}
            </ol>
          </div>
          <div className="mx-auto w-full max-w-md lg:max-w-none">
            <JourneyIllustration />
          </div>
        </div>
      </section>

      <section aria-labelledby="principles-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
        <div className="flex items-center justify-center gap-2 text-brand">
          <Compass aria-hidden className="size-5" />
          <p className="text-sm font-semibold tracking-wide uppercase">What guides us</p>
        </div>
        <h2 id="principles-title" className="mt-2 text-center text-3xl font-semibold text-ink">
          Our guiding principles
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {principles.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6">
              <span className="grid size-11 place-items-center rounded-lg bg-brand text-white">
                <Icon aria-hidden className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </section>
      <NewsletterBox />
    </>
  );
}
