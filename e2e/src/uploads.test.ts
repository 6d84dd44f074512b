import { readFile } from 'node:fs/promises';
import type { BrowserContext, Download, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { paidReferral, screenshot, signUpSeeker, useServerAndBrowser } from './harness.ts';
import { signedInPage } from './pages.ts';

// Issue 13: uploads never run in our origin. A seeker sends a hostile SVG in a request's chat; it is opened every way a
// person could (a click in the drawer, a new tab, the download) and no script of it runs where the session token is.

const app = useServerAndBrowser();
const ATLASSIAN = '00000000-0000-4000-b000-000000000001';

/**
 * An SVG that passed the old text check (a prefixed script element, an entity in `javascript:`, an event handler set by
 * animation): if any of it runs in our origin it marks localStorage and the title, and copies the session token.
 */
const HOSTILE_SVG = Buffer.from(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:s="http://www.w3.org/2000/svg" width="120" height="60">',
    '<s:script>localStorage.setItem("pwned", String(localStorage.getItem("authToken")));document.title="pwned"</s:script>',
    '<a href="j&#97;vascript:document.title=&quot;pwned&quot;"><rect width="120" height="60" fill="tomato"/></a>',
    '<set attributeName="onmouseover" to="document.title=\'pwned\'"/>',
    '<animate attributeName="href" values="j&#97;vascript:document.title=\'pwned\'"/>',
    '</svg>',
  ].join(''),
);

/** Every page of the context records the type of each blob it makes an address for, and any dialog a script opens. */
const watchObjectUrls = (context: BrowserContext) =>
  context.addInitScript(() => {
    const made: { url: string; type: string }[] = [];
    (window as unknown as { objectUrls: typeof made }).objectUrls = made;
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = create(object);
      made.push({ url, type: object instanceof Blob ? object.type : 'media-source' });
      return url;
    };
  });

const objectUrlsOf = (page: Page) => page.evaluate(() => (window as unknown as { objectUrls: { url: string; type: string }[] }).objectUrls);

/** Whether a script of the SVG ran in our origin: its marks, on the page and in the origin's storage. */
const ranIn = async (page: Page) => ({ title: await page.title(), pwned: await page.evaluate(() => localStorage.getItem('pwned')) });

/**
 * Opens an address in a new tab of the same signed-in context as a person would; when it is a download (a download
 * is not a page: goto fails with "Download is starting", the outcome we want), that download.
 */
const openInNewTab = async (context: BrowserContext, url: string, { download = true } = {}): Promise<{ page: Page; download: Download | null }> => {
  const page = await context.newPage();
  const started = download ? page.waitForEvent('download', { timeout: 10_000 }).catch(() => null) : Promise.resolve(null);
  await page.goto(url, { waitUntil: 'load', timeout: 10_000 }).catch(() => undefined);
  return { page, download: await started };
};

