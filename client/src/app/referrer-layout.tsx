import { useState } from 'react';
import { Link, useMatch } from 'react-router-dom';
import { Settings, UserRound } from 'lucide-react';
import clsx from 'clsx';
import { useSession } from '../lib/session.ts';
import { buttonClass } from '../ui/button.tsx';
import { featureNav } from './nav.ts';
import { DashboardShell } from './dashboard-shell.tsx';
import { paths } from '../lib/paths.ts';

const seenKey = (userId: string) => `referly:referrer-banner-seen:${userId}`;
/** Per page load: whether this referrer had already been welcomed on an earlier visit (their banner then folds). */
const welcomedBefore = new Map<string, boolean>();

/** The first visit shows the full welcome; from the next visit (page load) on, it is one short row. */
const useFolded = (userId: string): boolean => {
  const [folded] = useState(() => {
    const known = welcomedBefore.get(userId);
    if (known !== undefined) return known;
    let seen = false;
    try {
      seen = window.localStorage.getItem(seenKey(userId)) !== null;
      if (!seen) window.localStorage.setItem(seenKey(userId), new Date().toISOString());
    } catch {
      // no storage (private mode): every visit is a first one
    }
    welcomedBefore.set(userId, seen);
    return seen;
  });
  return folded;
};

/**
 * Spec 001 §2.3: 'Welcome, {name}!' with Profile and Settings, and the page title of the section. After the first
 * visit it folds into one row (issue 13: on a phone it took a fifth of the screen on every page).
 */
function ReferrerBanner() {
  const { user } = useSession();
  const onMessenger = useMatch(paths.referrerMessenger) !== null;
  const name = user?.personalInfo.firstName ?? '';
  const folded = useFolded(user?.user ?? '');
  const title = onMessenger ? 'Connect & Collaborate' : 'Referrer Dashboard';

  return (
    <section aria-labelledby="referrer-banner-title" className="bg-gradient-to-r from-brand-900 to-brand-700 text-white">
      <div
        className={clsx(
          'mx-auto flex max-w-7xl px-4 sm:px-6',
          folded ? 'items-center justify-between gap-3 py-2.5' : 'flex-col gap-4 py-6 sm:flex-row sm:items-center sm:justify-between',
        )}
      >
        <div className={clsx('min-w-0', folded && 'flex items-baseline gap-2')}>
          <p className={clsx('text-brand-100', folded ? 'hidden truncate text-sm sm:block' : 'text-sm')}>Welcome, {name}!</p>
          <p id="referrer-banner-title" className={clsx('font-semibold tracking-tight', folded ? 'truncate text-base' : 'mt-1 text-2xl')}>
            {title}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Link to={paths.referrerVerification} className={buttonClass('inverse', folded ? 'sm' : 'md')}>
            <UserRound aria-hidden className="size-4" /> <span className={clsx(folded && 'sr-only sm:not-sr-only')}>Profile</span>
          </Link>
          <Link
            to={paths.referrerVerificationSettings}
            className={buttonClass('ghost', folded ? 'sm' : 'md', 'text-white ring-1 ring-white/40 hover:bg-white/10')}
          >
            <Settings aria-hidden className="size-4" /> <span className={clsx(folded && 'sr-only sm:not-sr-only')}>Settings</span>
          </Link>
        </div>
      </div>
    </section>
  );
}

export function ReferrerLayout() {
  return <DashboardShell links={featureNav.referrer} banner={<ReferrerBanner />} />;
}

/** A referrer not yet approved sees only their verification and settings. */
export function ReferrerVerificationLayout() {
  return <DashboardShell links={featureNav.verification} />;
}
