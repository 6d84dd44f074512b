import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword, screenshot, useServerAndBrowser, withPage } from './harness.ts';
import { signedInPage, signInOnLoginPage } from './pages.ts';

// Issue 15 §3 in a browser: two members at once (two contexts) on one real server. One starts a discussion, the other
// finds it, answers and votes; the first sees the answer and the vote arrive without reloading. Payloads in a
// discussion and a comment never run. The admin restricts it and it leaves the public forum.

const app = useServerAndBrowser();

type Flagged = { __xss?: number };
const payload = '<p>Payload <img src=x onerror="window.__xss = 1"><script>window.__xss = 2</script><a href="javascript:window.__xss = 3">here</a></p>';

/** Posts through the API as the page's signed-in member would (raw HTML, which the form's editor never sends). */
const postRaw = (page: Page, fields: Record<string, string>) =>
  page.evaluate(async (sent) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(sent)) form.append(key, value);
    const reply = await fetch('/api/discussions', {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${localStorage.getItem('authToken') ?? ''}` },
    });
    const body = (await reply.json()) as { data?: { _id?: string } };
    return { status: reply.status, id: body.data?._id ?? '' };
  }, fields);

const noScriptRan = async (page: Page) => {
  expect(await page.evaluate(() => (window as unknown as Flagged).__xss)).toBeUndefined();
  expect(await page.locator('main script, main img[onerror], main [onerror], main a[href^="javascript:"]').count()).toBe(0);
};

describe('discussion forum in a browser', () => {
  for (const width of [1280, 390]) {
    it(`two members post, answer and vote live; payloads never run; a restricted discussion leaves the forum, at ${width} px`, async () => {
      const title = `Referral etiquette for career changers ${width} ${Date.now()}`;
      const author = await signedInPage(app, demoAccounts.seeker, '/user_dashboard', { width });
      const reader = await signedInPage(app, demoAccounts.referrer, '/referrer_dashboard', {
        width,
        prepare: (page) => page.addInitScript(() => ((window as unknown as Flagged).__xss = undefined)),
      });

      // the author writes it in the editor: typed markup stays text
      await author.goto('/createDiscussion');
      await author.getByLabel('Title').fill(title);
      await author.getByRole('textbox', { name: 'Content' }).click();
      await author.keyboard.type('How soon should I follow up? <img src=x onerror="window.__xss = 1">');
      await author.getByRole('textbox', { name: /^Tags/ }).fill('referrals, career change,');
      await screenshot(author, `forum-${width}-01-create`);
      await author.getByRole('button', { name: 'Post Discussion' }).click();
      await author.waitForURL((url) => url.pathname.startsWith('/discussionPost/'), { timeout: 15_000 });
      const id = author.url().split('/').pop() ?? '';
      await author.getByRole('heading', { level: 1, name: title }).waitFor();

      // the other member finds it, answers and votes
      await reader.goto('/discussionForum');
      await reader.getByRole('searchbox', { name: 'Search discussions' }).fill(title);
      await reader.waitForURL((url) => url.searchParams.get('search') === title);
      await screenshot(reader, `forum-${width}-02-list`);
      await reader.getByRole('link', { name: title }).click();
      await reader.getByRole('heading', { level: 1, name: title }).waitFor();
      await reader.getByText('How soon should I follow up? <img src=x onerror="window.__xss = 1">').waitFor();
      await reader.getByLabel('Your answer').fill('Give it a week, then one short, friendly note.');
      await reader.getByRole('button', { name: 'Post Answer' }).click();
      await reader.getByText('Give it a week, then one short, friendly note.').waitFor();
      await reader.getByRole('button', { name: 'Upvote this discussion (0)' }).click();
      await expect
        .poll(() => reader.getByRole('button', { name: 'Upvote this discussion (1)' }).getAttribute('aria-pressed'), { timeout: 10_000 })
        .toBe('true');
      await screenshot(reader, `forum-${width}-03-answered`);

      // the author sees both without reloading
      await author.getByText('Give it a week, then one short, friendly note.').waitFor({ timeout: 10_000 });
      await author.getByRole('button', { name: 'Upvote this discussion (1)' }).waitFor({ timeout: 10_000 });
      expect(await author.getByRole('button', { name: 'Upvote this discussion (1)' }).getAttribute('aria-pressed')).toBe('false');
      // and taking the vote back shows at once too
      await reader.getByRole('button', { name: 'Upvote this discussion (1)' }).click();
      await author.getByRole('button', { name: 'Upvote this discussion (0)' }).waitFor({ timeout: 10_000 });
      await screenshot(author, `forum-${width}-04-live`);

      // raw HTML payloads, in a discussion and in a comment, sent past the editor
      const raw = await postRaw(author, { title: `${title} (raw)`, content: payload, status: 'published', tags: '[]' });
      expect(raw.status).toBe(201);
      expect((await postRaw(author, { content: payload, source: id, status: 'published', tags: '[]' })).status).toBe(201);
      await reader.goto(`/discussionPost/${raw.id}`);
      await reader.getByText('Payload', { exact: false }).first().waitFor();
      await reader.goto(`/discussionPost/${id}`);
      await reader.getByText('Payload', { exact: false }).first().waitFor();
      await noScriptRan(reader);

      // the admin restricts it; it leaves the public forum
      await withPage(app, width, async (admin) => {
        await signInOnLoginPage(admin, demoAccounts.admin, demoPassword);
        await admin.goto(`/admin_dashboard/discussion_forum_Details/${id}`);
        await admin.getByRole('heading', { level: 1, name: title }).waitFor();
        await admin.getByRole('button', { name: 'Restrict' }).click();
        await admin.getByText('Restricted', { exact: true }).first().waitFor();
        await screenshot(admin, `forum-${width}-05-restricted`);
      });
      await withPage(app, width, async (visitor) => {
        await visitor.goto(`/discussionForum?search=${encodeURIComponent(title)}`);
        await visitor
          .getByRole('region', { name: 'Discussions' })
          .getByText(/Showing|No data found\./)
          .first()
          .waitFor();
        expect(await visitor.getByRole('link', { name: title, exact: true }).count()).toBe(0);
      });
      await author.context().close();
      await reader.context().close();
    }, 180_000);
  }
});
