// Start-up with and without the mock service worker (RELIABILITY H: the app must run when the worker cannot register).
import { expect, settle, waitForApp, watchPage } from './fixtures.mjs';

const pickMainRoute = (routes) =>
  routes.find((r) => r.path === '/dashboard/analytics' && !r.redirect) ??
  routes.find((r) => r.layout === 'main' && !r.redirect && r.urls?.length && !r.authRequired);

export const tests = [
  {
    name: 'mock service worker controls the page and answers /api',
    async run(t) {
      const context = await t.newContext();
      const page = await context.newPage();
      const watcher = watchPage(page, t.base);
      await page.goto(`${t.base}/pages/error-404`, { waitUntil: 'load' });
      await waitForApp(page);
      await settle(page, watcher);
      const controlled = await page.evaluate(() => Boolean(navigator.serviceWorker?.controller));
      expect(controlled, 'no service worker controls the page');
      const res = await page.evaluate(async () => {
        const r = await fetch('/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'admin@admin.com', password: 'adminadmin' }),
        });
        return { status: r.status, type: r.headers.get('content-type') };
      });
      expect(res.status === 200 && /json/.test(res.type ?? ''), `POST /api/auth/login answered ${res.status} ${res.type}`);
    },
  },
  {
    name: 'app renders within 8 s with service workers blocked and says the demo API could not start',
    async run(t) {
      const main = pickMainRoute(t.routes);
      const path = main?.urls?.[0] ?? '/pages/error-404';
      const context = await t.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(String(e).slice(0, 200)));
      const start = Date.now();
      await page.goto(t.base + path, { waitUntil: 'load' });
      await waitForApp(page, { timeout: 8000 });
      const ms = Date.now() - start;
      if (main) {
        const notice = page.getByText(/demo API could not start/i).first();
        await notice.waitFor({ state: 'visible', timeout: 3000 }).catch(() => {});
        expect(await notice.isVisible(), `no "demo API could not start" notice on ${path}`);
      } else {
        t.log('notice not checked: no main-layout route registered (the notice lives in the main layout)');
      }
      expect(!errors.length, `pageerror: ${errors[0]}`);
      t.log(`${path} rendered in ${ms} ms without the worker`);
    },
  },
  {
    name: 'saved theme, RTL and locale are on <html> before any app module runs (the boot overlay speaks the saved language); corrupt values keep the defaults',
    async run(t) {
      const context = await t.newContext({ serviceWorkers: 'block' });
      // Only the classic theme-init script may run: every module chunk is refused.
      await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
      const htmlOf = async (stored) => {
        const page = await context.newPage();
        await page.addInitScript((entries) => {
          localStorage.clear();
          for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
        }, stored);
        await page.goto(`${t.base}/pages/error-404`, { waitUntil: 'domcontentloaded' });
        const html = await page.evaluate(() => ({
          theme: document.documentElement.dataset.theme,
          dark: document.documentElement.classList.contains('dark'),
          dir: document.documentElement.dir,
          lang: document.documentElement.lang,
          appRendered: Boolean(document.querySelector('#root')?.childElementCount),
          loadingText: document.getElementById('app-loading')?.innerText.trim(),
        }));
        await page.close();
        return html;
      };
      const saved = await htmlOf({ theme: 'dark', locale: 'de', layout: JSON.stringify({ rtl: true }) });
      expect(!saved.appRendered, 'the app rendered although its modules were blocked (test is not isolating theme-init.js)');
      expect(saved.theme === 'dark' && saved.dark, `theme: ${JSON.stringify(saved)}`);
      expect(saved.dir === 'rtl', `dir before the app ran: ${saved.dir}`);
      expect(saved.lang === 'de', `lang before the app ran: ${saved.lang}`);
      expect(saved.loadingText === 'Wird geladen…', `the boot overlay says "${saved.loadingText}" in German`);
      for (const [locale, text] of [
        ['fr', 'Chargement…'],
        ['pt', 'Carregando…'],
      ]) {
        const html = await htmlOf({ locale });
        expect(html.loadingText === text, `the boot overlay says "${html.loadingText}" in ${locale}`);
      }
      for (const corrupt of [
        { theme: '<script>', locale: 'xx', layout: '{not json' },
        { theme: 'DARK', locale: '__proto__', layout: JSON.stringify({ rtl: 'true' }) },
        { layout: JSON.stringify([{ rtl: true }]) },
      ]) {
        const html = await htmlOf(corrupt);
        const ok = html.theme === 'light' && !html.dark && html.dir === 'ltr' && html.lang === 'en' && html.loadingText === 'Loading…';
        expect(ok, `${JSON.stringify(corrupt)} -> ${JSON.stringify(html)}`);
      }
    },
  },
];
