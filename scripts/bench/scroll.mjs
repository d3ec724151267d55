// Frame times while scrolling the table demos at 100,000 rows (issue 9): the TanStack Table virtual demo
// (/ui-elements/table, "Virtualized rows" card, switched from its default 10,000 to 100,000 rows) and the AG Grid
// "Large data set" card (/ui-elements/ag-grid-table, 100,000 generated rows loaded with its button, no pagination,
// AG Grid's own row virtualisation). The scroller moves a fixed distance every animation frame (a fast, steady
// wheel scroll), bouncing at the ends, for DURATION_MS; the rAF intervals are the frame times (a frame that takes
// longer than 16.7 ms delays the next callback). Each demo reports the row count it shows, so a demo that fails to
// reach 100,000 rows is visible in the output rather than silently measured on a smaller set.
import { settle, waitForApp, watchPage } from '../../e2e/fixtures.mjs';
import { median, percentile, signedInContext, throttle } from './util.mjs';

const DURATION_MS = 4000;
const PX_PER_FRAME = 120;

async function scrollFrames(page, selector) {
  return page.evaluate(async ({ selector, duration, step }) => {
    const el = document.querySelector(selector);
    if (!el) throw new Error(`${selector} not found`);
    el.scrollTop = 0;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const frames = [];
    let dir = 1;
    let last = performance.now();
    const end = last + duration;
    let maxRows = 0;
    await new Promise((resolve) => {
      const tick = (now) => {
        frames.push(now - last);
        last = now;
        const max = el.scrollHeight - el.clientHeight;
        if ((dir > 0 && el.scrollTop >= max - 1) || (dir < 0 && el.scrollTop <= 0)) dir = -dir;
        el.scrollTop += dir * step;
        maxRows = Math.max(maxRows, el.querySelectorAll('[role="row"], tr').length);
        if (now < end) requestAnimationFrame(tick);
        else resolve();
      };
      requestAnimationFrame(tick);
    });
    return { frames: frames.slice(1), scrollHeight: el.scrollHeight, maxRows };
  }, { selector, duration: DURATION_MS, step: PX_PER_FRAME });
}

function summarise(name, rows, result) {
  const f = result.frames;
  const total = f.reduce((s, x) => s + x, 0);
  return {
    name,
    rows,
    frames: f.length,
    fps: total ? (f.length * 1000) / total : null,
    median: median(f),
    p95: percentile(f, 95),
    longFrames: f.filter((x) => x > 50).length,
    domRows: result.maxRows,
    scrollHeight: result.scrollHeight,
  };
}

const ROWS = 100_000;
/** "100,000 rows" (any grouping) -> 100000. */
const countOf = (text) => Number(text.replace(/\D/g, ''));

const DEMOS = [
  {
    name: 'TanStack Table (virtualised)',
    path: '/ui-elements/table',
    selector: '[data-testid="virtual-scroller"]',
    async prepare(page) {
      const scroller = page.locator('[data-testid="virtual-scroller"]');
      await scroller.scrollIntoViewIfNeeded();
      await page.locator(`[data-testid="virtual-size"] [data-rows="${ROWS}"]`).click();
      const count = page.locator('[data-testid="virtual-count"]');
      await page.waitForFunction(
        (rows) => Number(document.querySelector('[data-testid="virtual-count"]')?.textContent?.replace(/\D/g, '')) === rows,
        ROWS,
        { timeout: 60000 },
      );
      await page.locator('[data-testid="virtual-row"]').first().waitFor({ timeout: 60000 });
      return countOf(await count.innerText());
    },
  },
  {
    name: 'AG Grid (large data set)',
    path: '/ui-elements/ag-grid-table',
    // AG Grid 36 scrolls rows in .ag-grid-viewport (.ag-body-viewport in older versions).
    selector: '[data-testid="big-grid"] :is(.ag-grid-viewport, .ag-body-viewport)',
    async prepare(page) {
      const load = page.locator('[data-testid="big-grid-load"]');
      await load.scrollIntoViewIfNeeded();
      await load.click();
      await page.locator('[data-testid="big-grid"] .ag-row').first().waitFor({ timeout: 60000 });
      await page.locator('[data-testid="big-grid"]').scrollIntoViewIfNeeded();
      return countOf(await page.locator('[data-testid="big-grid-count"]').innerText());
    },
  },
];

export async function measureScroll({ browser, base, rates = [1, 4], log = () => {} }) {
  const rows = [];
  for (const demo of DEMOS) {
    const { context, page } = await signedInContext(browser, base);
    const watcher = watchPage(page, base);
    await page.goto(base + demo.path, { waitUntil: 'load' });
    await waitForApp(page);
    await settle(page, watcher, { quietMs: 500 });
    const count = await demo.prepare(page);
    await settle(page, watcher, { quietMs: 300 });
    for (const rate of rates) {
      const cdp = await throttle(context, page, rate);
      const row = { ...summarise(demo.name, count, await scrollFrames(page, demo.selector)), rate, path: demo.path };
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      rows.push(row);
      log(row);
    }
    const problems = watcher.take();
    if (problems.length) rows[rows.length - 1].note = `${problems.length} problem(s): ${problems[0].kind} ${problems[0].text.slice(0, 60)}`;
    await context.close();
  }
  return rows;
}
