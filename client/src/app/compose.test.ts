import { describe, expect, it } from 'vitest';
import { Rocket } from 'lucide-react';
import { activityKinds } from '@referly/domain';
import type { ClientFeature } from '../lib/client-feature.ts';
import { paths } from '../lib/paths.ts';
import { composeActivityIcons, composeNav, composeRoutes, composeSlots } from './compose.ts';
import { clientFeatures } from './features.ts';
import { adminNav, featureNav } from './nav.ts';

const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe("the features' bars, as registered", () => {
  it("keep the spec's order: the public header's, the seeker's and referrer's top bars, the admin sidebar and service management's subnav", () => {
    expect(labels(featureNav.public)).toEqual(['Our Services', 'Learning Hub', 'Discussion Forum', 'About Us', 'Help']);
    expect(labels(featureNav.seeker)).toEqual(['Dashboard', 'Job Referrals', 'Resume Review', 'Settings']);
    expect(labels(featureNav.referrer)).toEqual(['Dashboard', 'Credits', 'Settings', 'Messenger']);
    expect(labels(featureNav.verification)).toEqual(['Account Verification', 'Verification Status', 'Settings']);
    expect(labels(adminNav)).toEqual([
      'Dashboard',
      'Service Management',
      'Disputes',
      'Payment Management',
      'Withdrawals',
      'User Management',
      'Discussion Forum',
      'Learning Hub',
      'Coupon',
      'Company Management',
      'Contact Management',
      'Chat Manager',
      'Announcements',
      'Settings',
    ]);
    expect(labels(featureNav.services)).toEqual(['Job Referrals', 'Career Advice', 'Resume Review']);
  });
});

describe('a feature added to the list', () => {
  const reviews: ClientFeature = {
    name: 'resume-review',
    routes: () => ({ seeker: [{ path: 'resume_review', element: 'the reviews list' }], admin: [{ path: 'resume_review', element: 'the admin list' }] }),
    nav: {
      seeker: [{ to: paths.userResumeReviews, label: 'Resume Reviews', order: 20 }],
      services: [{ to: paths.adminResumeReviews, label: 'Resume Reviews', order: 20 }],
    },
  };
  const withReviews = [...clientFeatures, reviews];

  it("replaces the page routed to the same path, in its area only, and leaves that feature's other pages", () => {
    const areas = composeRoutes(withReviews, composeSlots(withReviews));
    const seekerReviews = areas.seeker.filter((route) => route.path === 'resume_review');
    expect(seekerReviews.map((route) => route.element)).toEqual(['the reviews list']);
    expect(areas.admin.filter((route) => route.path === 'resume_review').map((route) => route.element)).toEqual(['the admin list']);
    expect(areas.seeker.some((route) => route.path === 'resume_review/:id')).toBe(true);
  });

  it('replaces the link to the same address where it stood, and keeps every other link', () => {
    const nav = composeNav(withReviews);
    expect(labels(nav.seeker)).toEqual(['Dashboard', 'Job Referrals', 'Resume Reviews', 'Settings']);
    expect(labels(nav.services)).toEqual(['Job Referrals', 'Career Advice', 'Resume Reviews']);
  });

  it('fails at start when no feature fills a slot the pages need', () => {
    expect(() => composeSlots(clientFeatures.filter((feature) => feature.name !== 'chat'))).toThrow('A slot no feature fills');
  });
});

describe("the activity feed's icons", () => {
  it('come from the features owning the kinds: every kind of the feed has one', () => {
    const icons = composeActivityIcons(clientFeatures);
    expect(activityKinds.filter((kind) => icons[kind] === undefined)).toEqual([]);
  });

  it("take a new feature's icon for its kind, and leave the others' alone", () => {
    const site = clientFeatures.find((feature) => feature.name === 'site');
    const icons = composeActivityIcons([...clientFeatures, { name: 'new-site', activityIcons: { site: Rocket } }]);
    expect(icons.site).toBe(Rocket);
    expect(icons.site).not.toBe(site?.activityIcons?.site);
    expect(icons.chat).toBe(composeActivityIcons(clientFeatures).chat);
  });
});
