// App-shell interactions in a real browser: the starred-pages bar's drag across bar and overflow (needs layout,
// jsdom has none), AG Grid's stylesheets across a departure from its page, and the customizer's mock-API fault
// panel driving every demo app into its error state and back.
import { axeViolations, expect, gotoRoute } from './fixtures.mjs';
import { expectClean, gone, openSignedIn, shown, until } from './flows.mjs';

const STARRED = [
  '/dashboard/analytics',
  '/apps/chat',
  '/apps/todo/all',
  '/apps/email/inbox',
  '/apps/eCommerce/shop',
  '/apps/user/user-list',
  '/ui-elements/colors',
  '/ui-elements/card/basic',
  '/ui-elements/card/statistics',
  '/ui-elements/card/analytics',
  '/ui-elements/grid/vuesax',
  '/ui-elements/grid/tailwind',
];

/** Pointer drag in small steps (dnd-kit starts a drag after 6 px of movement). */
async function drag(page, from, to) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  const steps = 12;
  for (let i = 1; i <= steps; i += 1) {
    await page.mouse.move(
      a.x + a.width / 2 + ((b.x + b.width / 2 - a.x - a.width / 2) * i) / steps,
      a.y + a.height / 2 + ((b.y + b.height / 2 - a.y - a.height / 2) * i) / steps,
    );
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(120);
  await page.mouse.up();
}

/** Demo apps and the API prefix each one reads (SPEC §7). */
const FAULT_APPS = [
  { path: '/apps/email/inbox', pattern: '/api/apps/email' },
  { path: '/apps/chat', pattern: '/api/apps/chat' },
  { path: '/apps/todo/all', pattern: '/api/apps/todo' },
  { path: '/apps/calendar/vue-simple-calendar', pattern: '/api/apps/calendar' },
  { path: '/apps/eCommerce/shop', pattern: '/api/apps/ecommerce' },
  { path: '/apps/user/user-list', pattern: '/api/user-management' },
  { path: '/ui-elements/data-list/list-view', pattern: '/api/data-list' },
];

/** Through the customizer's "Simulate API faults" group: path prefix (blur commits it; '' clears) and status. */
async function setForcedStatus(page, pattern, status) {
  await page.getByRole('button', { name: 'Open theme customizer' }).click();
  const sheet = page.getByRole('dialog', { name: 'Theme customizer' });
  await sheet.waitFor({ state: 'visible', timeout: 5000 });
  const input = sheet.getByRole('textbox', { name: 'Path prefix' });
  await input.scrollIntoViewIfNeeded();
  await input.fill(pattern);
  await input.blur();
  let ok = true;
  if (pattern) {
    const button = sheet.getByRole('group', { name: 'Status to return' }).getByRole('button', { name: String(status) });
    await until(page, () => button.isEnabled(), Boolean, 'the status buttons stay disabled');
    await button.click();
    ok = (await button.getAttribute('aria-pressed')) === 'true';
  }
  await page.keyboard.press('Escape');
  await sheet.waitFor({ state: 'hidden', timeout: 5000 });
  return ok;
}

const stored = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('starredPages') ?? '[]'));

const OVERLAYS = [
  ['/dashboard/analytics', 'notifications', (p) => p.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click(), 'menu'],
  ['/dashboard/analytics', 'user menu', (p) => p.getByRole('button', { name: 'User menu' }).click(), 'menu'],
  ['/dashboard/analytics', 'page search', (p) => p.getByRole('button', { name: 'Search (Ctrl+K)' }).click(), 'dialog'],
  ['/dashboard/analytics', 'customizer', (p) => p.getByRole('button', { name: 'Open theme customizer' }).click(), 'dialog'],
  ['/apps/calendar/vue-simple-calendar', 'Add Event', (p) => p.getByRole('button', { name: 'Add Event' }).first().click(), 'dialog'],
  ['/ui-elements/data-list/list-view', 'Add New', (p) => p.getByRole('button', { name: 'Add New' }).click(), 'dialog'],
];

/** Opens each overlay on a fresh page in one theme and runs axe on it (one test per theme keeps each short). */
async function overlaysAxe(t, theme) {
  const found = [];
  for (const [path, what, open, role] of OVERLAYS) {
    const { page, watcher } = await openSignedIn(t, path, { role: 'admin' });
    if (theme === 'dark') await page.evaluate(() => document.documentElement.classList.add('dark'));
    await open(page);
    await shown(page.getByRole(role).first(), `${what}: no ${role} opened`);
    await page.waitForTimeout(400); // the open animation ends, so colours are final
    for (const v of await axeViolations(page)) found.push(`${theme} ${what}: ${v}`);
    if (theme === 'light' && what === 'notifications') {
      // Menus move focus with the arrow keys: the last item is the "Mark all as read" action.
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await shown(page.getByRole('button', { name: 'Notifications, 0 unread' }), 'End + Enter in the menu did not mark all as read');
    }
    expectClean(watcher, `${theme} ${what}`);
    await page.context().close();
  }
  expect(found.length === 0, `axe on open overlays: ${found.join('; ')}`);
}

