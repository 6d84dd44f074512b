import { describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword, useServerAndBrowser, withPage } from './harness.ts';
import { signInOnLoginPage } from './pages.ts';

const app = useServerAndBrowser();

describe('coupon administration in a browser', () => {
  it('creates a coupon with a last day, a maximum of uses and one service, lists it, and edits its terms', async () => {
    await withPage(app, 1280, async (page) => {
      await signInOnLoginPage(page, demoAccounts.admin, demoPassword);
      await page.goto('/admin_dashboard/coupon');
      await page.getByLabel('Coupon code').fill('review5');
      await page.getByLabel('Discount percentage').fill('20');
      await page.getByLabel('Last day (optional)').fill('2099-11-30');
      await page.getByLabel('Maximum uses (optional)').fill('5');
      await page.getByLabel('Job referral').uncheck();
      await page.getByRole('button', { name: 'Create coupon' }).click();
      const row = page.getByRole('row', { name: /REVIEW5/ });
      await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('0 of 5');
      const text = await row.textContent();
      expect(text).toContain('Resume review');
      expect(text).toContain('30 Nov 2099');
      await page.screenshot({ path: '/tmp/coupons-1280.png', fullPage: true });

      await page.getByRole('button', { name: 'Edit REVIEW5' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit coupon REVIEW5' });
      expect(await dialog.getByLabel('Maximum uses (optional)').inputValue()).toBe('5');
      expect(await dialog.getByLabel('Last day (optional)').inputValue()).toBe('2099-11-30');
      await page.screenshot({ path: '/tmp/coupons-edit-1280.png' });
      await dialog.getByLabel('Maximum uses (optional)').fill('');
      await dialog.getByRole('button', { name: 'Update' }).click();
      await expect.poll(() => row.textContent(), { timeout: 10_000 }).not.toContain('of 5');
    });
    await withPage(app, 390, async (page) => {
      await signInOnLoginPage(page, demoAccounts.admin, demoPassword);
      await page.goto('/admin_dashboard/coupon');
      await page.getByLabel('Maximum uses (optional)').fill('0');
      await page.getByRole('button', { name: 'Create coupon' }).click();
      await page.getByText('Maximum uses must be a whole number from 1 to 1,000,000.').waitFor();
      await page.screenshot({ path: '/tmp/coupons-390.png', fullPage: true });
    });
  }, 120_000);
});
