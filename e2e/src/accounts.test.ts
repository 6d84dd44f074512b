import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword, expectNoAxeViolations, newestOtp, screenshot, useServerAndBrowser, pathOf, withPage } from './harness.ts';
import { authDialog, clickHeaderAction, fillSignUp, logOut, loginForm, signIn, typeOtp } from './pages.ts';

const app = useServerAndBrowser();
const inPage = (width: number, run: (page: Page) => Promise<void>) => withPage(app, width, run);

const waitForPath = async (page: Page, path: string): Promise<void> => {
  await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
};

describe.each([
  { width: 1280, label: 'desktop' },
  { width: 390, label: 'phone' },
])('a new job seeker at $width px', ({ width, label }) => {
  it('signs up, verifies the e-mailed code, sets a password, changes it and signs in with the new one', async () => {
    const email = `new.seeker.${label}.${Date.now()}@example.com`;
    const firstPassword = 'Harbour-lights-2026';
    const newPassword = 'Southern-cross-2027';

    await inPage(width, async (page) => {
      await page.goto('/');
      await clickHeaderAction(page, 'Get Started');
      await fillSignUp(page, { firstName: 'Priya', lastName: 'Raman', email, mobile: '0412345678', dateOfBirth: '1994-08-21' });
      await screenshot(page, `${label}-01-sign-up-form`);
      await authDialog(page).getByRole('button', { name: 'Create account', exact: true }).click();

      await expect.poll(() => authDialog(page).getByLabel('Digit 1 of 6').isVisible(), { timeout: 15_000 }).toBe(true);
      const code = await newestOtp(app.server.url, email);
      await typeOtp(page, code);
      await screenshot(page, `${label}-02-otp`);
      const dialog = authDialog(page);
      const confirm = dialog.getByLabel('Confirm password', { exact: true });
      // The sixth digit submits the code by itself; Verify is only needed if that did not happen.
      await confirm.waitFor({ timeout: 5_000 }).catch(async () => {
        const verify = dialog.getByRole('button', { name: 'Verify', exact: true });
        if (await verify.isEnabled()) await verify.click();
        await confirm.waitFor({ timeout: 15_000 });
      });
      await dialog.getByLabel('Password', { exact: true }).fill(firstPassword);
      await confirm.fill(firstPassword);
      await dialog.getByRole('button', { name: 'Create password', exact: true }).click();

      await dialog.getByRole('button', { name: 'Sign in', exact: true }).waitFor({ timeout: 15_000 });
      await signIn(dialog, email, firstPassword);
      await waitForPath(page, '/user_dashboard');
      await screenshot(page, `${label}-03-dashboard`);

      await page.getByRole('link', { name: 'Settings' }).click();
      await waitForPath(page, '/user_dashboard/settings');
      await page.getByLabel('Current password', { exact: true }).fill(firstPassword);
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Change password', exact: true }).click();
      await expect.poll(() => page.getByText('Password changed successfully!').isVisible(), { timeout: 15_000 }).toBe(true);
      await screenshot(page, `${label}-04-password-changed`);

      await logOut(page);
      await waitForPath(page, '/login');
      await screenshot(page, `${label}-05-logged-out`);

      await signIn(loginForm(page), email, newPassword);
      await waitForPath(page, '/user_dashboard');
      expect(pathOf(page)).toBe('/user_dashboard');
    });
  });
});

describe('each demo account', () => {
  it.each([
    { who: 'admin', email: demoAccounts.admin, lands: '/admin_dashboard' },
    { who: 'job seeker', email: demoAccounts.seeker, lands: '/user_dashboard' },
    { who: 'approved referrer', email: demoAccounts.referrer, lands: '/referrer_dashboard' },
    { who: 'pending referrer', email: demoAccounts.pendingReferrer, lands: '/referrer_varification/referee_verification' },
  ])('$who signs in and lands on $lands', async ({ who, email, lands }) => {
    await inPage(1280, async (page) => {
      await page.goto('/');
      await clickHeaderAction(page, 'Sign In');
      await signIn(authDialog(page), email, demoPassword);
      await waitForPath(page, lands);
      await screenshot(page, `demo-${who.replace(/\s+/g, '-')}`);
      expect(pathOf(page)).toBe(lands);
    });
  });
});

describe('the landing page', () => {
  it.each([1280, 390])('has no accessibility violations at %i px', async (width) => {
    await inPage(width, async (page) => {
      await page.goto('/');
      await page.getByRole('banner').first().waitFor();
      await screenshot(page, `landing-${width}`);
      await expectNoAxeViolations(page);
    });
  });
});