export const tests = [
  {
    name: 'open overlays are axe-clean in light (menus, search, customizer, calendar and data-list forms); Mark all as read is reachable by keyboard',
    run: (t) => overlaysAxe(t, 'light'),
  },
  {
    name: 'open overlays are axe-clean in dark (menus, search, customizer, calendar and data-list forms)',
    run: (t) => overlaysAxe(t, 'dark'),
  },
  {
    name: 'lazily loaded overlays: the customizer and the page search open from the keyboard, and Escape gives focus back to their trigger',
    async run(t) {
      const { page, watcher } = await openSignedIn(t, '/pages/faq');
      const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
      for (const [trigger, dialog] of [
        ['Open theme customizer', 'Theme customizer'],
        ['Search (Ctrl+K)', 'Search'],
      ]) {
        await page.getByRole('button', { name: trigger }).focus();
        await page.keyboard.press('Enter');
        const opened = await shown(page.getByRole('dialog').first(), `${trigger}: Enter opened no dialog (its chunk never loaded?)`);
        expect(
          // The modal hides the rest of the page from the accessibility tree, its trigger included.
          (await page.getByRole('button', { name: trigger, includeHidden: true }).getAttribute('aria-expanded')) === 'true',
          `${trigger}: not aria-expanded`,
        );
        await page.keyboard.press('Escape');
        await gone(opened, `${trigger}: Escape did not close the ${dialog} dialog`);
        await until(page, focusedName, (name) => name === trigger, `${trigger}: focus did not come back to the trigger`);
      }
      expectClean(watcher, 'lazy overlays');
    },
  },
  {
    name: 'AG Grid keeps its theme CSS when the last grid goes: leaving and revisiting the grid page neither removes nor duplicates a stylesheet',
    async run(t) {
      const { page, watcher } = await openSignedIn(t, '/ui-elements/ag-grid-table', { viewport: { width: 1440, height: 900 } });
      const gridStyles = () => page.evaluate(() => [...document.head.querySelectorAll('style[data-ag-css]')].map((s) => s.dataset.agCss));
      await shown(page.getByRole('gridcell').first(), 'the contacts grid showed no cells');
      const onGrid = await gridStyles();
      expect(onGrid.includes('shared') && onGrid.includes('core'), `AG Grid injected no shared/core CSS: ${onGrid.join(', ')}`);
      await page.locator('aside nav a[href="/pages/faq"]').click();
      await shown(page.getByRole('heading', { level: 1, name: 'FAQ' }), 'the FAQ page did not open from its menu link');
      const away = await gridStyles();
      // Removing (and later re-adding) the shared sheets restyles the whole document on every departure and visit.
      expect(
        away.includes('shared') && away.includes('core'),
        `leaving the grid removed its shared CSS: left ${away.join(', ') || 'none'}`,
      );
      await page.goBack();
      await shown(page.getByRole('gridcell').first(), 'the grid did not come back');
      const back = await gridStyles();
      expect(new Set(back).size === back.length, `duplicate AG Grid stylesheets after the revisit: ${back.join(', ')}`);
      expect(back.length === onGrid.length, `${back.length} AG Grid stylesheets after the revisit, ${onGrid.length} on the first visit`);
      expectClean(watcher, 'grid styles');
    },
  },
  {
    name: 'starred pages: the ☆ menu stays where it opened while pages are starred from it',
    async run(t) {
      const { page, watcher } = await openSignedIn(t, '/pages/faq', { viewport: { width: 1440, height: 900 } });
      await page.evaluate(() => localStorage.setItem('starredPages', '[]'));
      await gotoRoute(page, t.base, '/pages/faq', watcher);
      const bar = page.getByRole('navigation', { name: 'Starred pages' });
      await bar.getByRole('button', { name: 'Star or unstar pages' }).click();
      const menu = page.getByRole('menu');
      await menu.waitFor({ state: 'visible', timeout: 5000 });
      const x0 = (await menu.boundingBox()).x;
      for (const name of ['Chat', 'Email', 'Calendar']) {
        await menu.getByRole('menuitemcheckbox', { name, exact: true }).first().click();
        await until(
          page,
          () => bar.getByRole('link').count(),
          (n) => n > 0,
          `starring ${name} added no bookmark`,
        );
      }
      expect((await bar.getByRole('link').count()) === 3, `${await bar.getByRole('link').count()} bookmarks after starring 3`);
      const x1 = (await menu.boundingBox()).x;
      expect(Math.abs(x1 - x0) < 1, `the menu moved from x=${x0} to x=${x1} while starring`);
      expectClean(watcher, 'bookmark menu');
    },
  },
  {
    name: 'starred pages: drag a bar bookmark onto ⌄ sends it to the overflow list; drag one from the list onto the bar brings it back',
    async run(t) {
      const { page, watcher } = await openSignedIn(t, '/pages/faq', { viewport: { width: 1440, height: 900 } });
      await page.evaluate((urls) => localStorage.setItem('starredPages', JSON.stringify(urls)), STARRED);
      await gotoRoute(page, t.base, '/pages/faq', watcher);
      const bar = page.getByRole('navigation', { name: 'Starred pages' });
      const barLinks = bar.locator('[data-bookmark]');
      // The sortable bar is its own chunk: wait until its bookmarks carry the drag instructions.
      await until(page, () => barLinks.first().getAttribute('aria-describedby'), Boolean, 'the sortable bar never loaded');
      expect((await barLinks.count()) === 10, `${await barLinks.count()} bookmarks in the bar (expected 10)`);
      const more = bar.getByRole('button', { name: '2 more starred pages' });

      await drag(page, barLinks.nth(1), more);
      const afterOut = [...STARRED.slice(0, 1), ...STARRED.slice(2, 11), STARRED[1], STARRED[11]];
      await until(
        page,
        () => stored(page),
        (s) => JSON.stringify(s) === JSON.stringify(afterOut),
        'drop on ⌄ did not move Chat to the overflow list',
      );
      expect((await barLinks.nth(9).getAttribute('href')) === STARRED[10], `bar ends with ${await barLinks.nth(9).getAttribute('href')}`);

      await more.click();
      const list = page.getByRole('dialog', { name: '2 more starred pages' });
      await list.waitFor({ state: 'visible', timeout: 5000 });
      const listLinks = list.locator('[data-bookmark]');
      expect(
        (await listLinks.first().getAttribute('href')) === STARRED[1],
        `overflow starts with ${await listLinks.first().getAttribute('href')}`,
      );
      await drag(page, listLinks.nth(1), barLinks.nth(0));
      const afterIn = [STARRED[11], ...afterOut.slice(0, 11)];
      await until(
        page,
        () => stored(page),
        (s) => JSON.stringify(s) === JSON.stringify(afterIn),
        'drop on the bar did not bring the bookmark back',
      );
      expect(new URL(page.url()).pathname === '/pages/faq', `a drag followed a link: now at ${page.url()}`);

      // A plain click on an overflow entry still navigates.
      if (!(await list.isVisible())) await more.click();
      await list.locator(`[data-bookmark="${STARRED[10]}"]`).click();
      await until(
        page,
        () => new URL(page.url()).pathname,
        (p) => p === STARRED[10],
        'clicking an overflow bookmark did not navigate',
      );
      expectClean(watcher, 'bookmarks');
    },
  },
  {
    name: 'mock-API panel: a forced 500 for each demo app shows its error with Retry; clearing the fault brings the data back',
    timeout: 240_000,
    async run(t) {
      const { page, watcher } = await openSignedIn(t, '/pages/faq', { viewport: { width: 1440, height: 900 }, allow: [/\/api\//] });
      const retry = page.getByRole('button', { name: /^retry$/i }).first();
      for (const { path, pattern } of FAULT_APPS) {
        await gotoRoute(page, t.base, path, watcher);
        const forced = await setForcedStatus(page, pattern, 500);
        expect(forced, `${path}: the panel did not take ${pattern} / 500`);
        await shown(retry, `${path}: no Retry after forcing 500 on ${pattern}`, 25000);
        const alert = await page.getByRole('alert').filter({ hasText: /./ }).count();
        expect(alert > 0, `${path}: the failure is not announced (no role=alert)`);
        await setForcedStatus(page, '', 500);
        // The panel refetches on every change, so the data usually returns by itself; Retry covers the rest.
        await retry.click({ timeout: 1500 }).catch(() => {});
        await gone(page.getByRole('button', { name: /^retry$/i }), `${path}: Retry still shown after the fault was cleared`, 20000);
        watcher.take();
      }
      expectClean(watcher, 'mock panel');
    },
  },
];
