import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRight, CircleHelp, Mail, MessageSquareHeart, Search, type LucideIcon } from 'lucide-react';
import { paths } from '../../../lib/paths.ts';
import { inputClass } from '../../../ui/field.tsx';
import { HelpIllustration } from '../components/illustrations.tsx';

type HelpCard = { title: string; text: string; to: string; icon: LucideIcon; action: string; keywords: string };

/** Spec 000 §2 /helpcenter: three cards; FAQ scrolls the home page to its FAQ section. */
export const helpCards: readonly HelpCard[] = [
  {
    title: 'FAQ',
    text: 'Answers to common questions about referrals, resume reviews, payments and your privacy.',
    to: `${paths.home}#faq`,
    icon: CircleHelp,
    action: 'Read the FAQ',
    keywords: 'frequently asked questions answers how it works payments refund privacy referral resume account',
  },
  {
    title: 'Contact Us',
    text: 'Send our support team a message, or find our phone number and email address.',
    to: paths.contactForm,
    icon: Mail,
    action: 'Contact us',
    keywords: 'support email phone message help problem question call talk',
  },
  {
    title: 'Provide Feedback',
    text: 'Tell us what works and what does not, report a bug or suggest a feature.',
    to: paths.provideFeedback,
    icon: MessageSquareHeart,
    action: 'Give feedback',
    keywords: 'feedback bug report feature request suggestion rating idea',
  },
];

/** The cards a search term matches: every word of it in a card's title, text or keywords. */
export const matchHelpCards = (term: string): HelpCard[] => {
  const words = term.toLowerCase().split(/\s+/).filter(Boolean);
  return helpCards.filter((card) => {
    const haystack = `${card.title} ${card.text} ${card.keywords}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
};

export function HelpCenterPage() {
  const [term, setTerm] = useState('');
  const searchId = useId();
  const matches = matchHelpCards(term);
  const shown = term.trim();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.2fr_1fr] lg:py-16">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand uppercase">Help Centre</p>
            <h1 className="mt-3 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">How can we help?</h1>
            <p className="mt-4 max-w-xl text-lg leading-8 text-muted">Search our help topics, or pick one below.</p>
            <form role="search" className="mt-8 max-w-xl" onSubmit={(event) => event.preventDefault()}>
              <label htmlFor={searchId} className="sr-only">
                Search help topics
              </label>
              <div className="relative">
                <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400" />
                <input
                  id={searchId}
                  type="search"
                  value={term}
                  onChange={(event) => setTerm(event.target.value)}
                  placeholder="Search for help, e.g. payments, bug, contact"
                  className={`${inputClass} h-12 pl-10`}
                />
              </div>
            </form>
          </div>
          <div className="hidden lg:block">
            <HelpIllustration />
          </div>
        </div>
      </section>
      <section aria-label="Help topics" className="mx-auto max-w-7xl px-4 pt-4 pb-16 sm:px-6">
        <p role="status" className="sr-only">
          {shown ? `${matches.length} of ${helpCards.length} help topics match` : ''}
        </p>
        {matches.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
            <p className="text-lg font-medium text-ink">No results found for "{shown}"</p>
            <p className="mt-2 text-muted">
              Try another word, or{' '}
              <Link to={paths.contactForm} className="focus-ring rounded-sm font-medium text-brand underline underline-offset-2">
                contact us
              </Link>{' '}
              and we will help.
            </p>
          </div>
        ) : (
          <ul className="grid gap-6 md:grid-cols-3">
            {matches.map(({ title, text, to, icon: Icon, action }) => (
              <li key={title}>
                <Link
                  to={to}
                  className="focus-ring group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 transition-shadow hover:border-brand-300 hover:shadow-md"
                >
                  <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand">
                    <Icon aria-hidden className="size-6" />
                  </span>
                  <h2 className="mt-5 text-xl font-semibold text-ink">{title}</h2>
                  <p className="mt-2 flex-1 text-muted">{text}</p>
                  <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-medium text-brand">
                    {action} <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
