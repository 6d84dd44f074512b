import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeCoverLetterPdf, makeResumePdf } from '@referly/infra/reviewer/builtin/test-files';
import { demoAccounts, screenshot, signUpSeeker, useServerAndBrowser } from './harness.ts';
import { signedInPage } from './pages.ts';

// Issue 14 end to end: a new job seeker on a phone asks for a review of a real resume and cover letter (PDFs made by
// the reviewer's own test files), pastes a job ad and pays with the test card; with the review open in a second tab
// they watch the AI review go from waiting for payment to done and its numbered feedback and scores appear, without
// a reload. An admin on a desktop reads the AI review, uploads the consultant's reviewed resume and feedback, and the
// seeker's open page shows it, the Completed status and the bell's notification live; then they talk in the review's
// chat, the admin from chat_manager's Resume Review tab. Two browser contexts, one real server.

const app = useServerAndBrowser();

const ROLE = 'Senior Software Engineer';
const COMPANY = 'Atlassian';
const JOB_AD = `${ROLE} at ${COMPANY}. You will build TypeScript and React products on AWS, design Node.js services with PostgreSQL, run Kubernetes and Terraform, and mentor engineers. Kafka and GraphQL experience is a plus.`;

let files: { dir: string; resume: string; coverLetter: string; reviewed: string };

beforeAll(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'referly-resume-review-'));
  files = { dir, resume: join(dir, 'jane-citizen-resume.pdf'), coverLetter: join(dir, 'cover-letter.pdf'), reviewed: join(dir, 'jane-citizen-reviewed.pdf') };
  await writeFile(files.resume, await makeResumePdf('good'));
  await writeFile(files.coverLetter, await makeCoverLetterPdf(COMPANY, ROLE));
  await writeFile(files.reviewed, await makeResumePdf('good'));
});
afterAll(() => rm(files.dir, { recursive: true, force: true }));

/** A mark in the page's window: still there later means the page was never reloaded. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { stayed?: boolean }).stayed = true));
const stayed = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

/** Records every value the AI review's progress bar takes in the page, as the pushes bring them. */
const recordProgress = (page: Page) =>
  page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progress: string[] }).progress = seen;
    const note = () => {
      const bar = document.querySelector('[role="progressbar"][aria-label="AI review progress"]');
      const value = bar?.getAttribute('aria-valuetext') ?? 'gone';
      if (seen.at(-1) !== value) seen.push(value);
    };
    note();
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuetext'] });
  });
const progressSeen = (page: Page) => page.evaluate(() => (window as unknown as { progress: string[] }).progress);

/** A status tab by its label and its count (the count is a badge beside the label). */
const tab = (tabs: Locator, label: string, count: number): Locator => tabs.getByRole('tab', { name: new RegExp(`^${label}\\s*${count}$`) });

const drawer = (page: Page): Locator => page.getByRole('dialog', { name: new RegExp(`${ROLE}|Chat`) });
const messages = (page: Page): Locator => page.getByRole('list', { name: 'Messages' });
const say = async (page: Page, text: string) => {
  const box = drawer(page).getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
};

