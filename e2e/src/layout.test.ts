import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword, newContext, screenshot, useServerAndBrowser } from './harness.ts';
import { sectionTabs, signInOnLoginPage } from './pages.ts';

const app = useServerAndBrowser();

const signedIn = async (email: string, width: number): Promise<Page> => {
  const context = await newContext(app.browser, app.server.url, width);
  const page = await context.newPage();
  await signInOnLoginPage(page, email, demoPassword);
  return page;
};

const leftEdge = async (locator: Locator): Promise<number> => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return Math.round(box.x);
};

const pageTitle = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

const sections = [
  { who: 'a job seeker', email: demoAccounts.seeker, tabs: ['Dashboard', 'Job Referrals', 'Resume Review', 'Settings'] },
  { who: 'an approved referrer', email: demoAccounts.referrer, tabs: ['Dashboard', 'Settings', 'Messenger'] },
  { who: 'a pending referrer', email: demoAccounts.pendingReferrer, tabs: ['Account Verification', 'Verification Status', 'Settings'] },
];

describe('at 1280 px', () => {
  it.each(sections)("the page's left edge stays put across the tabs of $who", async ({ email, tabs }) => {
    const page = await signedIn(email, 1280);
    const edges: Record<string, number> = {};
    for (const tab of tabs) {
      await sectionTabs(page).getByRole('link', { name: tab, exact: true }).click();
      await page.waitForFunction((name) => document.querySelector('nav[aria-label="Section"] [aria-current="page"]')?.textContent === name, tab);
      edges[tab] = await leftEdge(pageTitle(page));
    }
    const firstTab = await leftEdge(sectionTabs(page).getByRole('link').first());
    expect(edges).toEqual(Object.fromEntries(tabs.map((tab) => [tab, firstTab])));
    await page.context().close();
  });

  it("the admin's pages share one left edge too", async () => {
    const page = await signedIn(demoAccounts.admin, 1280);
    const edges: Record<string, number> = {};
    for (const item of ['Dashboard', 'User Management', 'Coupon', 'Settings']) {
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: item, exact: true }).click();
      await page.waitForFunction((name) => document.querySelector('nav[aria-label="Admin"] [aria-current="page"]')?.textContent === name, item);
      edges[item] = await leftEdge(pageTitle(page));
    }
    expect(new Set(Object.values(edges)).size).toBe(1);
    await page.context().close();
  });
});

describe.each([390, 360])('at %i px', (width) => {
  it.each(sections)('every tab of $who can be brought fully into view, and the page never scrolls sideways', async ({ email, tabs }) => {
    const page = await signedIn(email, width);
    for (const tab of tabs) {
      const link = sectionTabs(page).getByRole('link', { name: tab, exact: true });
      await link.scrollIntoViewIfNeeded();
      const box = await link.boundingBox();
      if (!box) throw new Error(`${tab} is not on screen`);
      expect(box.x, tab).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, tab).toBeLessThanOrEqual(width);
      await link.click();
      await page.waitForFunction((name) => document.querySelector('nav[aria-label="Section"] [aria-current="page"]')?.textContent === name, tab);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    }
    await page.context().close();
  });

  it("shows that the job seeker's tabs scroll: a cue at the edge where tabs are cut off, and the current tab in view", async () => {
    const page = await signedIn(demoAccounts.seeker, width);
    const cue = (side: 'before' | 'after') => sectionTabs(page).locator(`[data-scroll-cue="${side}"]`);
    const shown = async (side: 'before' | 'after') => Number(await cue(side).evaluate((element) => getComputedStyle(element).opacity)) > 0.5;
    await expect.poll(() => shown('after')).toBe(true);
    expect(await shown('before')).toBe(false);
    await screenshot(page, `tabs-${width}-start`);

    await page.goto('/user_dashboard/settings');
    const settings = sectionTabs(page).getByRole('link', { name: 'Settings', exact: true });
    await expect.poll(() => settings.getAttribute('aria-current')).toBe('page');
    const box = await settings.boundingBox();
    expect(box && box.x + box.width <= width).toBe(true);
    await expect.poll(() => shown('before')).toBe(true);
    expect(await shown('after')).toBe(false);
    await screenshot(page, `tabs-${width}-settings`);
    await page.context().close();
  });
});
