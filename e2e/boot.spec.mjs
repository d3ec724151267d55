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
];
