import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiPost, demoAccounts, demoPassword, newestOtp, screenshot, useServerAndBrowser } from './harness.ts';
import { signedInPage } from './pages.ts';

const app = useServerAndBrowser();

const post = (path: string, body: unknown, token?: string) => apiPost(app.server.url, path, body, token);
const signedIn = (email: string, lands: string, prepare?: (page: Page) => Promise<unknown>): Promise<Page> =>
  signedInPage(app, email, lands, prepare ? { prepare } : {});

it('shows a new registration in the admin’s open user list without a reload', async () => {
  const admin = await signedIn(demoAccounts.admin, '/admin_dashboard');
  await admin.goto('/admin_dashboard/user_management');
  await admin.getByText('pending.referrer@referly.dev').first().waitFor();

  const email = `live.${Date.now()}@example.com`;
  await post('/api/user/create', { firstName: 'Lively', lastName: 'Newcomer', email, mobile: '0400111222', userRole: 'referrer', dateOfBirth: '1990-05-05' });

  await expect.poll(() => admin.getByText(email).first().isVisible(), { timeout: 10_000 }).toBe(true);
  await screenshot(admin, 'live-admin-user-list');
  await admin.context().close();
});

const pendingReferrer = async (prefix: string, prepare?: (page: Page) => Promise<unknown>) => {
  const email = `${prefix}.${Date.now()}@example.com`;
  const created = await post('/api/user/create', {
    firstName: 'Awaiting',
    lastName: 'Approval',
    email,
    mobile: '0400333444',
    userRole: 'referrer',
    dateOfBirth: '1988-03-03',
  });
  const verified = await post('/api/user/verify-otp', { userId: created.data?.userId, otp: await newestOtp(app.server.url, email) });
  await post('/api/user/create-password', { password: demoPassword, confirmPassword: demoPassword }, verified.data?.token);
  const adminToken = (await post('/api/user/login', { email: demoAccounts.admin, password: demoPassword })).data?.token;
  const setStatus = (newStatus: string) => post(`/api/admin/referrers/${created.data?.userId}/update-verification-status`, { newStatus }, adminToken);
  await setStatus('pending');
  const page = await signedIn(email, '/referrer_varification/referee_verification', prepare);
  await page.getByText('The verification process may take up to 14 days. Please wait patiently.').waitFor();
  return { page, approve: () => setStatus('approved'), reject: () => setStatus('rejected') };
};

const congratulations = 'Congratulations! Your profile has been successfully verified. You can now start referring candidates.';

const approvedToast = 'Your referrer verification has been approved.';

it('tells a pending referrer at once when an admin approves them, and opens the dashboard', async () => {
  const { page, approve } = await pendingReferrer('approve');
  await approve();
  await expect.poll(() => page.getByText(congratulations).isVisible(), { timeout: 10_000 }).toBe(true);
  expect(await page.getByRole('status').getByText(approvedToast).isVisible()).toBe(true);
  await screenshot(page, 'live-referrer-approved-toast');
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await page.waitForURL((url) => url.pathname === '/referrer_dashboard', { timeout: 15_000 });
  await screenshot(page, 'live-referrer-approved');
  await page.context().close();
});

it('keeps an approval pushed while an older read of the profile was still on its way', async () => {
  // Profile reads made before the approval are answered by the server at once, but reach the page
  // only after the approval has been pushed to it.
  let releaseHeldReads = () => {};
  const released = new Promise<void>((resolve) => (releaseHeldReads = resolve));
  let heldReads = 0;
  let holding = true;
  const holdProfileReads = (page: Page) =>
    page.route('**/api/user/profile', async (route) => {
      if (!holding) return route.continue();
      const answer = await route.fetch();
      heldReads += 1;
      await released;
      await route.fulfill({ response: answer });
    });
  const { page, approve } = await pendingReferrer('stale', holdProfileReads);
  await expect.poll(() => heldReads, { timeout: 10_000 }).toBeGreaterThan(0);
  holding = false;

  await approve();
  await expect.poll(() => page.getByText(congratulations).isVisible(), { timeout: 10_000 }).toBe(true);
  const delivered = page.waitForEvent('requestfinished', (request) => request.url().endsWith('/api/user/profile'));
  releaseHeldReads();
  await delivered;
  await page.waitForTimeout(300);
  expect(await page.getByText(congratulations).isVisible()).toBe(true);
  await page.context().close();
});

it('catches up on an approval made while the referrer was offline', async () => {
  const { page, approve } = await pendingReferrer('offline');
  await page.context().setOffline(true);
  await approve();
  await page.context().setOffline(false);
  await expect.poll(() => page.getByText(congratulations).isVisible(), { timeout: 15_000 }).toBe(true);
  await page.context().close();
});

it('toasts a decision about the referrer on whatever page they are, here their settings', async () => {
  const { page, approve, reject } = await pendingReferrer('elsewhere');
  await page.getByRole('navigation', { name: 'Section' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('heading', { name: 'Settings' }).waitFor();

  await reject();
  await expect.poll(() => page.getByRole('status').getByText('Your referrer verification was not approved.').isVisible(), { timeout: 10_000 }).toBe(true);
  await approve();
  await expect.poll(() => page.getByRole('status').getByText(approvedToast).isVisible(), { timeout: 10_000 }).toBe(true);
  expect(new URL(page.url()).pathname).toBe('/referrer_varification/settings');
  await page.context().close();
});
