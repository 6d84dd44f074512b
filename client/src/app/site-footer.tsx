import { Link } from 'react-router-dom';
import { Logo } from '../ui/logo.tsx';
import { paths } from '../lib/paths.ts';
import { SocialLinks } from '../features/site/components/social-links.tsx';
import { supportEmail } from '../features/site/contact-details.ts';

const columns = [
  {
    title: 'Product',
    links: [
      { to: paths.ourServices, label: 'Our Services' },
      { to: paths.learningHub, label: 'Learning Hub' },
      { to: paths.discussionForum, label: 'Discussion Forum' },
      { to: paths.webinarView, label: 'Webinars' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: paths.aboutUs, label: 'About Us' },
      { to: paths.contactForm, label: 'Contact Us' },
      { to: paths.provideFeedback, label: 'Provide Feedback' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: paths.questions, label: 'Help' },
      { to: paths.helpCenter, label: 'Help Centre' },
      { to: paths.privacyPolicy, label: 'Privacy Policy' },
    ],
  },
];

const footerLink = 'focus-ring rounded-sm text-sm text-slate-300 hover:text-white';

/** Spec 000 §2 footer: about text, social links, link columns, Help to /questions, copyright and privacy. */
export function SiteFooter() {
  return (
    <footer className="bg-ink text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="max-w-sm">
          <div className="rounded-lg bg-white/95 p-1.5 w-fit">
            <Logo />
          </div>
          <p className="mt-4 text-sm leading-6">
            Referly connects job seekers in Australia with employees who can refer them internally, and with reviewers who sharpen their resume and cover
            letter. We are not a recruitment agency.
          </p>
          <SocialLinks tone="dark" className="mt-5" label="Social media" />
          <a href={`mailto:${supportEmail}`} className={`${footerLink} mt-5 inline-block`}>
            {supportEmail}
          </a>
        </div>
        {columns.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="text-sm font-semibold text-white">{col.title}</h2>
            <ul className="mt-4 space-y-3">
              {col.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className={footerLink}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>© 2024 Referly. All rights reserved.</p>
          <Link to={paths.privacyPolicy} className="focus-ring rounded-sm hover:text-white">
            Privacy Policy
          </Link>
        </div>
      </div>
    </footer>
  );
}
