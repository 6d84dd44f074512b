import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword, newContext, screenshot, useServerAndBrowser } from './harness.ts';
import { signInOnLoginPage } from './pages.ts';

// Issue 13: what a new user trips on, on a phone 390 px wide.
const WIDTH = 390;
const app = useServerAndBrowser();

const onPhone = async (email: string): Promise<Page> => {
  const context = await newContext(app.browser, app.server.url, WIDTH);
  const page = await context.newPage();
  await signInOnLoginPage(page, email, demoPassword);
  return page;
};

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
};
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Each tab lies wholly inside the screen and inside its own row (nothing cut off, nothing to scroll to). */
const expectEveryTabShown = async (tabs: Locator, names: string[]) => {
  expect(await tabs.count()).toBe(names.length);
  for (const [index, name] of names.entries()) {
    const tab = tabs.nth(index);
    expect(await tab.textContent()).toContain(name);
    const box = await boxOf(tab);
    expect(box.x, name).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, name).toBeLessThanOrEqual(WIDTH);
    // shown as it is, not scrolled out of sight inside its row
    expect(
      await tab.evaluate((element) => {
        const row = element.parentElement;
        if (!row) return false;
        const own = element.getBoundingClientRect();
        const shown = row.getBoundingClientRect();
        return own.left >= shown.left - 0.5 && own.right <= shown.right + 0.5;
      }),
      name,
    ).toBe(true);
  }
};

describe(`on a phone (${WIDTH} px)`, () => {
  it("shows every tab of the referrer's request list and of their Settings, none cut off", async () => {
    const page = await onPhone(demoAccounts.referrer);
    const requestTabs = page.getByRole('tablist', { name: 'Filter requests by status' }).getByRole('tab');
    await requestTabs.first().waitFor();
    await expectEveryTabShown(requestTabs, ['All', 'Pending', 'Approved', 'Rejected']);
    await screenshot(page, `phone-${WIDTH}-referrer-requests`);

    await page.goto('/referrer_dashboard/settings/referrer');
    const settings = page.getByRole('navigation', { name: 'Settings sections' });
    for (const name of ['Account Settings', 'Notification Settings', 'Registration & Verification']) {
      const item = settings.getByText(name, { exact: true });
      const box = await boxOf(item);
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(WIDTH);
      expect(await item.isVisible(), name).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(WIDTH);
    await page.context().close();
  });

  it("shows every tab of the admin's request list", async () => {
    const page = await onPhone(demoAccounts.admin);
    await page.goto('/admin_dashboard/service_management');
    const tabs = page.getByRole('tablist', { name: 'Filter job referrals by status' }).getByRole('tab');
    await tabs.first().waitFor();
    await expectEveryTabShown(tabs, ['All', 'Approved', 'Pending', 'Rejected']);
    await screenshot(page, `phone-${WIDTH}-admin-requests`);
    await page.context().close();
  });

  it('shows a toast below the header, not over it, whether the page is scrolled or not', async () => {
    const page = await onPhone(demoAccounts.referrer);
    await page.goto('/referrer_dashboard/settings/referrer');
    const form = page.getByRole('region', { name: 'Profile' });
    await form.getByLabel('Last name').fill('Referrer-Lee');
    await form.getByRole('button', { name: 'Save changes' }).click();
    const toast = page.getByText('UserProfile updated successfully!').locator('..');
    await toast.waitFor();
    const header = page.locator('header').first();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(async () => overlaps(await boxOf(toast), await boxOf(header))).toBe(false);
    expect((await boxOf(toast)).y).toBeGreaterThanOrEqual((await boxOf(header)).y + (await boxOf(header)).height);
    await screenshot(page, `phone-${WIDTH}-toast-top`);
    // scrolled down, the header has gone up and the toast takes the top of the screen
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(async () => (await boxOf(toast)).y).toBeLessThan(100);
    expect(overlaps(await boxOf(toast), await boxOf(header))).toBe(false);
    await page.context().close();
  });

  it("folds the referrer's welcome banner away after the first visit", async () => {
    const page = await onPhone(demoAccounts.referrer);
    const banner = page.getByRole('region', { name: 'Referrer Dashboard' });
    await banner.waitFor();
    const first = await boxOf(banner);
    expect(await banner.getByText('Welcome, Riley!').isVisible()).toBe(true);
    expect(first.height).toBeGreaterThan(120);

    await page.reload();
    await banner.waitFor();
    const again = await boxOf(banner);
    await screenshot(page, `phone-${WIDTH}-banner-folded`);
    // the page title and the way to the profile and settings stay, in one short row
    expect(again.height).toBeLessThanOrEqual(64);
    expect(await banner.getByRole('link', { name: 'Profile' }).isVisible()).toBe(true);
    expect(await banner.getByRole('link', { name: 'Settings' }).isVisible()).toBe(true);
    await page.context().close();
  });
});
