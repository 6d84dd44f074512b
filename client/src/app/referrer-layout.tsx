import { Link, useMatch } from 'react-router-dom';
import { Settings, UserRound } from 'lucide-react';
import { useSession } from '../lib/session.ts';
import { buttonClass } from '../ui/button.tsx';
import { DashboardShell } from './dashboard-shell.tsx';
import { paths } from './paths.ts';

/** Spec 001 §2.3: 'Welcome, {name}!' with Profile and Settings, and the page title of the section. */
function ReferrerBanner() {
  const { user } = useSession();
  const onMessenger = useMatch(paths.referrerMessenger) !== null;
  const name = user?.personalInfo.firstName ?? '';

  return (
    <div className="bg-gradient-to-r from-brand-900 to-brand-700 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div>
          <p className="text-sm text-brand-100">Welcome, {name}!</p>
          <p className="mt-1 text-2xl font-semibold tracking-tight">{onMessenger ? 'Connect & Collaborate' : 'Referrer Dashboard'}</p>
        </div>
        <div className="flex gap-2">
          <Link to={paths.referrerVerification} className={buttonClass('inverse', 'md')}>
            <UserRound aria-hidden className="size-4" /> Profile
          </Link>
          <Link to={paths.referrerVerificationSettings} className={buttonClass('ghost', 'md', 'text-white ring-1 ring-white/40 hover:bg-white/10')}>
            <Settings aria-hidden className="size-4" /> Settings
          </Link>
        </div>
      </div>
    </div>
  );
}

export function ReferrerLayout() {
  return (
    <DashboardShell
      links={[
        { to: paths.referrerDashboard, label: 'Dashboard', end: true },
        { to: paths.referrerCredits, label: 'Credits' },
        { to: paths.referrerDashboardSettings(), label: 'Settings' },
        { to: paths.referrerMessenger, label: 'Messenger' },
      ]}
      banner={<ReferrerBanner />}
    />
  );
}

/** A referrer not yet approved sees only their verification and settings. */
export function ReferrerVerificationLayout() {
  return (
    <DashboardShell
      links={[
        { to: paths.referrerVerification, label: 'Account Verification', end: true },
        { to: paths.referrerVerificationStatus, label: 'Verification Status' },
        { to: paths.referrerVerificationSettings, label: 'Settings' },
      ]}
    />
  );
}
