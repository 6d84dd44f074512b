import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAccounts, pathOf, screenshot, useServerAndBrowser, withPage } from './harness.ts';
import { signedInPage } from './pages.ts';

const app = useServerAndBrowser();

const stories = ['Priya Raman', 'Tom Gallagher', 'Mei Lin Chen'];

/** The story whose dot is current, once the carousel settles. */
const currentStory = async (carousel: Locator) => {
  for (const [index, name] of stories.entries()) {
    if ((await carousel.getByRole('button', { name: `Show story ${index + 1}` }).getAttribute('aria-current')) === 'true') return name;
  }
  return 'none';
};
const settledOn = (carousel: Locator, name: string) => expect.poll(() => currentStory(carousel), { timeout: 5_000 }).toBe(name);

/** The questions of the shown FAQ category that are open. */
const openQuestions = (page: Page) => page.locator('#faq [role="tabpanel"] button[aria-expanded="true"]');

describe.each([1280, 390])('the public site at %i px', (width) => {
  it('landing page: carousel wraps both ways and follows its dots, FAQ keeps one question open, newsletter subscribes', async () => {
    await withPage(app, width, async (page) => {
      await page.goto('/');
      await screenshot(page, `site-landing-${width}`);
      await page.screenshot({ path: `e2e/screenshots/site-landing-${width}-full.png`, fullPage: true });
      const carousel = page.getByRole('region', { name: 'Success stories' });
      await carousel.scrollIntoViewIfNeeded();
      await settledOn(carousel, 'Priya Raman');
      await carousel.getByRole('button', { name: 'Previous story' }).click();
      await settledOn(carousel, 'Mei Lin Chen');
      await carousel.getByRole('button', { name: 'Next story' }).click();
      await settledOn(carousel, 'Priya Raman');
      await carousel.getByRole('button', { name: 'Show story 3' }).click();
      await settledOn(carousel, 'Mei Lin Chen');
      await carousel.getByRole('button', { name: 'Next story' }).click();
      await settledOn(carousel, 'Priya Raman');

      const faq = page.locator('#faq');
      await faq.getByRole('tab', { name: 'Payments' }).click();
      const questions = faq.getByRole('tabpanel').getByRole('button');
      await questions.nth(0).click();
      await expect.poll(() => openQuestions(page).count()).toBe(1);
      await questions.nth(1).click();
      await expect.poll(() => openQuestions(page).count()).toBe(1);
      expect(await questions.nth(1).getAttribute('aria-expanded')).toBe('true');
      expect(await questions.nth(0).getAttribute('aria-expanded')).toBe('false');
      expect(await faq.getByRole('tab').allTextContents()).toEqual(['General', 'Job Seekers', 'Referrers', 'Payments', 'Privacy and Security']);

      const newsletter = page.getByRole('region', { name: 'Job-search tips, once a fortnight' });
      await newsletter.getByRole('button', { name: 'Subscribe' }).click();
      await newsletter.getByText('Please enter your email address').waitFor();
      await newsletter.getByLabel('Email address').fill(`visitor.${width}.${Date.now()}@example.com`);
      await newsletter.getByRole('button', { name: 'Subscribe' }).click();
      await newsletter.getByText('Thank you for subscribing! Watch your inbox for job-search tips.').waitFor();
      await newsletter.scrollIntoViewIfNeeded();
      await screenshot(page, `site-newsletter-${width}`);
      await newsletter.getByRole('button', { name: 'Subscribe Another Email' }).click();
      expect(await newsletter.getByLabel('Email address').inputValue()).toBe('');
    });
  });

  it('help centre: search filters the cards, says when nothing matches, and the FAQ card opens the home page at its FAQ', async () => {
    await withPage(app, width, async (page) => {
      await page.goto('/helpcenter');
      await screenshot(page, `site-helpcenter-${width}`);
      const topics = page.getByRole('region', { name: 'Help topics' });
      const titles = () => topics.getByRole('heading', { level: 2 }).allTextContents();
      // the page's code may still be on its way when the navigation ends
      await expect.poll(titles).toEqual(['FAQ', 'Contact Us', 'Provide Feedback']);
      const search = page.getByRole('searchbox', { name: 'Search help topics' });
      await search.fill('bug');
      await expect.poll(titles).toEqual(['Provide Feedback']);
      await search.fill('wombat');
      await page.getByText('No results found for "wombat"').waitFor();
      await screenshot(page, `site-helpcenter-empty-${width}`);
      await search.fill('');
      await topics.getByRole('link', { name: /FAQ/ }).click();
      await page.waitForURL((url) => url.pathname === '/' && url.hash === '#faq');
      await expect.poll(() => page.locator('#faq').evaluate((el) => Math.abs(el.getBoundingClientRect().top) < 120)).toBe(true);
    });
  });

  it('contact form: the spec’s messages, then sent, with a way to send another', async () => {
    await withPage(app, width, async (page) => {
      await page.goto('/contactForm');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText('Name is required.').waitFor();
      await screenshot(page, `site-contact-errors-${width}`);
      await page.getByLabel('Name').fill('Sam Lee');
      await page.getByLabel('Email').fill('sam.lee@example.com');
      await page.getByLabel('Subject').fill('Invoice for my review');
      await page.getByRole('textbox', { name: 'Message' }).fill('Could you send me a tax invoice, please?');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText("✓ Message sent successfully! We'll get back to you soon.").waitFor();
      await screenshot(page, `site-contact-sent-${width}`);
      await page.getByRole('button', { name: 'Send Another Message' }).click();
      expect(await page.getByLabel('Name').inputValue()).toBe('');
    });
  });

  it('feedback form: a rating is asked for, then the feedback is sent', async () => {
    await withPage(app, width, async (page) => {
      await page.goto('/provideFeedback');
      await page.getByLabel('Name').fill('Ava Chen');
      await page.getByLabel('Email').fill('ava.chen@example.com');
      await page.getByLabel('Subject type').selectOption('Feature Request');
      await page.getByRole('textbox', { name: 'Message' }).fill('A dark mode would be lovely.');
      await page.getByRole('button', { name: 'Submit Feedback' }).click();
      await page.getByText('Please provide a rating').waitFor();
      await page.getByText('8', { exact: true }).click();
      await expect.poll(() => page.getByRole('radio', { name: 'Rate 8 out of 10' }).isChecked()).toBe(true);
      await page.waitForTimeout(300);
      await screenshot(page, `site-feedback-${width}`);
      await page.getByRole('button', { name: 'Submit Feedback' }).click();
      await page.getByText('✓ Feedback submitted successfully! Thank you for your input.').waitFor();
      expect(pathOf(page)).toBe('/provideFeedback');
    });
  });

  it.each([
    ['/ourServices', 'Three ways Referly helps you into your next role'],
    ['/aboutus', 'Opening doors, one referral at a time'],
    ['/privacyPolicy', 'Your privacy matters to us'],
    ['/questions', 'Frequently asked questions'],
  ])('%s shows its page', async (path, title) => {
    await withPage(app, width, async (page) => {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await screenshot(page, `site-${path.slice(1)}-${width}`);
      await page.screenshot({ path: `e2e/screenshots/site-${path.slice(1)}-${width}-full.png`, fullPage: true });
    });
  });

  it('contact management: the admin sees the counts and the newest messages, and exports both files', async () => {
    const page = await signedInPage(app, demoAccounts.admin, '/admin_dashboard', { width });
    await page.goto('/admin_dashboard/contact_management');
    await page.getByRole('heading', { name: 'Recent messages' }).waitFor();
    await page.getByText('Liam O’Connor').filter({ visible: true }).first().waitFor();
    await page.screenshot({ path: `e2e/screenshots/site-contact-management-${width}-full.png`, fullPage: true });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export contact emails as CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^contact-emails-\d{4}-\d\d-\d\d\.csv$/);
    await page
      .getByRole('status')
      .getByText(/Exported contact-emails-\d{4}-\d\d-\d\d\.csv/)
      .waitFor();
    const second = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export newsletter subscribers as CSV' }).click();
    expect((await second).suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d\d-\d\d\.csv$/);
    await page.context().close();
  });

  it('an unknown path goes to the home page', async () => {
    await withPage(app, width, async (page) => {
      await page.goto('/no/such/page');
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { level: 1 }).waitFor();
    });
  });
});
