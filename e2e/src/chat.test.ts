import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { demoAccounts, paidReferral, screenshot, signUpSeeker, useServerAndBrowser } from './harness.ts';
import { signedInPage } from './pages.ts';

// Issue 7's chat on a paid request: the seeker (on a phone) and the referrer (on a desktop) talk in the drawer of the
// request's page, with a live unread badge and an image; the referrer's status change shows in the seeker's chat as a
// system line; the admin's activity feed shows the same steps live, and the admin reads the same chat without a
// composer. One real server, four browser contexts.

const app = useServerAndBrowser();
const ATLASSIAN = '00000000-0000-4000-b000-000000000001';

const chatButton = (page: Page, name: RegExp): Locator => page.getByRole('button', { name });
const drawer = (page: Page): Locator => page.getByRole('dialog', { name: /Chat|at Atlassian/ });
const messages = (page: Page): Locator => page.getByRole('list', { name: 'Messages' });

/** Types into the drawer's message box and sends it with Enter, as a person would. */
const say = async (page: Page, text: string) => {
  const box = drawer(page).getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
};

it('lets the seeker and the referrer chat live on a request, with an image and the status as a system line', async () => {
  const position = `Data Engineer ${Date.now()}`;
  const email = await signUpSeeker(app.server.url, { firstName: 'Chloe', lastName: 'Chatter' });
  const referralId = await paidReferral(app.server.url, { email, name: 'Chloe Chatter' }, ATLASSIAN, position);

  const referrer = await signedInPage(app, demoAccounts.referrer, '/referrer_dashboard');
  await referrer.goto(`/referrer_dashboard/referrer_details/${referralId}`);
  const seeker = await signedInPage(app, email, '/user_dashboard', { width: 390 });
  await seeker.goto(`/user_dashboard/job_referrals/${referralId}`);
  await seeker.getByText(position).first().waitFor();

  // the referrer writes first; the seeker's Chat button counts it without a reload
  const unreadOf = async (page: Page) => Number(/(\d+) unread/.exec((await chatButton(page, /^Chat/).textContent()) ?? '')?.[1] ?? 0);
  // a paid request's chat starts with one line the seeker has not read: 'Payment received.'
  await expect.poll(() => unreadOf(seeker), { timeout: 10_000 }).toBe(1);
  const unreadBefore = 1;
  await chatButton(referrer, /^Chat with Chloe/).click();
  await say(referrer, 'Hi Chloe, I can refer you. Could you send a photo of your portfolio?');
  await messages(referrer).getByText('Hi Chloe, I can refer you.', { exact: false }).waitFor();
  await expect.poll(() => unreadOf(seeker), { timeout: 10_000 }).toBe(unreadBefore + 1);
  // and the seeker's browser tab says how many wait, across all their chats
  await expect.poll(() => seeker.title(), { timeout: 10_000 }).toMatch(new RegExp(`^\\(${unreadBefore + 1}\\) Referly`));
  // the seeker has the app open: the referrer's chat says they are online
  await expect.poll(() => drawer(referrer).getByText('Online', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);

  await chatButton(seeker, /^Chat/).click();
  await messages(seeker).getByText('Hi Chloe, I can refer you.', { exact: false }).waitFor();
  // reading it takes the count off the tab, and the referrer sees it was read
  await expect.poll(() => seeker.title(), { timeout: 10_000 }).toMatch(/^Referly/);
  await expect.poll(() => messages(referrer).getByText('Seen', { exact: true }).count(), { timeout: 10_000 }).toBe(1);

  // while the seeker writes, the referrer sees it; once it is sent, the indicator goes
  const typing = drawer(referrer).getByText('Chloe is typing…');
  await drawer(seeker).getByRole('textbox', { name: 'Message' }).pressSequentially('Thanks Riley', { delay: 40 });
  await typing.waitFor({ timeout: 10_000 });
  await screenshot(referrer, 'chat-referrer-typing-1280');
  await drawer(seeker).getByRole('textbox', { name: 'Message' }).press('Enter');
  await messages(referrer).getByText('Thanks Riley').waitFor({ timeout: 10_000 });
  await typing.waitFor({ state: 'hidden', timeout: 10_000 });
  const chooser = seeker.waitForEvent('filechooser');
  await drawer(seeker).getByRole('button', { name: 'Attach a file (images, PDF or Word)' }).click();
  // a real PNG: a picture of the page itself
  const png = await seeker.screenshot({ clip: { x: 0, y: 0, width: 160, height: 120 } });
  await (await chooser).setFiles({ name: 'portfolio.png', mimeType: 'image/png', buffer: png });
  await drawer(seeker).getByRole('button', { name: 'Send message' }).click();
  await screenshot(seeker, 'chat-seeker-drawer-390');

  // the image arrives in the referrer's open drawer, inline
  const image = messages(referrer).getByRole('img', { name: 'portfolio.png' });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 }).toBe(160);

  // the admin watches the marketplace from the dashboard home
  const admin = await signedInPage(app, demoAccounts.admin, '/admin_dashboard');
  const feed = admin.getByRole('list', { name: 'Activity, newest first' });
  await feed.waitFor();

  // the referrer takes the request on: the seeker's chat shows it as a system line, live
  await referrer.getByRole('button', { name: 'Change status' }).click();
  await referrer.getByRole('menuitem', { name: 'Take this request' }).click();
  await expect
    .poll(
      () =>
        messages(seeker)
          .getByText(/Status changed to In progress/)
          .isVisible(),
      { timeout: 10_000 },
    )
    .toBe(true);
  await screenshot(referrer, 'chat-referrer-drawer-1280');

  // the seeker's bell has it too, and its entry leads to the request
  await seeker.getByRole('button', { name: 'Close chat' }).click();
  const bell = seeker.getByRole('button', { name: /^Notifications, \d+ unread/ });
  await bell.waitFor({ timeout: 10_000 });
  await bell.click();
  const entry = seeker.getByRole('button', { name: new RegExp(`Status changed to In progress.*${position}`) });
  await entry.waitFor({ timeout: 10_000 });
  await screenshot(seeker, 'notifications-seeker-390');
  await seeker.goto('/user_dashboard');
  await seeker.getByRole('button', { name: /^Notifications/ }).click();
  await entry.click();
  await seeker.waitForURL(`**/user_dashboard/job_referrals/${referralId}`);

  // the admin's feed showed the same steps as they happened, without a reload
  await feed.getByText(/Riley Referrer changed Chloe Chatter.s referral request at Atlassian to In progress/).waitFor({ timeout: 10_000 });
  await feed
    .getByText(/Chloe Chatter sent a file in the chat of their referral request at Atlassian/)
    .first()
    .waitFor({ timeout: 10_000 });
  await screenshot(admin, 'activity-admin-1280');

  // the admin reads the same conversation, with no way to write in it
  await admin.goto(`/admin_dashboard/job_referrals/${referralId}`);
  await chatButton(admin, /^Chat/).click();
  await messages(admin).getByText('Hi Chloe, I can refer you.', { exact: false }).waitFor();
  expect(await drawer(admin).getByRole('textbox', { name: 'Message' }).count()).toBe(0);

  // a seeker of another request cannot open this chat's request at all
  const stranger = await signedInPage(app, await signUpSeeker(app.server.url, { firstName: 'Sol', lastName: 'Stranger' }), '/user_dashboard');
  await stranger.goto(`/user_dashboard/job_referrals/${referralId}`);
  await stranger.getByRole('heading', { name: "We couldn't find this request" }).waitFor();
  expect(await stranger.getByRole('button', { name: /^Chat/ }).count()).toBe(0);

  for (const page of [seeker, referrer, admin, stranger]) await page.context().close();
});