it('shows a hostile SVG in the chat only as a file to download, and no way of opening it runs its script in our origin', async () => {
  const position = `Platform Engineer ${Date.now()}`;
  const email = await signUpSeeker(app.server.url, { firstName: 'Sally', lastName: 'Svg' });
  const referralId = await paidReferral(app.server.url, { email, name: 'Sally Svg' }, ATLASSIAN, position);
  const seeker = await signedInPage(app, email, '/user_dashboard', { prepare: (page) => watchObjectUrls(page.context()) });
  const context = seeker.context();
  const dialogs: string[] = [];
  context.on('page', (page) => page.on('dialog', (dialog) => void (dialogs.push(dialog.message()), dialog.dismiss())));
  seeker.on('dialog', (dialog) => void (dialogs.push(dialog.message()), dialog.dismiss()));
  await seeker.goto(`/user_dashboard/job_referrals/${referralId}`);
  await seeker.getByText(position).first().waitFor();

  // the seeker sends the SVG, as a person would: the drawer's attach button and the file chooser
  await seeker.getByRole('button', { name: /^Chat/ }).click();
  const drawer = seeker.getByRole('dialog', { name: /Chat|at Atlassian/ });
  const chooser = seeker.waitForEvent('filechooser');
  await drawer.getByRole('button', { name: 'Attach a file (images, PDF or Word)' }).click();
  await (await chooser).setFiles({ name: 'cat.svg', mimeType: 'image/svg+xml', buffer: HOSTILE_SVG });
  await drawer.getByRole('button', { name: 'Send message' }).click();

  // it shows as a file to download, never as a picture
  const link = drawer.getByRole('button', { name: 'Download cat.svg' });
  await link.waitFor({ timeout: 10_000 });
  await drawer.getByRole('button', { name: 'Remove cat.svg' }).waitFor({ state: 'hidden' });
  expect(await drawer.getByRole('img').count()).toBe(0);
  await screenshot(seeker, 'uploads-svg-in-chat-1280');
  await seeker.setViewportSize({ width: 390, height: 844 });
  await link.waitFor();
  await screenshot(seeker, 'uploads-svg-in-chat-390');
  await seeker.setViewportSize({ width: 1280, height: 800 });

  // 1. a click in the drawer saves it, with its bytes as sent, and shows nothing: the browser downloads it from the
  // file's own address with a short-lived signed ticket (no bearer, no blob: address)
  const madeBefore = (await objectUrlsOf(seeker)).length;
  const saving = seeker.waitForEvent('download');
  await link.click();
  const saved = await saving;
  expect(saved.suggestedFilename()).toBe('cat.svg');
  expect(saved.url()).toMatch(new RegExp(`^${app.server.url}/api/chat/[^/]+/files/[^/?]+\\?ticket=[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$`));
  expect((await readFile(await saved.path())).equals(HOSTILE_SVG)).toBe(true);
  expect(context.pages()).toHaveLength(1);

  // the download made no blob: address, and every one the page made is a raster picture's
  const made = await objectUrlsOf(seeker);
  expect(made).toHaveLength(madeBefore);
  for (const { type } of made) expect(['image/png', 'image/jpeg', 'image/gif', 'image/webp']).toContain(type);

  // 2. opened in a new tab: each address the page made (pictures only), the download's signed link, and the file's own
  // address on the API, with the session's bearer added as a browser extension might
  const fileUrl = await seeker.evaluate(async (id) => {
    const token = localStorage.getItem('authToken');
    const reply = await fetch(`/api/chat/jobReferral/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    const body = (await reply.json()) as { data: { messages: { content: { file?: { url: string; name: string } } }[] } };
    return body.data.messages.find((message) => message.content.file?.name === 'cat.svg')?.content.file?.url ?? '';
  }, referralId);
  expect(fileUrl).toMatch(/^\/api\/chat\/.+\/files\/.+$/);
  const token = await seeker.evaluate(() => localStorage.getItem('authToken'));
  const tabs: Page[] = [];
  for (const { url } of made) {
    const opened = await openInNewTab(context, url);
    tabs.push(opened.page);
  }
  // the signed link, opened on its own within its minute, is a download again, never a page
  const again = await openInNewTab(context, saved.url());
  tabs.push(again.page);
  expect(again.download?.suggestedFilename()).toBe('cat.svg');
  const againPath = await again.download?.path();
  expect(againPath && (await readFile(againPath)).equals(HOSTILE_SVG)).toBe(true);
  await context.route(`**${fileUrl}`, (route) => route.continue({ headers: { ...route.request().headers(), authorization: `Bearer ${token}` } }));
  const direct = await openInNewTab(context, `${app.server.url}${fileUrl}`);
  tabs.push(direct.page);
  // the API sends it only as an attachment, so even opened directly it is a download, not a page
  expect(direct.download?.suggestedFilename()).toBe('cat.svg');
  await context.unroute(`**${fileUrl}`);

  // 3. the download itself, opened from the disk, is a file of its own origin: nowhere near our storage or token
  const local = await openInNewTab(context, `file://${await saved.path()}`, { download: false });
  expect(await local.page.evaluate(() => location.protocol)).toBe('file:');

  // nothing ran in our origin: no marks in its storage, no title changed, no dialog, in any tab
  await seeker.waitForTimeout(500);
  expect(await ranIn(seeker)).toEqual({ title: expect.not.stringContaining('pwned') as unknown, pwned: null });
  for (const tab of tabs) expect(await tab.title()).not.toBe('pwned');
  expect(dialogs).toEqual([]);
  const fresh = await context.newPage();
  await fresh.goto('/');
  expect(await fresh.evaluate(() => localStorage.getItem('pwned'))).toBeNull();

  // and the check can see a script run: the same bytes as an SVG blob: address of our origin (what the drawer used to
  // make for an <img>) do run when opened in a new tab
  const svgUrl = await fresh.evaluate((text) => URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' })), HOSTILE_SVG.toString('utf8'));
  const control = await openInNewTab(context, svgUrl, { download: false });
  await expect.poll(() => control.page.title(), { timeout: 5000 }).toBe('pwned');
  // (another tab's storage write reaches this page a moment later: Chromium relays it between its renderers)
  await expect.poll(() => fresh.evaluate(() => localStorage.getItem('pwned')), { timeout: 5000 }).toBe(token);
  await context.close();
}, 240_000);
