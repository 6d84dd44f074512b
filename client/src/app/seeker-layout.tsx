import { DashboardShell } from './dashboard-shell.tsx';
import { featureNav } from './nav.ts';

/** Spec 001 §2.2 top bar, with Settings beside it: every feature's links of it. */
export function SeekerLayout() {
  return <DashboardShell links={featureNav.seeker} />;
}
