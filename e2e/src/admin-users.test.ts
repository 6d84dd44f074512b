import { expect, it } from 'vitest';
import { demoAccounts, demoPassword, newContext, screenshot, useServerAndBrowser } from './harness.ts';
import { signInOnLoginPage } from './pages.ts';

const app = useServerAndBrowser();

it.each([1280, 390])('shows the admin at %i px what a referrer gave before they decide on the verification', async (width) => {
  const context = await newContext(app.browser, app.server.url, width);
  const page = await context.newPage();
  await signInOnLoginPage(page, demoAccounts.admin, demoPassword);
  await page.goto('/admin_dashboard/user_management?role=referrer');
  await page
    .getByRole('link', { name: /Priya Pending/ })
    .or(page.getByRole('row', { name: /Priya Pending/ }))
    .first()
    .click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin_dashboard/user_management/'), { timeout: 10_000 });

  const employment = page.getByRole('region', { name: 'Employment' });
  await employment.waitFor();
  expect(await employment.getByText('Canva').isVisible()).toBe(true);
  expect(await employment.getByText('Product Designer').isVisible()).toBe(true);
  expect(await employment.getByText('No documents submitted yet.').isVisible()).toBe(true);
  expect(await page.getByRole('combobox', { name: 'Verification status' }).isEnabled()).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await screenshot(page, `admin-referrer-detail-${width}`);
  await context.close();
});
