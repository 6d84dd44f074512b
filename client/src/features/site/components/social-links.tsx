import clsx from 'clsx';
import { socialLinks } from '../contact-details.ts';
import { SocialIcon } from './social-icon.tsx';

const tones = {
  /** on a white card (the contact page) */
  light: { link: 'size-11 border-slate-200 text-slate-600 hover:border-brand hover:text-brand', icon: 'size-5' },
  /** on the dark footer */
  dark: { link: 'size-10 border-white/15 text-slate-200 hover:border-white/40 hover:text-white', icon: 'size-[18px]' },
};

/** Spec 000 §2: the five social links as round icons, each opening in a new tab (the contact page and the footer). */
export function SocialLinks({ tone, className, label }: { tone: keyof typeof tones; className: string; label?: string }) {
  return (
    <ul className={clsx('flex flex-wrap gap-2', className)} aria-label={label}>
      {socialLinks.map((s) => (
        <li key={s.network}>
          <a
            href={s.href}
            target="_blank"
            rel="noreferrer noopener"
            aria-label={`${s.label} (opens in a new tab)`}
            className={clsx('focus-ring grid place-items-center rounded-full border', tones[tone].link)}
          >
            <SocialIcon network={s.network} className={tones[tone].icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
