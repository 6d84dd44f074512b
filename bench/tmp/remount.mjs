import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const rate of [1, 6]) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.addInitScript(() => {
    window.__log = [];
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.removedNodes) if (n.nodeType === 1 && (n.textContent || '').includes('Get Started')) window.__log.push(`${performance.now().toFixed(0)} removed ${n.tagName} ${n.className?.toString().slice(0,40)}`);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('http://127.0.0.1:3999/');
  const t = await page.evaluate(() => performance.now());
  await page.waitForTimeout(3000);
  console.log('rate', rate, 'loaded at', t.toFixed(0), await page.evaluate(() => window.__log));
  await page.close();
}
await browser.close();
