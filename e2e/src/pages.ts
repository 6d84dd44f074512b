import type { Browser, Locator, Page } from 'playwright-core';
import { demoPassword, newContext, type RunningServer } from './harness.ts';

// Selectors by role and label, as a user finds things (client/src/app/site-header.tsx, features/accounts).

export const PHONE_WIDTH = 768;

const header = (page: Page): Locator => page.getByRole('banner').first();

/** A header account action ('Get Started', 'Sign In'); below 768 px it sits behind the menu toggle. */
export const clickHeaderAction = async (page: Page, name: 'Get Started' | 'Sign In'): Promise<void> => {
  const width = page.viewportSize()?.width ?? 1280;
  if (width < PHONE_WIDTH) await header(page).getByRole('button', { name: 'Open menu' }).click();
  await header(page).getByRole('button', { name, exact: true }).click();
};

export const authDialog = (page: Page): Locator => page.getByRole('dialog');

export type NewSeeker = { firstName: string; lastName: string; email: string; mobile: string; dateOfBirth: string };

export const fillSignUp = async (page: Page, seeker: NewSeeker): Promise<void> => {
  const dialog = authDialog(page);
  await dialog.getByLabel('First name').fill(seeker.firstName);
  await dialog.getByLabel('Last name').fill(seeker.lastName);
  await dialog.getByLabel('Email').fill(seeker.email);
  await dialog.getByLabel('Mobile').fill(seeker.mobile);
  await dialog.getByRole('radio', { name: 'Job Seeker' }).check();
  await dialog.getByLabel('Date of birth').fill(seeker.dateOfBirth);
};

/** Types the code into the six boxes; the step verifies by itself once all six are filled. */
export const typeOtp = async (page: Page, code: string): Promise<void> => {
  const dialog = authDialog(page);
  for (const [index, digit] of [...code].entries()) {
    await dialog.getByLabel(`Digit ${index + 1} of 6`).fill(digit);
  }
};

/** The /login page's form (the same steps as the modal, as a page). */
export const loginForm = (page: Page): Locator => page.locator('section[aria-labelledby="login-title"]');

/** Fills the sign-in step inside `scope` (the auth dialog or the /login form) and submits it. */
export const signIn = async (scope: Locator, email: string, password: string): Promise<void> => {
  await scope.getByLabel('Email').fill(email);
  await scope.getByLabel('Password', { exact: true }).fill(password);
  await scope.getByRole('button', { name: 'Sign in', exact: true }).click();
};

/** My Account -> Logout; where the account menu is folded away, through the menu toggle. */
export const logOut = async (page: Page): Promise<void> => {
  const myAccount = page.getByRole('button', { name: 'My Account' });
  if (await myAccount.isVisible()) {
    await myAccount.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    return;
  }
  await header(page).getByRole('button', { name: 'Open menu' }).click();
  await header(page).getByRole('button', { name: 'Logout' }).click();
};

/** Signs in on /login and waits for the landing page the role leads to. */
export const signInOnLoginPage = async (page: Page, email: string, password: string): Promise<void> => {
  await page.goto('/login');
  await signIn(loginForm(page), email, password);
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
};

/** The section tabs under the brand bar of the seeker and referrer areas. */
export const sectionTabs = (page: Page): Locator => page.getByRole('navigation', { name: 'Section' });

/**
 * A new browser context `width` px wide, signed in through the header's Sign In dialog, once it has landed on `lands`.
 * `prepare` runs on the page before it opens the site (routes to hold, scripts to add).
 */
export const signedInPage = async (
  app: { server: RunningServer; browser: Browser },
  email: string,
  lands: string,
  options: { width?: number; prepare?: (page: Page) => Promise<unknown> } = {},
): Promise<Page> => {
  const context = await newContext(app.browser, app.server.url, options.width ?? 1280);
  const page = await context.newPage();
  await options.prepare?.(page);
  await page.goto('/');
  await clickHeaderAction(page, 'Sign In');
  await signIn(authDialog(page), email, demoPassword);
  await page.waitForURL((url) => url.pathname === lands, { timeout: 15_000 });
  return page;
};
