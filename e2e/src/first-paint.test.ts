import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, screenshot, useServerAndBrowser } from './harness.ts';

const app = useServerAndBrowser();

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (page: Page, selector: string): Promise<Box> => {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  return { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };
};

describe.each([1280, 390])('the first paint at %i px, before the app script runs', (width) => {
  it('shows the header and a hero in the real sizes, which the app then replaces without moving them', async () => {
    const context = await newContext(app.browser, app.server.url, width);
    const page = await context.newPage();
    // hold the app's entry script until the shell has been looked at,
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    // and the app's stylesheets: linked at the end of the body, they may arrive after the shell's first paint
    await page.route(/\/assets\/(index-[^/]+\.js|[^/]+\.css)$/, async (route) => {
      await released;
      await route.continue();
    });
    // a module script holds DOMContentLoaded back, so wait for what is painted instead
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('link', { name: 'Referly home' }).waitFor();

    expect(await page.getByRole('link', { name: 'Referly home' }).isVisible()).toBe(true);
    expect(await page.getByRole('status').filter({ hasText: 'Loading Referly…' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    const shellHeader = await boxOf(page, 'header');
    const shellLogoMark = await boxOf(page, 'header a svg');
    const shellHero = await boxOf(page, 'main > *:not([role="status"])');
    await screenshot(page, `first-paint-shell-${width}`);

    release();
    await page.getByRole('heading', { name: 'Get referred by people who already work there.' }).waitFor();
    expect(await page.getByText('Loading Referly…').count()).toBe(0);
    expect(await boxOf(page, 'header')).toEqual(shellHeader);
    expect(await boxOf(page, 'header a svg')).toEqual(shellLogoMark);
    expect(await boxOf(page, 'main > section')).toEqual(shellHero);
    await context.close();
  });
});
