import type { RouteObject } from 'react-router-dom';
import type { ClientFeature, NavItem, RouteArea } from '../lib/client-feature.ts';
import type { MergedNav } from '../lib/feature-nav.ts';
import type { ActivityIcons } from '../lib/activity-icons.ts';
import type { AppSlots } from '../lib/slots.ts';

const routeKey = (route: RouteObject) => (route.index ? '(index)' : (route.path ?? ''));

/** Every feature's routes of each area; a later feature's route to a path replaces an earlier one's. */
export const composeRoutes = (features: readonly ClientFeature[], slots: AppSlots): Record<RouteArea, RouteObject[]> => {
  const areas: Record<RouteArea, Map<string, RouteObject>> = {
    public: new Map(),
    seeker: new Map(),
    referrer: new Map(),
    verification: new Map(),
    admin: new Map(),
  };
  for (const feature of features) {
    const routes = feature.routes?.(slots) ?? {};
    for (const area of Object.keys(areas) as RouteArea[]) for (const route of routes[area] ?? []) areas[area].set(routeKey(route), route);
  }
  return {
    public: [...areas.public.values()],
    seeker: [...areas.seeker.values()],
    referrer: [...areas.referrer.values()],
    verification: [...areas.verification.values()],
    admin: [...areas.admin.values()],
  };
};

/** One bar's links from every feature, in order; a later feature's link to an address replaces an earlier one's. */
const bar = <T extends NavItem>(lists: (T[] | undefined)[]): T[] => {
  const byAddress = new Map<string, T>();
  for (const item of lists.flatMap((list) => list ?? [])) {
    byAddress.delete(item.to);
    byAddress.set(item.to, item);
  }
  return [...byAddress.values()].sort((a, b) => a.order - b.order);
};

export const composeNav = (features: readonly ClientFeature[]): MergedNav => ({
  public: bar(features.map((feature) => feature.nav?.public)),
  seeker: bar(features.map((feature) => feature.nav?.seeker)),
  referrer: bar(features.map((feature) => feature.nav?.referrer)),
  verification: bar(features.map((feature) => feature.nav?.verification)),
  admin: bar(features.map((feature) => feature.nav?.admin)),
  services: bar(features.map((feature) => feature.nav?.services)),
});

/** The slots every feature fills; a slot nobody fills is a failure at start, not a missing button later. */
export const composeSlots = (features: readonly ClientFeature[]): AppSlots => {
  const filled: Partial<AppSlots> = Object.assign({}, ...features.map((feature) => feature.slots ?? {}));
  const { requestChat, referrerReputation } = filled;
  if (!requestChat || !referrerReputation) throw new Error('A slot no feature fills: requestChat and referrerReputation are needed');
  return { requestChat, referrerReputation };
};

/** Every feature's activity kinds' icons; a kind no feature gives an icon shows the feed's default. */
export const composeActivityIcons = (features: readonly ClientFeature[]): ActivityIcons =>
  Object.assign({}, ...features.map((feature) => feature.activityIcons ?? {}));
