import { LayoutDashboard } from 'lucide-react';
import type { AdminNavItem } from '../lib/client-feature.ts';
import { paths } from '../lib/paths.ts';
import { composeActivityIcons, composeNav } from './compose.ts';
import { clientFeatures } from './features.ts';

export type { AdminNavItem };

/** Every feature's links of every bar, merged once (client/src/app/features.ts). */
export const featureNav = composeNav(clientFeatures);

/** Spec 000 §2 admin sidebar, in the spec's order: the dashboard itself, then every feature's links. */
export const adminNav: AdminNavItem[] = [{ to: paths.adminDashboard, label: 'Dashboard', icon: LayoutDashboard, end: true, order: 0 }, ...featureNav.admin];

/** Every feature's activity kinds' icons, merged once. */
export const activityIcons = composeActivityIcons(clientFeatures);
