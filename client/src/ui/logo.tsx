import { Link } from 'react-router-dom';
import clsx from 'clsx';

/** The Referly mark and word; links home (spec 000 §2: the admin logo links to '/'). */
export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <Link to="/" className={clsx('focus-ring inline-flex items-center gap-2 rounded-md', className)} aria-label="Referly home">
      <svg aria-hidden viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-brand" />
        <path d="M10 23V9h6.5a4.5 4.5 0 0 1 1.2 8.84L22 23h-3.6l-3.8-5H13.4v5zm3.4-8h3a1.6 1.6 0 0 0 0-3.2h-3z" fill="#fff" />
      </svg>
      {!compact && <span className="text-lg font-semibold tracking-tight text-ink">Referly</span>}
    </Link>
  );
}
