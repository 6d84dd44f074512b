import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword, expectNoAxeViolations, screenshot, useServerAndBrowser, pathOf, withPage } from './harness.ts';
import { authDialog, signInOnLoginPage } from './pages.ts';

const app = useServerAndBrowser();
const inPage = (width: number, run: (page: Page) => Promise<void>) => withPage(app, width, run);

describe.each([1280, 390])("a signed-in job seeker's 'Get Started' at %i px", (width) => {
  it('goes to their dashboard instead of opening sign-up', async () => {
    await inPage(width, async (page) => {
      await signInOnLoginPage(page, demoAccounts.seeker, demoPassword);
      await page.goto('/');
      await page.getByRole('main').getByRole('button', { name: 'Get Started' }).click();
      await page.waitForURL((url) => url.pathname === '/user_dashboard', { timeout: 10_000 });
      expect(await authDialog(page).count()).toBe(0);
      // the dashboard's code loads on first visit: its heading follows the address within a moment
      await page.getByRole('heading', { name: 'Welcome, Sam!' }).waitFor({ timeout: 10_000 });
      expect(pathOf(page)).toBe('/user_dashboard');
    });
  });
});

const noAccess = "You don't have access to this page.";

describe.each([1280, 390])('an area of another role at %i px', (width) => {
  it('tells a signed-in job seeker at /admin_dashboard they have no access there, and leads them to their own dashboard', async () => {
    await inPage(width, async (page) => {
      await signInOnLoginPage(page, demoAccounts.seeker, demoPassword);
      await page.goto('/admin_dashboard/user_management');
      await page.getByRole('heading', { name: noAccess }).waitFor();
      expect(pathOf(page)).toBe('/admin_dashboard/user_management');
      expect(await page.getByLabel('Email').count()).toBe(0);
      await screenshot(page, `no-access-${width}`);
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: 'Go to your dashboard' }).click();
      await page.waitForURL((url) => url.pathname === '/user_dashboard', { timeout: 10_000 });
      await page.getByRole('heading', { name: 'Welcome, Sam!' }).waitFor();
    });
  });
});

it('shows an admin at /user_dashboard the no-access page, and still sends a visitor to /login', async () => {
  await inPage(1280, async (page) => {
    await signInOnLoginPage(page, demoAccounts.admin, demoPassword);
    await page.goto('/user_dashboard');
    await page.getByRole('heading', { name: noAccess }).waitFor();
    // the account menu is its own chunk (a visitor's first page does not load it): it comes a moment after the page
    await page.getByRole('button', { name: 'My Account' }).waitFor({ timeout: 5_000 });
    expect(await page.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/admin_dashboard');
  });
  await inPage(1280, async (page) => {
    await page.goto('/admin_dashboard');
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });
    expect(await page.getByRole('heading', { name: noAccess }).count()).toBe(0);
  });
});

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    return element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
  });

describe('Escape', () => {
  it('closes the sign-up dialog and gives the focus back to the Get Started that opened it', async () => {
    await inPage(1280, async (page) => {
      await page.goto('/');
      for (const opener of [
        page.getByRole('banner').getByRole('button', { name: 'Get Started' }),
        page.getByRole('main').getByRole('button', { name: 'Get Started' }),
      ]) {
        await opener.focus();
        await page.keyboard.press('Enter');
        await authDialog(page).getByRole('heading', { name: 'Create your account' }).waitFor();
        await page.keyboard.press('Escape');
        await authDialog(page).waitFor({ state: 'detached' });
        // Radix gives the focus back in a task after the dialog unmounts, so wait for it rather than read it at once
        await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);
      }
      expect(await focusedName(page)).toBe('Get Started');
    });
  });

  it('closes the phone menu and gives the focus back to its toggle', async () => {
    await inPage(390, async (page) => {
      await page.goto('/');
      const toggle = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      const menu = page.locator('#site-menu');
      await menu.waitFor();
      await menu.getByRole('link', { name: 'Learning Hub' }).focus();
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      await expect.poll(() => focusedName(page)).toBe('Open menu');
      expect(await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    });
  });
});
