import { expect, it } from 'vitest';
import { demoAccounts, demoPassword, newContext, screenshot, useServerAndBrowser } from './harness.ts';
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
