// Cold load of a URL in a fresh context (empty cache, signed out) with the CPU throttled:
// FCP and LCP from the page's performance entries (FCP is usually the boot overlay), "rendered" = the first
// frame showing the route's <h1> without the overlay; "network idle" = navigation start until the last response
// before a 500 ms quiet period, from Resource Timing (so the mock API's answers, which the service worker
// serves, count too).
import { settle, waitForApp, watchPage } from '../../e2e/fixtures.mjs';
import { median, throttle } from './util.mjs';

async function coldLoad(browser, base, url, rate) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    performance.setResourceTimingBufferSize(5000);
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__lcp = Math.max(window.__lcp, e.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    // "Rendered": the first frame with the route's <h1> and the boot overlay gone.
    const poll = () => {
      const overlay = document.getElementById('app-loading');
      if (document.querySelector('h1') && (!overlay || overlay.hidden)) window.__rendered = performance.now();
      else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  });
  await throttle(context, page, rate);
  const watcher = watchPage(page, base);
  await page.goto(base + url, { waitUntil: 'load', timeout: 90000 });
  await waitForApp(page, { timeout: 60000 });
  await settle(page, watcher, { quietMs: 500, maxMs: 30000 });
  const m = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    lcp: window.__lcp || null,
    rendered: window.__rendered ?? null,
    idle: Math.max(
      performance.getEntriesByType('navigation')[0]?.responseEnd ?? 0,
      ...performance.getEntriesByType('resource').map((e) => e.responseEnd),
    ),
    h1: document.querySelector('h1')?.textContent?.trim() ?? '',
    path: location.pathname,
  }));
  await context.close();
  return m;
}

export async function measureColdLoads({ browser, base, targets, runs, rate = 4, log = () => {} }) {
  const out = [];
  for (const url of targets) {
    const list = [];
    for (let i = 0; i < runs; i += 1) list.push(await coldLoad(browser, base, url, rate));
    const landed = [...new Set(list.map((r) => r.path))];
    const row = {
      path: url,
      runs: list,
      fcp: median(list.map((r) => r.fcp)),
      lcp: median(list.map((r) => r.lcp)),
      rendered: median(list.map((r) => r.rendered)),
      networkIdle: median(list.map((r) => r.idle)),
      note: landed.length === 1 && landed[0] === url ? '' : `landed on ${landed.join(', ')}`,
    };
    out.push(row);
    log(row);
  }
  return out;
}
