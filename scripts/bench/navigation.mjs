// Client-side navigation between main routes in one signed-in tab, CPU throttled. Each step pushes the URL and
// fires popstate (what the router does for Back/Forward; a <Link> click goes through the same lazy route
// loading), then waits until the page is "ready": the URL is the target, the <h1> changed, and no skeleton or
// aria-busy region is left. Pass 1 is the first visit of each route (its chunks and data are fetched);
// later passes are repeat visits (chunks cached, data in the query cache).
import { settle, waitForApp, watchPage } from '../../e2e/fixtures.mjs';
import { median, signedInContext, throttle } from './util.mjs';

const READY_TIMEOUT_MS = 20000;

async function navigate(page, path) {
  return page.evaluate(async ({ path, timeout }) => {
    const before = document.querySelector('h1')?.textContent ?? '';
    const t0 = performance.now();
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
    const ready = () => {
      if (location.pathname !== path) return false;
      const h1 = document.querySelector('h1');
      if (!h1 || h1.textContent === before) return false;
      return !document.querySelector('main [data-slot="skeleton"], main [aria-busy="true"], #app-loading:not([hidden])');
    };
    return new Promise((resolve) => {
      const tick = () => {
        if (ready()) return resolve({ ms: performance.now() - t0, ok: true });
        if (performance.now() - t0 > timeout) return resolve({ ms: performance.now() - t0, ok: false });
        requestAnimationFrame(tick);
      };
      tick();
    });
  }, { path, timeout: READY_TIMEOUT_MS });
}

/** Opens `start`, then visits `paths` in order `passes` times; results per target path. */
export async function measureNavigation({ browser, base, start, paths, passes = 3, rate = 4, log = () => {} }) {
  const { context, page } = await signedInContext(browser, base);
  const watcher = watchPage(page, base);
  await page.goto(base + start, { waitUntil: 'load' });
  await waitForApp(page);
  await settle(page, watcher, { quietMs: 500 });
  await throttle(context, page, rate);
  const results = paths.map((to) => ({ to, first: null, repeat: [], timeouts: 0 }));
  for (let pass = 0; pass < passes; pass += 1) {
    for (const r of results) {
      const m = await navigate(page, r.to);
      if (!m.ok) r.timeouts += 1;
      if (pass === 0) r.first = m.ms;
      else r.repeat.push(m.ms);
      // Let the page finish what it started (images, prefetches) before the next step.
      await settle(page, watcher, { quietMs: 300 });
    }
  }
  const problems = watcher.take();
  await context.close();
  const rows = results.map((r) => ({ ...r, repeatMedian: median(r.repeat) }));
  for (const r of rows) log(r);
  return { rows, problems };
}
