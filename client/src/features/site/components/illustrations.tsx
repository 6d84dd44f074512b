import clsx from 'clsx';

/**
 * Referly's own flat illustrations, drawn inline so nothing is fetched at run time. Decorative: hidden from assistive
 * technology, the text beside them says the same. Colours come from the theme (brand, amber sun, sky, slate).
 */
type Props = { className?: string };

const frame = (className?: string) => ({ 'aria-hidden': true, focusable: false, className: clsx('h-auto w-full', className) }) as const;

/** A person, drawn from a head and shoulders. */
function Person({ x, y, body, skin, hair, scale = 1 }: { x: number; y: number; body: string; skin: string; hair: string; scale?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <path d="M-34 70c0-26 15-40 34-40s34 14 34 40z" className={body} />
      <circle cx="0" cy="6" r="19" className={skin} />
      <path d="M-19 4c0-14 8-22 19-22s19 8 19 21c-6-6-14-9-22-8-7 1-12 4-16 9z" className={hair} />
    </g>
  );
}

/** Two people meeting across a referral: a seeker with a resume, an insider from a company building. */
export function ReferralIllustration({ className }: Props) {
  return (
    <svg viewBox="0 0 360 240" {...frame(className)}>
      <rect x="0" y="0" width="360" height="240" rx="24" className="fill-brand-50" />
      <circle cx="300" cy="52" r="22" className="fill-amber-300" />
      <path d="M0 196c60-22 120-22 180-8s120 12 180-6v34a24 24 0 0 1-24 24H24A24 24 0 0 1 0 216z" className="fill-brand-100" />
      <g>
        <rect x="226" y="70" width="86" height="126" rx="6" className="fill-white stroke-brand-200" strokeWidth="2" />
        {[0, 1, 2, 3].map((row) =>
          [0, 1, 2].map((col) => <rect key={`${row}-${col}`} x={238 + col * 24} y={84 + row * 24} width="14" height="12" rx="2" className="fill-sky-200" />),
        )}
        <rect x="259" y="176" width="20" height="20" rx="2" className="fill-brand-300" />
      </g>
      <Person x={110} y={118} body="fill-brand" skin="fill-amber-200" hair="fill-slate-700" />
      <Person x={200} y={124} body="fill-sky-600" skin="fill-amber-100" hair="fill-amber-800" scale={0.92} />
      <g transform="translate(44 112)">
        <rect width="44" height="56" rx="4" className="fill-white stroke-slate-300" strokeWidth="2" />
        <rect x="8" y="10" width="28" height="4" rx="2" className="fill-brand" />
        <rect x="8" y="20" width="22" height="3" rx="1.5" className="fill-slate-300" />
        <rect x="8" y="28" width="26" height="3" rx="1.5" className="fill-slate-300" />
        <rect x="8" y="36" width="18" height="3" rx="1.5" className="fill-slate-300" />
      </g>
      <path d="M132 104c10-22 40-26 56-6" className="stroke-brand-600" strokeWidth="3" fill="none" strokeDasharray="6 6" strokeLinecap="round" />
      <circle cx="160" cy="86" r="13" className="fill-white stroke-brand-600" strokeWidth="2.5" />
      <path d="m154 86 4 4 8-8" className="stroke-brand-600" strokeWidth="2.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** An insider with a verified badge handing over a star: someone who refers others. */
export function ReferrerIllustration({ className }: Props) {
  return (
    <svg viewBox="0 0 360 240" {...frame(className)}>
      <rect width="360" height="240" rx="24" className="fill-sky-50" />
      <circle cx="60" cy="54" r="18" className="fill-amber-300" />
      <path d="M0 200c80-26 170-26 360-4v20a24 24 0 0 1-24 24H24A24 24 0 0 1 0 216z" className="fill-sky-100" />
      <Person x={150} y={112} body="fill-brand-800" skin="fill-amber-200" hair="fill-slate-800" scale={1.15} />
      <g transform="translate(172 150)">
        <rect width="30" height="20" rx="4" className="fill-white" />
        <path d="m8 10 4 4 9-8" className="stroke-brand-600" strokeWidth="2.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </g>
      <g transform="translate(240 70)">
        <rect width="86" height="104" rx="10" className="fill-white stroke-sky-200" strokeWidth="2" />
        <path d="m43 22 7 14 15 2-11 11 3 15-14-7-14 7 3-15-11-11 15-2z" className="fill-amber-300 stroke-amber-500" strokeWidth="1.5" strokeLinejoin="round" />
        <rect x="18" y="76" width="50" height="5" rx="2.5" className="fill-slate-300" />
        <rect x="26" y="88" width="34" height="5" rx="2.5" className="fill-slate-200" />
      </g>
      <path d="M196 112c14-10 26-14 40-12" className="stroke-brand-600" strokeWidth="3" fill="none" strokeDasharray="6 6" strokeLinecap="round" />
    </svg>
  );
}

/** A resume under a magnifying glass, with notes in the margin: CV and cover letter review. */
export function ResumeIllustration({ className }: Props) {
  return (
    <svg viewBox="0 0 360 240" {...frame(className)}>
      <rect width="360" height="240" rx="24" className="fill-amber-50" />
      <g transform="translate(96 28)">
        <rect width="150" height="190" rx="10" className="fill-white stroke-amber-200" strokeWidth="2" />
        <circle cx="32" cy="34" r="14" className="fill-brand-100" />
        <rect x="54" y="26" width="72" height="6" rx="3" className="fill-brand" />
        <rect x="54" y="38" width="50" height="4" rx="2" className="fill-slate-300" />
        {[64, 78, 92, 106, 132, 146, 160].map((y, i) => (
          <rect key={y} x="20" y={y} width={i % 3 === 2 ? 80 : 110} height="5" rx="2.5" className="fill-slate-200" />
        ))}
        <rect x="20" y="118" width="54" height="5" rx="2.5" className="fill-brand-300" />
      </g>
      <g transform="translate(214 118)">
        <circle cx="30" cy="30" r="26" className="fill-sky-100/70 stroke-brand-800" strokeWidth="6" />
        <path d="m50 50 26 26" className="stroke-brand-800" strokeWidth="10" strokeLinecap="round" />
      </g>
      <g transform="translate(36 60)">
        <rect width="48" height="34" rx="8" className="fill-brand" />
        <path d="m14 17 7 7 13-13" className="stroke-white" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </g>
      <g transform="translate(30 130)">
        <rect width="58" height="40" rx="8" className="fill-white stroke-amber-300" strokeWidth="2" />
        <rect x="10" y="12" width="38" height="4" rx="2" className="fill-amber-400" />
        <rect x="10" y="22" width="26" height="4" rx="2" className="fill-amber-300" />
      </g>
    </svg>
  );
}

/** A winding road through hills towards the sun: the journey so far. */
export function JourneyIllustration({ className }: Props) {
  return (
    <svg viewBox="0 0 360 240" {...frame(className)}>
      <rect width="360" height="240" rx="24" className="fill-sky-50" />
      <circle cx="306" cy="52" r="24" className="fill-amber-300" />
      <path d="M0 150c50-40 100-46 160-20s120 10 200-30v116a24 24 0 0 1-24 24H24A24 24 0 0 1 0 216z" className="fill-brand-200" />
      <path d="M0 184c70-30 140-30 210-8s100 6 150-14v54a24 24 0 0 1-24 24H24A24 24 0 0 1 0 216z" className="fill-brand-300" />
      <path d="M70 240c10-40 80-46 120-62s40-34 80-48" className="stroke-white" strokeWidth="14" fill="none" strokeLinecap="round" />
      <path d="M70 240c10-40 80-46 120-62s40-34 80-48" className="stroke-brand-700" strokeWidth="2" fill="none" strokeDasharray="8 10" />
      {[
        [110, 200],
        [190, 176],
        [262, 134],
      ].map(([x = 0, y = 0], i) => (
        <g key={x} transform={`translate(${x} ${y})`}>
          <path d="M0 0v-30" className="stroke-slate-700" strokeWidth="2.5" />
          <path d="M0-30h18l-5 6 5 6H0" className={i === 2 ? 'fill-amber-400' : 'fill-brand'} />
        </g>
      ))}
      <g className="fill-brand-800">
        <path d="M36 150l10-26 10 26z" />
        <path d="M300 150l8-20 8 20z" />
        <path d="M322 140l7-18 7 18z" />
      </g>
    </svg>
  );
}

/** An envelope with a speech bubble: get in touch. */
export function ContactIllustration({ className }: Props) {
  return (
    <svg viewBox="0 0 360 240" {...frame(className)}>
      <rect width="360" height="240" rx="24" className="fill-brand-50" />
      <g transform="translate(70 70)">
        <rect width="170" height="116" rx="12" className="fill-white stroke-brand-200" strokeWidth="2" />
        <path d="m6 10 79 60 79-60" className="stroke-brand" strokeWidth="4" fill="none" strokeLinejoin="round" />
        <path d="m6 108 60-46M164 108l-60-46" className="stroke-brand-200" strokeWidth="3" fill="none" />
      </g>
      <g transform="translate(206 36)">
        <path d="M10 0h84a10 10 0 0 1 10 10v42a10 10 0 0 1-10 10H40l-18 16V62H10A10 10 0 0 1 0 52V10A10 10 0 0 1 10 0z" className="fill-amber-300" />
        <circle cx="32" cy="31" r="5" className="fill-white" />
        <circle cx="52" cy="31" r="5" className="fill-white" />
        <circle cx="72" cy="31" r="5" className="fill-white" />
      </g>
      <path d="M40 64l8 8M48 64l-8 8M300 172l8 8M308 172l-8 8" className="stroke-sky-400" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/** A lifebuoy with a question and a star: help and feedback. */
export function HelpIllustration({ className }: Props) {
  return (
    <svg viewBox="0 0 360 240" {...frame(className)}>
      <rect width="360" height="240" rx="24" className="fill-brand-50" />
      <g transform="translate(130 120)">
        <circle r="70" className="fill-white stroke-slate-200" strokeWidth="2" />
        <circle r="52" transform="rotate(-22)" className="fill-none stroke-rose-400" strokeWidth="34" strokeDasharray="40.84 40.84" />
        <circle r="34" className="fill-brand-50 stroke-slate-200" strokeWidth="2" />
        <circle r="70" className="fill-none stroke-slate-200" strokeWidth="2" />
      </g>
      <g transform="translate(226 40)">
        <path d="M12 0h86a12 12 0 0 1 12 12v46a12 12 0 0 1-12 12H56l-20 18V70H12A12 12 0 0 1 0 58V12A12 12 0 0 1 12 0z" className="fill-brand" />
        <path d="M46 26a10 10 0 1 1 14 9c-3 1.5-5 3.5-5 7M55 50v1" className="stroke-white" strokeWidth="5" fill="none" strokeLinecap="round" />
      </g>
      <path d="m284 150 6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2z" className="fill-amber-300" />
    </svg>
  );
}

/** A shield with a lock: privacy and security. */
export function PrivacyIllustration({ className }: Props) {
  return (
    <svg viewBox="0 0 360 240" {...frame(className)}>
      <rect width="360" height="240" rx="24" className="fill-sky-50" />
      <path d="M180 30l70 26v50c0 48-30 82-70 100-40-18-70-52-70-100V56z" className="fill-brand" />
      <path d="M180 46l54 20v40c0 38-23 66-54 82z" className="fill-brand-800" />
      <rect x="152" y="108" width="56" height="44" rx="8" className="fill-white" />
      <path d="M164 108V96a16 16 0 0 1 32 0v12" className="stroke-white" strokeWidth="7" fill="none" />
      <circle cx="180" cy="128" r="6" className="fill-brand" />
      <path d="M180 132v8" className="stroke-brand" strokeWidth="4" strokeLinecap="round" />
      <circle cx="70" cy="70" r="6" className="fill-amber-300" />
      <circle cx="300" cy="170" r="8" className="fill-amber-300" />
      <circle cx="290" cy="60" r="4" className="fill-sky-300" />
    </svg>
  );
}
