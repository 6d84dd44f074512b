import type { LucideIcon } from 'lucide-react';
import type { RouteObject } from 'react-router-dom';
import type { ActivityIcons } from './activity-icons.ts';
import type { AppSlots } from './slots.ts';

/** The signed-in and public areas a feature adds pages to; each area's guard and layout are the app's. */
export type RouteArea = 'public' | 'seeker' | 'referrer' | 'verification' | 'admin';

/**
 * One link of a bar or sidebar. `order` places it among every feature's links of that bar (spec order, lowest first);
 * a link to the same address as one listed earlier in the feature list replaces it.
 */
export type NavItem = { to: string; label: string; order: number; end?: boolean };
/** A sidebar link may also be the current one under other addresses of its feature (a form reached from its list). */
export type AdminNavItem = NavItem & { icon: LucideIcon; also?: string[] };

/** The bars a feature adds links to: the public site's header, the seeker's, referrer's and verification's top bars, the admin sidebar, and service management's subnav. */
export type FeatureNav = {
  public?: NavItem[];
  seeker?: NavItem[];
  referrer?: NavItem[];
  verification?: NavItem[];
  admin?: AdminNavItem[];
  services?: NavItem[];
};

/**
 * What a client feature adds to the app, registered with one line in client/src/app/features.ts: its routes per area
 * (paths relative to the area, made with the slots other features contributed), its nav links, the slots it fills, and
 * its activity kinds' icons.
 * A route to the same path as one listed earlier in the feature list replaces it.
 */
export type ClientFeature = {
  name: string;
  routes?: (slots: AppSlots) => Partial<Record<RouteArea, RouteObject[]>>;
  nav?: FeatureNav;
  slots?: Partial<AppSlots>;
  /** the icons of the activity kinds it owns (domain/src/activity-kinds.ts), shown beside their entries in the admin's feed */
  activityIcons?: ActivityIcons;
};
