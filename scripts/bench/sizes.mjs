// Bytes per route on a cold visit: JS and CSS files under /assets/ the page actually requested, gzip size
// computed from the dist files (so the number does not depend on the preview server's compression).
// "without mocks" leaves out the chunks only the in-browser mock API needs (a VITE_ENABLE_MOCKS=false build
// does not have them): files reachable from src/mocks/browser.ts and not from the entry, the layouts or the
// route's page and locale modules.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { settle, waitForApp, watchPage } from '../../e2e/fixtures.mjs';
import { readBuild } from '../check-budget.mjs';

const LAYOUTS = ['src/app/layouts/full-layout.tsx', 'src/app/layouts/main-layout/main-layout.tsx'];
const MOCKS = 'src/mocks/browser.ts';

export async function measureSizes({ browser, base, dist, pages, log = () => {} }) {
  const gzCache = new Map();
  const gzOf = (path) => {
    if (!gzCache.has(path)) {
      const file = join(dist, path);
      gzCache.set(path, existsSync(file) ? gzipSync(readFileSync(file)).length : 0);
    }
    return gzCache.get(path);
  };
  const build = readBuild(dist);
  const mockFiles = new Set(build.files(build.closure([MOCKS])));
  const mockOnly = (route) => {
    const app = [build.entryKey, ...LAYOUTS, route.module, ...(route.namespaces ?? []).map((ns) => `src/features/${ns}/locales/en.json`)];
    const appFiles = new Set(build.files(build.closure(app.filter(Boolean))));
    return new Set([...mockFiles].filter((f) => !appFiles.has(f)));
  };
  const rows = [];
  for (const route of pages) {
    const url = route.urls[0];
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const watcher = watchPage(page, base);
    const loaded = new Set();
    page.on('response', (res) => {
      const u = new URL(res.url());
      if (u.origin === base && /\.(js|css)$/.test(u.pathname) && u.pathname.startsWith('/assets/')) loaded.add(u.pathname.slice(1));
    });
    let note = '';
    try {
      await page.goto(base + url, { waitUntil: 'load', timeout: 30000 });
      await waitForApp(page);
      await settle(page, watcher, { quietMs: 500 });
    } catch (e) {
      note = String(e.message).split('\n')[0].slice(0, 80);
    }
    const problems = watcher.take();
    if (problems.length && !note) note = `${problems.length} problem(s): ${problems[0].kind} ${problems[0].text.slice(0, 60)}`;
    const js = [...loaded].filter((f) => f.endsWith('.js'));
    const mocks = mockOnly(route);
    const css = [...loaded].filter((f) => f.endsWith('.css'));
    const row = {
      path: url,
      layout: route.layout,
      jsGzip: js.reduce((s, f) => s + gzOf(f), 0),
      jsGzipNoMocks: js.filter((f) => !mocks.has(f)).reduce((s, f) => s + gzOf(f), 0),
      cssGzip: css.reduce((s, f) => s + gzOf(f), 0),
      jsFiles: js.length,
      note,
    };
    rows.push(row);
    log(row);
    await context.close();
  }
  return rows;
}
