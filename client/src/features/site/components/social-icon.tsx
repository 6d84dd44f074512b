import type { SocialNetwork } from '../contact-details.ts';

/** Simple marks of our own for the five networks (lucide ships no brand icons), drawn in the current colour. */
export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  const common = { viewBox: '0 0 24 24', 'aria-hidden': true, className, fill: 'none', stroke: 'currentColor', strokeWidth: 1.8 } as const;
  switch (network) {
    case 'linkedin':
      return (
        <svg {...common}>
          <rect x="3" y="3" width="18" height="18" rx="3" />
          <path d="M8 10.5V16M8 7.6v.1M11.5 16v-5.5M11.5 13c0-1.6 1-2.6 2.3-2.6S16 11.2 16 13v3" strokeLinecap="round" />
        </svg>
      );
    case 'facebook':
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="9" />
          <path d="M13.5 20.5V12.5h2.3M13.5 12.5v-2c0-1.3.6-2 2-2h1M11.2 12.5h2.3" strokeLinecap="round" />
        </svg>
      );
    case 'instagram':
      return (
        <svg {...common}>
          <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17" cy="7" r="0.6" fill="currentColor" />
        </svg>
      );
    case 'x':
      return (
        <svg {...common}>
          <path d="M5 4.5h3.8L19 19.5h-3.8zM18.5 4.5l-5.6 6.3M5.5 19.5l5.6-6.3" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      );
    case 'youtube':
      return (
        <svg {...common}>
          <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
          <path d="M10.5 9.5v5l4-2.5z" fill="currentColor" strokeLinejoin="round" />
        </svg>
      );
  }
}
