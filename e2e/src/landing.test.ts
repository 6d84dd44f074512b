import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, screenshot, useServerAndBrowser } from './harness.ts';

const app = useServerAndBrowser();

const stories = ['Priya Raman', 'Tom Gallagher', 'Mei Lin Chen'];

/** The story a visitor can actually see: the slide that, at rest, fills the carousel's window. */
const shownStory = async (carousel: Locator): Promise<string> => {
  const window = await carousel.locator('div.overflow-hidden').boundingBox();
  for (const name of stories) {
    const box = await carousel.locator('figure').filter({ hasText: name }).boundingBox({ timeout: 2_000 });
    if (window && box && Math.abs(box.x - window.x) < 2) return name;
  }
  return 'none';
};

const settledOn = async (carousel: Locator, name: string) => {
  await expect.poll(() => shownStory(carousel), { timeout: 5_000 }).toBe(name);
  const index = stories.indexOf(name) + 1;
  await expect.poll(() => carousel.getByRole('button', { name: `Show story ${index}` }).getAttribute('aria-current')).toBe('true');
};

const swipe = async (page: Page, carousel: Locator, direction: 'left' | 'right') => {
  const box = await carousel.locator('div.overflow-hidden').boundingBox();
  if (!box) throw new Error('the carousel is not on screen');
  const y = box.y + box.height / 2;
  const [from, to] = direction === 'left' ? [box.x + box.width * 0.8, box.x + box.width * 0.2] : [box.x + box.width * 0.2, box.x + box.width * 0.8];
  await page.mouse.move(from, y);
  await page.mouse.down();
  await page.mouse.move(to, y, { steps: 12 });
  await page.mouse.up();
};

describe.each([1280, 390])('the success stories on the landing page at %i px', (width) => {
  it('move by arrows, dots, swipes and arrow keys, wrapping around at both ends', async () => {
    const context = await newContext(app.browser, app.server.url, width);
    const page = await context.newPage();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Success stories' });
    await carousel.scrollIntoViewIfNeeded();
    await settledOn(carousel, 'Priya Raman');
    await screenshot(page, `landing-stories-${width}`);

    await carousel.getByRole('button', { name: 'Previous story' }).click();
    await settledOn(carousel, 'Mei Lin Chen');
    await carousel.getByRole('button', { name: 'Next story' }).click();
    await settledOn(carousel, 'Priya Raman');
    await carousel.getByRole('button', { name: 'Show story 2' }).click();
    await settledOn(carousel, 'Tom Gallagher');

    await swipe(page, carousel, 'left');
    await settledOn(carousel, 'Mei Lin Chen');
    await swipe(page, carousel, 'left');
    await settledOn(carousel, 'Priya Raman');
    await swipe(page, carousel, 'right');
    await settledOn(carousel, 'Mei Lin Chen');

    await carousel.getByRole('button', { name: 'Next story' }).focus();
    await page.keyboard.press('ArrowRight');
    await settledOn(carousel, 'Priya Raman');
    await page.keyboard.press('ArrowLeft');
    await settledOn(carousel, 'Mei Lin Chen');
    await context.close();
  });
});
