import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoAccounts, demoPassword, pathOf, screenshot, useServerAndBrowser, withPage } from './harness.ts';
import { signInOnLoginPage } from './pages.ts';

const app = useServerAndBrowser();

const xss = 'Ignore this: <script>window.__xss = 1</script> and <img src=x onerror="window.__xss = 1"> stay text.';

/** The admin's form: author, title and content, with one tag added by Enter. */
const fillPost = async (page: Page, post: { author: string; title: string; content: string; tag: string }) => {
  await page.getByLabel('Author').fill(post.author);
  await page.getByLabel('Title').fill(post.title);
  await page.getByLabel('Content').fill(post.content);
  const tags = page.getByRole('textbox', { name: /^Tags/ });
  await tags.fill(post.tag);
  await tags.press('Enter');
};

/** A visitor's search on /learningHub, answered once the list has settled. */
const searchHub = async (page: Page, text: string) => {
  await page.goto('/learningHub');
  await page.getByRole('searchbox', { name: 'Search the learning hub' }).fill(text);
  await page.waitForURL((url) => url.searchParams.get('search') === text);
};

/** A short WebM recorded in the page itself (a moving square), as the bytes of a file to upload. */
const recordWebm = async (page: Page): Promise<Buffer> => {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 90;
    const context = canvas.getContext('2d');
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start(100);
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const draw = () => {
        const t = performance.now() - started;
        if (context) {
          context.fillStyle = '#0f766e';
          context.fillRect(0, 0, 160, 90);
          context.fillStyle = '#fff';
          context.fillRect((t / 10) % 140, 35, 20, 20);
        }
        if (t < 1500) requestAnimationFrame(draw);
        else resolve();
      };
      draw();
    });
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
};

describe('learning hub in a browser', () => {
  for (const width of [1280, 390]) {
    it(`an admin drafts an article (the public does not see it), publishes it, and a visitor finds and reads it as text at ${width} px`, async () => {
      const title = `Referral etiquette for new arrivals ${width}`;
      await withPage(app, width, async (admin) => {
        await signInOnLoginPage(admin, demoAccounts.admin, demoPassword);
        await admin.goto('/admin_dashboard/create_post');
        await fillPost(admin, { author: 'Priya Raman', title, content: `Ask early and be specific.\n\n${xss}`, tag: 'referrals' });
        await screenshot(admin, `learning-hub-${width}-01-form`);
        await admin.getByRole('button', { name: 'Save as Draft' }).click();
        await admin.waitForURL((url) => url.pathname === '/admin_dashboard/learning_hub' && url.searchParams.get('tab') === 'draft');
        await admin.getByRole('link', { name: title }).first().waitFor();
        await screenshot(admin, `learning-hub-${width}-02-drafts`);

        await withPage(app, width, async (visitor) => {
          await searchHub(visitor, title);
          await visitor.getByText(`No posts match "${title}".`).waitFor();
        });

        await admin
          .getByRole('link', { name: `Edit ${title}` })
          .first()
          .click();
        await expect.poll(() => admin.getByLabel('Title').inputValue(), { timeout: 10_000 }).toBe(title);
        await admin.getByRole('button', { name: 'Publish' }).click();
        await admin.waitForURL((url) => pathOf(admin) === '/admin_dashboard/learning_hub' && !url.searchParams.has('tab'));
      });

      await withPage(app, width, async (visitor) => {
        await visitor.addInitScript(() => ((window as unknown as { __xss?: number }).__xss = undefined));
        await searchHub(visitor, title);
        await visitor.getByRole('link', { name: title }).click();
        await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
        expect(pathOf(visitor)).toMatch(/^\/articleview\//);
        const article = visitor.getByRole('article');
        await article.getByText(xss).waitFor();
        expect(await article.locator('script, img[onerror]').count()).toBe(0);
        expect(await visitor.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
        expect(await article.textContent()).toContain('Priya Raman');
        expect(await article.getByRole('list', { name: 'Tags' }).textContent()).toContain('#referrals');
        await screenshot(visitor, `learning-hub-${width}-03-article`);
        await visitor.getByRole('link', { name: 'Back to Learning Hub' }).click();
        await visitor.waitForURL((url) => url.pathname === '/learningHub');
      });
    }, 120_000);
  }

  it('a webinar with an uploaded WebM plays and seeks on /webinarView, its video served with Range', async () => {
    const title = 'Webinar: getting referred at a scale-up';
    await withPage(app, 1280, async (admin) => {
      await signInOnLoginPage(admin, demoAccounts.admin, demoPassword);
      await admin.goto('/admin_dashboard/create_post');
      const webm = await recordWebm(admin);
      await fillPost(admin, { author: 'Tom Nguyen', title, content: 'Notes from the session.', tag: 'webinars' });
      await admin.locator('label', { hasText: 'A recorded session' }).click();
      expect(await admin.getByRole('radio', { name: /Webinar/ }).isChecked()).toBe(true);
      await admin.getByLabel(/^Upload video/).setInputFiles({ name: 'session.webm', mimeType: 'video/webm', buffer: webm });
      await admin.getByRole('button', { name: 'Publish' }).click();
      await admin.waitForURL((url) => url.pathname === '/admin_dashboard/learning_hub');
    });
    for (const width of [1280, 390]) {
      await withPage(app, width, async (visitor) => {
        const ranged = visitor.waitForResponse((response) => /\/api\/learning-hub\/files\//.test(response.url()) && response.status() === 206);
        await visitor.goto('/webinarView');
        const listed = visitor.getByRole('complementary').getByRole('link', { name: new RegExp(title) });
        if (await listed.count()) await listed.click();
        await visitor.getByRole('heading', { level: 2, name: title }).waitFor();
        const video = visitor.locator('video');
        expect(await video.getAttribute('controls')).not.toBeNull();
        const response = await ranged;
        expect(response.headers()['content-type']).toBe('video/webm');
        expect(response.headers()['accept-ranges']).toBe('bytes');
        await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
        await video.evaluate((element: HTMLVideoElement) => {
          element.muted = true;
          element.currentTime = 0.5;
        });
        await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.4);
        await screenshot(visitor, `learning-hub-${width}-04-webinar`);
      });
    }
  }, 120_000);
});
