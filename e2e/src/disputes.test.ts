import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiPost, demoAccounts, demoPassword, expectNoAxeViolations, paidReferral, screenshot, signUpSeeker, useServerAndBrowser } from './harness.ts';
import { signedInPage } from './pages.ts';

// Issue 17's disputes end to end: a new seeker's request to the demo referrer's company (Atlassian) is taken and marked
// completed; the seeker, on a phone, opens a dispute with a picture; the admin, on a desktop with the Disputes queue
// open, sees it arrive, asks in the chat and refunds it; the seeker's page follows each step without a reload.

const app = useServerAndBrowser();
const ATLASSIAN = '00000000-0000-4000-b000-000000000001';
// the smallest PNG: a 1×1 transparent pixel
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();

/** The referrer takes the request and marks it completed, through the calls their page makes. */
const complete = async (referralId: string) => {
  const token = (await apiPost(app.server.url, '/api/user/login', { email: demoAccounts.referrer, password: demoPassword })).data?.token;
  for (const status of ['inProgress', 'completed']) {
    const reply = await fetch(`${app.server.url}/api/job-referral/referrer/${referralId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ status }),
    });
    if (!reply.ok) throw new Error(`PUT ${status} answered ${reply.status}: ${await reply.text()}`);
  }
};

it('lets a seeker open a dispute with a picture and an admin ask and settle it, each side live', { timeout: 240_000 }, async () => {
  const position = `Security Engineer ${Date.now()}`;
  const email = await signUpSeeker(app.server.url, { firstName: 'Dana', lastName: 'Disputer' });
  const referralId = await paidReferral(app.server.url, { email, name: 'Dana Disputer' }, ATLASSIAN, position);
  await complete(referralId);

  const admin = await signedInPage(app, demoAccounts.admin, '/admin_dashboard');
  await admin.goto('/admin_dashboard/disputes');
  await admin.getByRole('heading', { name: 'Disputes', level: 1 }).waitFor();

  const seeker = await signedInPage(app, email, '/user_dashboard', { width: 390 });
  await seeker.goto(`/user_dashboard/job_referrals/${referralId}`);
  const offer = seeker.getByRole('region', { name: 'Something went wrong?' });
  await offer.waitFor();
  await screenshot(seeker, 'dispute-offer-390');

  // the seeker writes what went wrong and attaches a screenshot
  await offer.getByRole('button', { name: 'Open a dispute' }).click();
  const dialog = seeker.getByRole('dialog', { name: 'Open a dispute' });
  await dialog.getByRole('button', { name: 'Open dispute' }).click();
  await dialog.getByText('Please tell us what went wrong.').waitFor();
  await dialog.getByRole('textbox', { name: 'What went wrong?' }).fill('Atlassian has no record of my referral.');
  await dialog.getByLabel(/^Files/).setInputFiles({ name: 'careers-portal.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('list', { name: 'Files to send' }).getByText('careers-portal.png').waitFor();
  await expectNoAxeViolations(seeker);
  await screenshot(seeker, 'dispute-dialog-390');
  await dialog.getByRole('button', { name: 'Open dispute' }).click();
  await seeker.getByRole('status').getByText('Dispute opened. Our team will look into it and reply in the chat.').waitFor({ timeout: 10_000 });
  const notice = seeker.getByRole('region', { name: 'Dispute' });
  await notice.getByText(/^Dispute open since/).waitFor();
  expect(await notice.getByRole('button', { name: 'Download dispute file 1 careers-portal.png' }).isVisible()).toBe(true);
  expect(await seeker.getByRole('button', { name: 'Approve referral' }).count()).toBe(0);
  await screenshot(seeker, 'dispute-open-390');

  // the admin's open queue shows it without a reload, and its count with it
  await expect.poll(visible(admin, position), { timeout: 10_000 }).toBe(true);
  const index = /Request #(\d+)/.exec(
    (await seeker
      .getByText(/^Request #\d+/)
      .first()
      .textContent()) ?? '',
  )?.[1];
  await admin.getByRole('button', { name: `Ask in chat about request #${index}` }).waitFor();
  await screenshot(admin, 'dispute-queue-1280');

  // the admin asks in the chat: the seeker's timeline shows the question live
  await admin.getByRole('button', { name: `Ask in chat about request #${index}` }).click();
  const ask = admin.getByRole('dialog', { name: 'Ask in chat' });
  await ask.getByRole('textbox', { name: 'Question' }).fill('Which e-mail address did you apply with?');
  await ask.getByRole('button', { name: 'Send question' }).click();
  await admin.getByRole('status').getByText('Question sent in the chat.').waitFor({ timeout: 10_000 });
  await expect.poll(visible(seeker, 'Which e-mail address did you apply with?'), { timeout: 10_000 }).toBe(true);

  // the admin refunds it with a note; it leaves the open queue, and the seeker reads the outcome without a reload
  await admin.getByRole('button', { name: `Refund request #${index}` }).click();
  const refund = admin.getByRole('dialog', { name: 'Refund the seeker' });
  await refund.getByRole('button', { name: 'Refund' }).click();
  await refund.getByText('Please write a note for the seeker and the referrer.').waitFor();
  await refund.getByRole('textbox', { name: 'Note for the seeker and the referrer' }).fill('Atlassian confirmed no referral was made.');
  await expectNoAxeViolations(admin);
  await screenshot(admin, 'dispute-refund-dialog-1280');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await admin.getByRole('status').getByText('Dispute settled.').waitFor({ timeout: 10_000 });
  await expect.poll(visible(admin, position), { timeout: 10_000 }).toBe(false);

  await notice.getByText(/^Dispute settled on/).waitFor({ timeout: 10_000 });
  expect(await notice.textContent()).toContain('Our team settled your dispute: your payment is refunded in full.');
  expect(await notice.textContent()).toContain('Atlassian confirmed no referral was made.');
  await seeker.getByRole('region', { name: 'Rejection and refund' }).waitFor();
  await screenshot(seeker, 'dispute-settled-390');

  // the settled tab keeps it with the outcome, and the request's own page says who settled it
  await admin.getByRole('tab', { name: /^Settled/ }).click();
  await expect.poll(visible(admin, position), { timeout: 10_000 }).toBe(true);
  await admin.goto(`/admin_dashboard/job_referrals/${referralId}`);
  const panel = admin.getByRole('region', { name: 'Dispute' });
  await panel.getByText(/^Refunded by/).waitFor();
  await screenshot(admin, 'dispute-panel-1280');
  await admin.context().close();
  await seeker.context().close();
});
