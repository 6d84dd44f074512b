import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword, newContext, screenshot, useServerAndBrowser } from './harness.ts';
import { authDialog, signInOnLoginPage } from './pages.ts';

const app = useServerAndBrowser();

const withPage = async (width: number, run: (page: Page) => Promise<void>): Promise<void> => {
  const context = await newContext(app.browser, app.server.url, width);
  const page = await context.newPage();
  try {
    await run(page);
  } finally {
    await context.close();
  }
};

const pathOf = (page: Page): string => new URL(page.url()).pathname;

describe.each([1280, 390])("a signed-in job seeker's 'Get Started' at %i px", (width) => {
  it('goes to their dashboard instead of opening sign-up', async () => {
    await withPage(width, async (page) => {
      await signInOnLoginPage(page, demoAccounts.seeker, demoPassword);
      await page.goto('/');
      await page.getByRole('main').getByRole('button', { name: 'Get Started' }).click();
      await page.waitForURL((url) => url.pathname === '/user_dashboard', { timeout: 10_000 });
      expect(await authDialog(page).count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Welcome, Sam!' }).isVisible()).toBe(true);
      expect(pathOf(page)).toBe('/user_dashboard');
    });
  });
});
