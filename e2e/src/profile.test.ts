import { expect, it } from 'vitest';
import { demoAccounts, demoPassword, newContext, newestOtp, screenshot, useServerAndBrowser } from './harness.ts';
import { sectionTabs, signInOnLoginPage } from './pages.ts';

const app = useServerAndBrowser();

const seekerPage = async () => {
  const context = await newContext(app.browser, app.server.url, 1280);
  const page = await context.newPage();
  await signInOnLoginPage(page, demoAccounts.seeker, demoPassword);
  await page.getByRole('heading', { name: 'Welcome, Sam!' }).waitFor();
  return page;
};

it('shows a saved first name in the account menu and on the dashboard at once, after a reload, and in another open tab', async () => {
  const page = await seekerPage();
  const otherDevice = await seekerPage();

  await sectionTabs(page).getByRole('link', { name: 'Settings' }).click();
  await page.getByLabel('First name').fill('Samira');
  await page.getByLabel('Work phone number').fill('0298765432');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('UserProfile updated successfully!').waitFor();

  await page.getByRole('button', { name: 'My Account' }).click();
  await expect.poll(() => page.getByRole('menu').getByText('Signed in as Samira Seeker').isVisible()).toBe(true);
  await screenshot(page, 'profile-name-in-menu');
  await page.keyboard.press('Escape');
  await sectionTabs(page).getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('heading', { name: 'Welcome, Samira!' }).waitFor();

  await page.reload();
  await page.getByRole('heading', { name: 'Welcome, Samira!' }).waitFor();
  await page.getByRole('button', { name: 'My Account' }).click();
  expect(await page.getByRole('menu').getByText('Signed in as Samira Seeker').isVisible()).toBe(true);

  // the other device never reloaded: the pushed ProfileUpdated reached its stored user
  await expect.poll(() => otherDevice.getByRole('heading', { name: 'Welcome, Samira!' }).isVisible(), { timeout: 10_000 }).toBe(true);
  await page.context().close();
  await otherDevice.context().close();
});

it('changes the e-mail only once the code mailed to the new address is entered', async () => {
  const context = await newContext(app.browser, app.server.url, 1280);
  const page = await context.newPage();
  await signInOnLoginPage(page, demoAccounts.seeker, demoPassword);
  await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
  const newEmail = `sam.moved.${Date.now()}@example.com`;
  await sectionTabs(page).getByRole('link', { name: 'Settings' }).click();
  await page.getByLabel('E-Mail', { exact: true }).fill(newEmail);
  await page.getByLabel('Work phone number').fill('0298765432');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('UserProfile updated successfully!').waitFor();

  const panel = page.getByRole('region', { name: 'Confirm your new e-mail' });
  await panel.getByText(`We sent a 6-digit code to ${newEmail}. Enter it to change your e-mail.`).waitFor();
  // until the code is entered the account keeps its address
  expect(await page.getByLabel('E-Mail', { exact: true }).inputValue()).toBe(demoAccounts.seeker);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'email-change-code-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, 'email-change-code-1280');

  const code = await newestOtp(app.server.url, newEmail);
  await panel.getByRole('textbox', { name: 'Digit 1 of 6' }).focus();
  await page.keyboard.type(code);
  await panel.getByRole('button', { name: 'Verify' }).click();
  await page.getByText('Your e-mail address has been changed.').waitFor();
  await expect.poll(() => page.getByLabel('E-Mail', { exact: true }).inputValue()).toBe(newEmail);

  const login = async (email: string) =>
    (
      await fetch(`${app.server.url}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: demoPassword }),
      })
    ).status;
  expect(await login(newEmail)).toBe(200);
  expect(await login(demoAccounts.seeker)).toBe(401);
  await page.context().close();
});
