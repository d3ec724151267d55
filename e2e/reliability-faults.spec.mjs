// RELIABILITY.md H cases in a real browser: network faults (offline, a 500 on one endpoint, an unreachable API,
// a huge answer). The faults are injected by the fetch wrapper of reliability-helpers.mjs (why: see its header).
import { expect, Failure, signedInAs } from './fixtures.mjs';
import { clickMenuLink, expectClean, goto, pathOf, requireRoutes, shown, storage, waitForPath } from './flows.mjs';
import { fetches, open, setFaults } from './reliability-helpers.mjs';

// ---------------------------------------------------------------------------------------------------------
// H. network faults

const h = [
  {
    name: 'H1: offline -> "You\'re offline" notice and error with Retry; typed input kept; works again when back online',
    timeout: 150_000,
    async run(t) {
      requireRoutes(t, '/apps/todo/all', '/apps/todo/completed');
      // Offline, the browser also fails its own favicon and prefetch requests: those are not the page's.
      const { context, page, watcher } = await open(t, { faults: [], allow: [/\/favicon\.svg/, /\/images\//] });
      await goto(page, t.base, '/pages/error-404', watcher);
      await signedInAs(page, 'editor');
      await goto(page, t.base, '/apps/todo/all', watcher);
      await context.setOffline(true);
      await setFaults(page, [{ path: '/api/', kind: 'network' }]);
      await shown(page.getByRole('status').filter({ hasText: /offline/i }), 'no "You\'re offline" notice after going offline', 5000);
      await clickMenuLink(page, '/apps/todo/completed').catch(() => page.getByRole('link', { name: 'Completed' }).first().click());
      await waitForPath(page, (p) => p === '/apps/todo/completed', 'Completed filter');
      const listError = await shown(
        page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) }),
        'no error with Retry for the list while offline',
        30000,
      );
      expect(/offline/i.test(await listError.innerText()), `the list error does not say offline: ${await listError.innerText()}`);
      await page.getByRole('button', { name: 'Add Task' }).first().click();
      const dialog = await shown(page.getByRole('dialog', { name: 'Add Task' }), 'Add Task did not open');
      const title = dialog.getByRole('textbox', { name: /title/i });
      await title.fill('Written while offline');
      await dialog.getByRole('button', { name: 'Add' }).click();
      await shown(
        page.locator('[data-sonner-toast], [role="alert"]').filter({ hasText: /offline|save/i }),
        'no message when saving offline',
        15000,
      );
      expect((await title.inputValue()) === 'Written while offline', 'the typed title was lost');
      await context.setOffline(false);
      await setFaults(page, []);
      await page
        .waitForFunction(() => !document.querySelector('[role="status"]')?.textContent?.match(/offline/i), null, { timeout: 5000 })
        .catch(() => {});
      await dialog.getByRole('button', { name: 'Add' }).click();
      await page
        .getByRole('dialog', { name: 'Add Task' })
        .waitFor({ state: 'hidden', timeout: 15000 })
        .catch(() => {
          throw new Failure('saving again online did not close the dialog');
        });
      const retry = page.getByRole('button', { name: 'Retry' });
      if (await retry.count()) await retry.first().click();
      await page
        .getByRole('alert')
        .filter({ has: page.getByRole('button', { name: 'Retry' }) })
        .first()
        .waitFor({ state: 'hidden', timeout: 15000 })
        .catch(() => {
          throw new Failure('Retry online did not clear the list error');
        });
      const created = (await fetches(page)).filter((c) => c.method === 'POST' && c.path.startsWith('/api/apps/todo/tasks') && !c.faulted);
      expect(created.length === 1, `${created.length} successful create calls (expected 1)`);
      expectClean(watcher, 'H1');
    },
  },
  {
    name: 'H2: a 500 on one dashboard endpoint -> that card shows an error with Retry, the others render; no logout',
    async run(t) {
      requireRoutes(t, '/dashboard/analytics');
      const { page, watcher } = await open(t, { faults: [{ path: '/api/card/card-analytics/sales/bar', status: 500 }], allow: [] });
      await goto(page, t.base, '/pages/error-404', watcher);
      await signedInAs(page, 'admin');
      await goto(page, t.base, '/dashboard/analytics', watcher);
      const alert = await shown(
        page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) }),
        'no card error with Retry',
        30000,
      );
      expect(
        (await page
          .getByRole('alert')
          .filter({ has: page.getByRole('button', { name: 'Retry' }) })
          .count()) === 1,
        'more than one card failed',
      );
      expect(
        (await page.getByRole('table', { name: 'Dispatched Orders' }).count()) === 1,
        'the other cards did not render (Dispatched Orders missing)',
      );
      expect((await storage(page)).loggedIn === 'true', 'the 500 signed the user out');
      expect(pathOf(page) === '/dashboard/analytics', `moved to ${pathOf(page)}`);
      await setFaults(page, []);
      await alert.getByRole('button', { name: 'Retry' }).click();
      await alert.waitFor({ state: 'hidden', timeout: 15000 }).catch(() => {
        throw new Failure('Retry did not recover the card');
      });
      expectClean(watcher, 'H2');
    },
  },
  {
    name: 'H5: API unreachable (worker blocked, network refused) -> "Server unreachable" with Retry; no unhandled rejection',
    async run(t) {
      requireRoutes(t, '/apps/todo/all');
      const { context, page, watcher } = await open(t, { contextOptions: { serviceWorkers: 'block' }, allow: [/\/api\//] });
      await context.route(
        (url) => url.pathname.startsWith('/api/'),
        (route) => route.abort('connectionrefused'),
      );
      await goto(page, t.base, '/apps/todo/all', watcher);
      const alert = await shown(
        page.getByRole('alert').filter({ hasText: /Server unreachable/ }),
        'no "Server unreachable" message',
        30000,
      );
      expect((await alert.getByRole('button', { name: 'Retry' }).count()) === 1, 'the message has no Retry');
      await alert.getByRole('button', { name: 'Retry' }).click();
      await shown(
        page.getByRole('alert').filter({ hasText: /Server unreachable/ }),
        'the message went away although the server is still unreachable',
        30000,
      );
      const problems = watcher
        .take()
        .filter((p) => p.kind === 'pageerror' || (p.kind === 'console' && !/Failed to load resource|ERR_CONNECTION_REFUSED/.test(p.text)));
      expect(!problems.length, `H5: ${problems.map((p) => `${p.kind}: ${p.text}`).join('; ')}`);
    },
  },
  {
    name: 'H10: the product list endpoint answering 10 000 rows -> paginated, page usable',
    timeout: 150_000,
    async run(t) {
      requireRoutes(t, '/ui-elements/data-list/list-view');
      const rows = Array.from({ length: 10_000 }, (_, i) => ({
        id: 10_000 - i,
        name: `Bulk product ${10_000 - i}`,
        category: ['audio', 'computers', 'fitness', 'appliance'][i % 4],
        img: '',
        order_status: ['pending', 'on_hold', 'delivered', 'canceled'][i % 4],
        popularity: i % 101,
        price: 1 + (i % 500),
      }));
      const { page, watcher } = await open(t, {
        faults: [{ path: '/api/data-list/products', method: 'GET', status: 200, body: JSON.stringify(rows) }],
      });
      const started = Date.now();
      await goto(page, t.base, '/ui-elements/data-list/list-view', watcher);
      await shown(page.getByText('Bulk product 10000').first(), 'the first of 10 000 rows is not shown', 30000);
      const ms = Date.now() - started;
      const domRows = await page.locator('tbody tr').count();
      expect(domRows > 0 && domRows <= 100, `${domRows} rows in the DOM (not paginated)`);
      await shown(page.getByText(/of 10[,.\u202f\u00a0]?000/).first(), 'no "… of 10,000" pagination text');
      const next = page.getByRole('button', { name: /next/i }).first();
      await next.click();
      await shown(page.getByText('Bulk product 9996').first(), 'Next page did not show the next rows', 10000);
      const search = page
        .getByRole('searchbox', { name: 'Search products…' })
        .or(page.getByRole('textbox', { name: 'Search products…' }))
        .first();
      const typed = Date.now();
      await search.fill('Bulk product 9999');
      await shown(page.getByText('Bulk product 9999', { exact: true }).first(), 'searching 10 000 rows found nothing', 10000);
      expect(Date.now() - typed < 8000, `search over 10 000 rows took ${Date.now() - typed} ms`);
      expectClean(watcher, 'H10');
      t.log(`10 000 rows: first paint ${ms} ms, ${domRows} rows in the DOM`);
    },
  },
];

export const tests = [...h];