it('takes a paid review from the seeker to its AI review and the consultant review, live, and into its chat', async () => {
  const email = await signUpSeeker(app.server.url, { firstName: 'Jane', lastName: 'Citizen' });
  const seeker = await signedInPage(app, email, '/user_dashboard', { width: 390 });
  const admin = await signedInPage(app, demoAccounts.admin, '/admin_dashboard', { width: 1280 });

  // a new seeker has no review yet; they ask for one
  await seeker.goto('/user_dashboard/resume_review');
  const tabs = seeker.getByRole('tablist', { name: 'Filter reviews by status' });
  await tab(tabs, 'All', 0).waitFor();
  await seeker.getByRole('link', { name: 'Request Resume Review' }).first().click();
  await seeker.waitForURL('**/user_dashboard/resume_review/newrequest');

  const pay = seeker.getByRole('button', { name: /^Submit & Pay [A-Z]{3}\s\d/ });
  await pay.waitFor();
  expect(await seeker.getByLabel('Name').inputValue()).toBe('Jane Citizen');
  await seeker.getByRole('combobox', { name: 'Industry' }).selectOption('Information and Communication Technology');
  await seeker.getByLabel('Desired position').fill(ROLE);
  await seeker.getByRole('combobox', { name: 'Desired company' }).selectOption(COMPANY);
  await seeker.getByLabel('Current job (optional)').fill('Software Engineer at Acme Payments');
  await seeker.getByLabel('Paste the job ad (optional)').fill(JOB_AD);
  await seeker.getByLabel('Resume', { exact: true }).setInputFiles(files.resume);
  await seeker.getByLabel('Cover letter (optional)', { exact: true }).setInputFiles(files.coverLetter);
  await screenshot(seeker, 'resume-review-new-request-390');

  // the card's confirmation is held until the review is open in a second tab, so that tab sees every step after it
  let releaseCard = () => {};
  const cardHeld = new Promise<void>((resolve) => (releaseCard = resolve));
  await seeker.route('**/api/payments/test/confirm', async (route) => {
    await cardHeld;
    await route.continue();
  });
  const created = seeker.waitForResponse((reply) => reply.url().endsWith('/api/resume-review/job-seeker') && reply.request().method() === 'POST');
  await pay.click();
  const checkout = seeker.getByRole('dialog', { name: 'Complete Your Payment' });
  await checkout.getByLabel('Card number').fill('4242424242424242');
  await checkout.getByLabel('Expiry (MM/YY)').fill('1230');
  await checkout.getByLabel('CVC').fill('123');
  await checkout.getByRole('button', { name: 'Confirm Payment' }).click();
  const reply = await created;
  expect(reply.status()).toBe(201);
  const reviewId = ((await reply.json()) as { data: { _id: string } }).data._id;

  const watching = await seeker.context().newPage();
  await watching.goto(`/user_dashboard/resume_review/${reviewId}`);
  await watching.getByRole('region', { name: 'Payment due' }).waitFor();
  await markPage(watching);
  await recordProgress(watching);
  releaseCard();

  const success = seeker.getByRole('dialog', { name: 'Success!' });
  await success.getByText('Your payment was successful and your resume review has been submitted.', { exact: false }).waitFor({ timeout: 15_000 });
  await success.getByRole('button', { name: 'View my reviews' }).click();
  await seeker.waitForURL((url) => url.pathname === '/user_dashboard/resume_review');
  await tab(tabs, 'All', 1).waitFor();
  await tab(tabs, 'Pending', 1).waitFor();
  await tab(tabs, 'Approved', 0).waitFor();
  const card = seeker.getByRole('link', { name: /Software Engineer at Acme Payments/ });
  await card.waitFor();
  expect(await card.textContent()).toMatch(/^#\d+.*Jane Citizen.*Pending/);

  // the tab left open shows the AI review arrive: the progress bar's steps, then the scores and numbered feedback
  const feedback = watching.getByRole('region', { name: 'AI feedback' });
  await feedback.waitFor({ timeout: 30_000 });
  const steps = await progressSeen(watching);
  expect(steps[0]).toBe('The AI review starts once your payment has gone through.');
  expect(steps.at(-1)).toBe('gone');
  // the stages in between (queued, reading, reviewing) can all arrive within one render on a fast machine: each one's
  // rendering is client/src/features/resume-review/components/ai-review.test.tsx's; here it is enough that the page went from waiting to done live
  expect(await stayed(watching)).toBe(true);
  await watching.close();

  // the seeker opens it from the list: the scores, the match with the job ad once, the feedback with bold headings
  await card.click();
  await seeker.waitForURL(`**/user_dashboard/resume_review/${reviewId}`);
  const ai = seeker.getByRole('region', { name: 'AI Review' });
  await ai.getByText('Done', { exact: true }).waitFor();
  expect(await ai.getByRole('progressbar').count()).toBe(0);
  const overall = Number(await ai.getByRole('meter', { name: 'Overall score' }).getAttribute('aria-valuenow'));
  expect(overall).toBeGreaterThanOrEqual(50);
  expect(await ai.getByRole('meter').count()).toBeGreaterThan(5);
  expect(await ai.getByRole('meter', { name: /job ad/i }).count()).toBe(1);
  const jobMatch = ai.getByRole('region', { name: 'Job ad match' });
  expect(await jobMatch.textContent()).toMatch(/Not in your resume \(\d+\).*kafka/i);
  const lines = seeker.getByRole('region', { name: 'AI feedback' }).locator('p');
  expect(await lines.count()).toBeGreaterThan(5);
  expect(await lines.first().textContent()).toMatch(/^1\.\s*\S[^:]*:\s\S/);
  expect(await lines.first().locator('strong').textContent()).toMatch(/^\S[^:]*:$/);
  await screenshot(seeker, 'resume-review-ai-done-390');
  await markPage(seeker);

  // the admin reads the same AI review and saves the consultant's review
  await admin.goto(`/admin_dashboard/resume_review/${reviewId}`);
  await admin.getByRole('region', { name: 'AI feedback' }).waitFor();
  expect(Number(await admin.getByRole('meter', { name: 'Overall score' }).getAttribute('aria-valuenow'))).toBe(overall);
  const form = admin.getByRole('region', { name: 'Consultant-Review' });
  await form.getByLabel(/^Reviewed resume/).setInputFiles(files.reviewed);
  const consultantFeedback = 'Lead with the AWS migration and name Kafka if you have used it.';
  await form.getByRole('textbox', { name: 'Feedback' }).fill(consultantFeedback);
  await form.getByRole('button', { name: 'Save' }).click();
  await admin.getByText('Resume Review updated successfully!').waitFor({ timeout: 10_000 });
  await screenshot(admin, 'resume-review-admin-saved-1280');

  // the seeker's open page shows it at once, Completed, and the bell says so
  const consultant = seeker.getByRole('region', { name: 'Consultant Review' });
  await consultant.getByText(consultantFeedback).waitFor({ timeout: 10_000 });
  await consultant.getByText('jane-citizen-reviewed.pdf').waitFor();
  await seeker.getByText('Completed', { exact: true }).first().waitFor({ timeout: 10_000 });
  expect(await stayed(seeker)).toBe(true);
  await screenshot(seeker, 'resume-review-consultant-live-390');
  const bell = seeker.getByRole('button', { name: /^Notifications, \d+ unread/ });
  await bell.waitFor({ timeout: 10_000 });
  await bell.click();
  await seeker.getByRole('button', { name: new RegExp(`Your resume review is complete.*${ROLE} at ${COMPANY}`) }).waitFor({ timeout: 10_000 });
  await seeker.keyboard.press('Escape');

  // the seeker writes in the review's chat; the admin answers from chat_manager's Resume Review tab
  await seeker.getByRole('button', { name: /^Chat/ }).click();
  const question = 'Thank you! Should I move my skills above my experience?';
  await say(seeker, question);
  await messages(seeker).getByText(question).waitFor();
  await admin.goto('/admin_dashboard/chat_manager');
  await admin.getByRole('tab', { name: /^Resume Review/ }).click();
  await admin
    .getByRole('list', { name: 'Chats' })
    .getByRole('button', { name: /Jane Citizen/ })
    .click();
  await messages(admin).getByText(question).waitFor({ timeout: 10_000 });
  const answer = 'Keep experience first: it is your strongest section.';
  const box = admin.getByRole('textbox', { name: 'Message' });
  await box.fill(answer);
  await box.press('Enter');
  await messages(seeker).getByText(answer).waitFor({ timeout: 10_000 });
  await screenshot(seeker, 'resume-review-chat-390');

  await seeker.context().close();
  await admin.context().close();
});
