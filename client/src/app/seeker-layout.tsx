import { DashboardShell } from './dashboard-shell.tsx';
import { paths } from '../lib/paths.ts';

/** Spec 001 §2.2 top bar, with Settings beside it. */
export function SeekerLayout() {
  return (
    <DashboardShell
      links={[
        { to: paths.userDashboard, label: 'Dashboard', end: true },
        { to: paths.userJobReferrals, label: 'Job Referrals' },
        { to: paths.userResumeReviews, label: 'Resume Review' },
        { to: paths.userSettings, label: 'Settings' },
      ]}
    />
  );
}
