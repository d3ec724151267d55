// Client-side navigation between main routes in one signed-in tab, CPU throttled. A step is "ready" when the URL is
// the target, the <h1> changed, and no skeleton or aria-busy region is left.
//  - History steps push the URL and fire popstate (what the router does for Back/Forward). Pass 1 is the first
//    visit of each route (its chunks and data are fetched); later passes are repeat visits (chunks cached, data in
//    the query cache).
//  - Link steps, in a fresh tab, are first visits the way a mouse user makes them: the pointer rests on the route's
//    sidebar link for `hoverMs` (menu links prefetch their page on hover or focus), then clicks it.
import { settle, waitForApp, watchPage } from '../../e2e/fixtures.mjs';
import { median, signedInContext, throttle } from './util.mjs';

const READY_TIMEOUT_MS = 20000;
const menuLink = (path) => `aside nav a[href="${path}"]`;

/** Starts the step (`history` or a click on the menu link) and resolves with the time until the page is ready. */
async function timedStep(page, path, how) {
  return page.evaluate(
    async ({ path, how, selector, timeout }) => {
      const before = document.querySelector('h1')?.textContent ?? '';
      const t0 = performance.now();
      if (how === 'link') document.querySelector(selector).click();
      else {
        history.pushState(null, '', path);
        dispatchEvent(new PopStateEvent('popstate', { state: null }));
      }
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
    },
    { path, how, selector: menuLink(path), timeout: READY_TIMEOUT_MS },
  );
}

/** The route's sidebar link, opening the menu group that holds it if needed (not timed). */
async function revealMenuLink(page, path) {
  const link = page.locator(menuLink(path)).first();
  if (await link.count()) return link;
  // Element handles stay bound to their buttons while aria-expanded changes (a locator re-queries).
  for (const group of await page.$$('aside nav button[aria-expanded="false"]')) {
    await group.click();
    if (await link.count()) return link;
    await group.click();
  }
  return null;
}

async function openTab(browser, base, start, rate) {
  const { context, page } = await signedInContext(browser, base);
  const watcher = watchPage(page, base);
  await page.goto(base + start, { waitUntil: 'load' });
  await waitForApp(page);
  await settle(page, watcher, { quietMs: 500 });
  await throttle(context, page, rate);
  return { context, page, watcher };
}

/** Opens `start`, then visits `paths` in order `passes` times through history; then, in a fresh tab, once each
 *  through its menu link. Results per target path. */
export async function measureNavigation({ browser, base, start, paths, passes = 3, rate = 4, hoverMs = 200, log = () => {} }) {
  const results = paths.map((to) => ({ to, first: null, repeat: [], viaLink: null, timeouts: 0 }));
  const problems = [];

  const tab = await openTab(browser, base, start, rate);
  for (let pass = 0; pass < passes; pass += 1) {
    for (const r of results) {
      const m = await timedStep(tab.page, r.to, 'history');
      if (!m.ok) r.timeouts += 1;
      if (pass === 0) r.first = m.ms;
      else r.repeat.push(m.ms);
      // Let the page finish what it started (images, prefetches) before the next step.
      await settle(tab.page, tab.watcher, { quietMs: 300 });
    }
  }
  problems.push(...tab.watcher.take());
  await tab.context.close();

  const linkTab = await openTab(browser, base, start, rate);
  for (const r of results) {
    const link = await revealMenuLink(linkTab.page, r.to);
    if (!link) continue;
    await settle(linkTab.page, linkTab.watcher, { quietMs: 300 });
    await link.hover();
    await linkTab.page.waitForTimeout(hoverMs);
    const m = await timedStep(linkTab.page, r.to, 'link');
    if (!m.ok) r.timeouts += 1;
    r.viaLink = m.ms;
    await settle(linkTab.page, linkTab.watcher, { quietMs: 300 });
  }
  problems.push(...linkTab.watcher.take());
  await linkTab.context.close();

  const rows = results.map((r) => ({ ...r, repeatMedian: median(r.repeat) }));
  for (const r of rows) log(r);
  return { rows, problems, hoverMs };
}
