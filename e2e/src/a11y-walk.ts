import type { Locator, Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { demoAccounts, demoPassword, newContext, scanForAxe, signUpSeeker, useServerAndBrowser } from './harness.ts';
import { authDialog, clickHeaderAction, signInOnLoginPage } from './pages.ts';

// Every route of every role (client/src/app/routes.tsx, paths.ts) at a desktop and a phone width, with the dialogs,
// drawers and menus a person opens there and the empty and not-found states, each scanned by axe. The harness scans
// every page state a browser test reaches and fails the test on closing its context if axe found anything; so each
// test below lists everything it found in one run. One width per test file (a11y.test.ts, a11y-phone.test.ts), so the
// two walks, the longest browser tests, run side by side.

// each test walks many pages and axe takes a while on each (seconds when the machine is busy)
const WALK_MS = 600_000;

const PAID_REQUEST = '00000000-0000-4000-c000-000000000002';
// taken by the demo referrer and approved: its page shows the referrer's reputation
const APPROVED_REQUEST = '00000000-0000-4000-c000-000000000001';
const DEMO_REFERRER = '00000000-0000-4000-a000-000000000003';
// the demo seeker's resume reviews: one completed (AI and consultant reviews), one paid and left to the AI worker
const COMPLETED_REVIEW = '00000000-0000-4000-d000-000000000001';
const PAID_REVIEW = '00000000-0000-4000-d000-000000000002';
const PENDING_REFERRER = '00000000-0000-4000-a000-000000000004';
// the demo content: an article, the webinar, a draft (admins only) and a discussion with answers and replies
const DEMO_ARTICLE = '00000000-0000-4000-b000-000000000101';
const DEMO_WEBINAR = '00000000-0000-4000-b000-000000000104';
const DEMO_DISCUSSION = '00000000-0000-4000-f000-000000000001';

const publicPaths = [
  '/',
  '/ourServices',
  '/aboutus',
  '/helpcenter',
  '/questions',
  '/privacyPolicy',
  '/contactForm',
  '/provideFeedback',
  '/learningHub',
  '/articleview/1',
  `/articleview/${DEMO_ARTICLE}`,
  `/articleview/${DEMO_WEBINAR}`,
  '/webinarView',
  '/discussionForum',
  '/discussionPost/1',
  `/discussionPost/${DEMO_DISCUSSION}`,
  '/createDiscussion',
  '/signinmodal',
  '/login',
];

const seekerPaths = [
  '/user_dashboard',
  '/user_dashboard/job_referrals',
  '/user_dashboard/job_referrals/newrequest',
  `/user_dashboard/job_referrals/${PAID_REQUEST}`,
  `/user_dashboard/job_referrals/${APPROVED_REQUEST}`,
  '/user_dashboard/job_referrals/00000000-0000-4000-c000-0000000000ff',
  '/user_dashboard/resume_review',
  '/user_dashboard/resume_review/newrequest',
  `/user_dashboard/resume_review/${COMPLETED_REVIEW}`,
  `/user_dashboard/resume_review/${PAID_REVIEW}`,
  '/user_dashboard/resume_review/00000000-0000-4000-d000-0000000000ff',
  '/user_dashboard/settings',
  // another role's area: the no-access page
  '/admin_dashboard',
];

const referrerPaths = [
  '/referrer_dashboard',
  `/referrer_dashboard/referrer_details/${PAID_REQUEST}`,
  '/referrer_dashboard/credits',
  '/referrer_dashboard/settings/referrer',
  '/referrer_dashboard/messanger',
];

const pendingReferrerPaths = ['/referrer_varification', '/referrer_varification/referee_verification', '/referrer_varification/settings'];

const adminPaths = [
  '/admin_dashboard',
  '/admin_dashboard/settings',
  '/admin_dashboard/discussion_forum',
  '/admin_dashboard/user_management',
  '/admin_dashboard/user_management?role=referrer',
  `/admin_dashboard/user_management/${PENDING_REFERRER}`,
  `/admin_dashboard/user_management/${DEMO_REFERRER}`,
  '/admin_dashboard/discussion_forum_Details/1',
  `/admin_dashboard/discussion_forum_Details/${DEMO_DISCUSSION}`,
  '/admin_dashboard/learning_hub',
  '/admin_dashboard/learning_hub/learning_hub_details',
  '/admin_dashboard/create_post',
  '/admin_dashboard/create_post/1',
  `/admin_dashboard/create_post/${DEMO_ARTICLE}`,
  `/admin_dashboard/learning_hub/learning_hub_details?id=${DEMO_WEBINAR}`,
  '/admin_dashboard/service_management',
  '/admin_dashboard/career_advice_table',
  '/admin_dashboard/career_advice',
  '/admin_dashboard/resume_review',
  `/admin_dashboard/resume_review/${COMPLETED_REVIEW}`,
  `/admin_dashboard/resume_review/${PAID_REVIEW}`,
  `/admin_dashboard/career_advice/${COMPLETED_REVIEW}`,
  `/admin_dashboard/job_referrals/${PAID_REQUEST}`,
  `/admin_dashboard/job_referrals/${APPROVED_REQUEST}`,
  '/admin_dashboard/withdrawals',
  '/admin_dashboard/disputes',
  '/admin_dashboard/disputes?status=settled',
  '/admin_dashboard/chat_manager',
  '/admin_dashboard/User_',
  '/admin_dashboard/coupon',
  '/admin_dashboard/company_management',
  '/admin_dashboard/contact_management',
  '/admin_dashboard/payment_management',
  '/admin_dashboard/announcements',
];

/** Moves the open app to `path` as its own links do (no reload), and waits for axe to have scanned what it shows. */
const visit = async (page: Page, path: string) => {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  // by tag: where a dialog is the page (/signinmodal) the main landmark is hidden behind it
  await page.locator('main').first().waitFor();
  await scanForAxe(page);
};

/** Opens something (a dialog, a drawer, a menu), lets axe scan that state, and closes it again with Escape. */
const opened = async (page: Page, opener: Locator, shows: Locator) => {
  await opener.click();
  await shows.first().waitFor();
  await scanForAxe(page);
  await page.keyboard.press('Escape');
  await shows.first().waitFor({ state: 'hidden' });
};

/**
 * Every page state at one width, each scanned by axe, on a server of the calling test file's own; with `emptyPages`, a
 * new job seeker's empty pages too.
 */
export const walkEveryPageState = (width: number, { emptyPages = false } = {}) => {
  const app = useServerAndBrowser();

  const signedIn = async (email: string) => {
    const page = await (await newContext(app.browser, app.server.url, width)).newPage();
    await signInOnLoginPage(page, email, demoPassword);
    await scanForAxe(page);
    return page;
  };

  const accountMenu = (page: Page) => opened(page, page.getByRole('button', { name: 'My Account' }), page.getByRole('menu'));

  const chatDrawer = (page: Page) => opened(page, page.getByRole('button', { name: /^Chat/ }).first(), page.getByRole('dialog'));

  describe(`every page state at ${width} px has no axe violations`, () => {
    it(
      'for a visitor: the public pages, the sign-in and sign-up dialogs and the phone menu',
      async () => {
        const page = await (await newContext(app.browser, app.server.url, width)).newPage();
        await page.goto('/');
        await scanForAxe(page);
        for (const path of publicPaths) await visit(page, path);
        // afresh: /signinmodal leaves its dialog open over the page
        await page.goto('/');
        await scanForAxe(page);
        if (width < 768) await opened(page, page.getByRole('banner').first().getByRole('button', { name: 'Open menu' }), page.locator('#site-menu'));
        await clickHeaderAction(page, 'Get Started');
        await authDialog(page).first().waitFor();
        await scanForAxe(page);
        await page.keyboard.press('Escape');
        await authDialog(page).first().waitFor({ state: 'hidden' });
        // on a phone the menu that held Get Started may still be open: start from a fresh page
        await page.goto('/');
        await clickHeaderAction(page, 'Sign In');
        await authDialog(page).first().waitFor();
        await scanForAxe(page);
        await page.context().close();
      },
      WALK_MS,
    );

    it(
      'for a job seeker: every page, the account menu, the notifications and the chat drawer',
      async () => {
        const page = await signedIn(demoAccounts.seeker);
        for (const path of seekerPaths) await visit(page, path);
        await visit(page, '/user_dashboard');
        await accountMenu(page);
        await opened(page, page.getByRole('button', { name: /^Notifications/ }).first(), page.getByRole('dialog').or(page.getByRole('menu')));
        await visit(page, `/user_dashboard/job_referrals/${PAID_REQUEST}`);
        await chatDrawer(page);
        await page.context().close();
      },
      WALK_MS,
    );

    it(
      'for an approved referrer: every page, the status menu and the chat drawer',
      async () => {
        const page = await signedIn(demoAccounts.referrer);
        for (const path of referrerPaths) await visit(page, path);
        await visit(page, `/referrer_dashboard/referrer_details/${PAID_REQUEST}`);
        await opened(page, page.getByRole('button', { name: 'Change status' }), page.getByRole('menu'));
        await chatDrawer(page);
        await page.context().close();
      },
      WALK_MS,
    );

    it(
      'for a pending referrer: every page',
      async () => {
        const page = await signedIn(demoAccounts.pendingReferrer);
        for (const path of pendingReferrerPaths) await visit(page, path);
        await page.context().close();
      },
      WALK_MS,
    );

    it(
      'for an admin: every page and the chat drawer',
      async () => {
        const page = await signedIn(demoAccounts.admin);
        for (const path of adminPaths) await visit(page, path);
        await visit(page, `/admin_dashboard/job_referrals/${PAID_REQUEST}`);
        await chatDrawer(page);
        await page.context().close();
      },
      WALK_MS,
    );
  });

  if (emptyPages)
    it(
      'a new job seeker’s empty pages have no axe violations',
      async () => {
        const email = await signUpSeeker(app.server.url, { firstName: 'Ema', lastName: 'Empty' });
        const page = await signedIn(email);
        for (const path of ['/user_dashboard', '/user_dashboard/job_referrals', '/user_dashboard/resume_review']) await visit(page, path);
        await page.context().close();
      },
      WALK_MS,
    );
};
