// RELIABILITY.md I cases about interaction robustness in a real browser: rapid clicks, double submits, bad
// quantities, quick navigation and a failed save (I1, I2, I3, I10, I12). The text edge cases (I4, I5, I8) are in
// reliability-text.spec.mjs. Overview and shared helpers: reliability-helpers.mjs. Also: the small form controls
// take taps beside their drawn box (their ::after hit area), checked on a phone.
import { expect, settle, waitForApp } from './fixtures.mjs';
import { expectClean, goto, pathOf, requireRoutes, shown, until, waitForPath } from './flows.mjs';
import { fetches, signedInPage } from './reliability-helpers.mjs';

// ---------------------------------------------------------------------------------------------------------
// I. interaction robustness

const SHOP = '/apps/eCommerce/shop';
const CHECKOUT = '/apps/eCommerce/checkout';

const cartOf = (page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('tessera.user.shop.cart');
    const parsed = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed : (parsed?.state?.cart ?? parsed?.cart ?? []);
  });
const wishOf = (page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('tessera.user.shop.wishlist');
    const parsed = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed : (parsed?.state?.wishlist ?? parsed?.wishlist ?? []);
  });
const idOf = (item) => String(item?.objectID ?? item?.id ?? item?.product?.objectID ?? '');

const i = [
  {
    name: 'I1: rapid double/triple clicks on Add to Cart and the wish-list toggle -> one cart line, badge = cart size, parity kept',
    async run(t) {
      requireRoutes(t, SHOP, CHECKOUT);
      const { page, watcher } = await signedInPage(t, SHOP);
      const cards = page.locator('article').filter({ has: page.getByRole('button', { name: 'Add to Cart' }) });
      await shown(cards, 'no product cards with "Add to Cart"');
      const first = cards.nth(0);
      const name = (await first.getByRole('heading').first().innerText()).trim();
      await first.getByRole('button', { name: 'Add to Cart' }).dblclick();
      await page.waitForTimeout(800);
      let cart = await cartOf(page);
      expect(cart.length === 1, `after a double click on Add to Cart the cart holds ${cart.length} lines`);
      const badge = async () =>
        (
          await page
            .getByTestId('cart-badge')
            .innerText()
            .catch(() => '0')
        ).trim();
      expect((await badge()) === String(cart.length), `badge ${await badge()} vs ${cart.length} cart lines`);
      if (!pathOf(page).startsWith(SHOP)) await goto(page, t.base, SHOP, watcher);
      // The wish-list heart is a true toggle: 2 clicks = off, 3 clicks = on; never duplicated.
      const card = page.locator('article').filter({ hasText: name }).first();
      const heart = card.getByRole('button', { name: /wish ?list/i }).first();
      await heart.click({ clickCount: 2, delay: 10 });
      await page.waitForTimeout(400);
      const afterTwo = await wishOf(page);
      expect(
        afterTwo.length === 0 && (await heart.getAttribute('aria-pressed')) === 'false',
        `2 rapid wish-list clicks: ${afterTwo.length} entries, pressed=${await heart.getAttribute('aria-pressed')}`,
      );
      await heart.click({ clickCount: 3, delay: 10 });
      await page.waitForTimeout(400);
      const afterThree = await wishOf(page);
      expect(
        afterThree.length === 1 && (await heart.getAttribute('aria-pressed')) === 'true',
        `3 rapid wish-list clicks: ${afterThree.length} entries, pressed=${await heart.getAttribute('aria-pressed')}`,
      );
      // Triple click on another card: added once; the later clicks open the checkout.
      const second = page
        .locator('article')
        .filter({ has: page.getByRole('button', { name: 'Add to Cart' }) })
        .first();
      await second.getByRole('button', { name: 'Add to Cart' }).click({ clickCount: 3, delay: 10 });
      await page.waitForTimeout(800);
      cart = await cartOf(page);
      const ids = cart.map(idOf);
      expect(cart.length === 2 && new Set(ids).size === 2, `after a triple click the cart holds ${cart.length} lines (${ids.join(', ')})`);
      expect((await badge()) === '2', `badge ${await badge()} with 2 cart lines`);
      if (pathOf(page).startsWith(CHECKOUT)) {
        await shown(page.getByTestId('cart-line'), 'the checkout shows no cart lines');
        await settle(page, watcher);
        const lines = await page.getByTestId('cart-line').count();
        expect(lines === 2, `checkout shows ${lines} lines for 2 items`);
      }
      expectClean(watcher, 'I1');
    },
  },
  {
    name: 'I2: double-submit of create product, register and chat send -> one request each; button disabled while pending',
    timeout: 180_000,
    async run(t) {
      requireRoutes(t, '/ui-elements/data-list/list-view', '/pages/register', '/apps/chat');
      const slow = [
        { path: '/api/data-list/products/', method: 'POST', kind: 'slow', delayMs: 1500 },
        { path: '/api/auth/register', method: 'POST', kind: 'slow', delayMs: 1500 },
        { path: '/api/apps/chat/msg', method: 'POST', kind: 'slow', delayMs: 1500 },
      ];
      const { page, watcher } = await signedInPage(t, '/ui-elements/data-list/list-view', { faults: slow });
      const count = async (path) => (await fetches(page)).filter((c) => c.method === 'POST' && c.path === path).length;

      await page.getByRole('button', { name: 'Add New' }).click();
      const drawer = await shown(page.getByRole('dialog', { name: 'Add New Item' }), 'Add New did not open the drawer');
      await drawer.getByRole('textbox', { name: /name/i }).first().fill('Double submit speaker');
      await drawer.getByRole('combobox', { name: /category/i }).click();
      await page.getByRole('option', { name: 'Audio' }).click();
      await drawer
        .getByRole('spinbutton', { name: /price/i })
        .or(drawer.getByRole('textbox', { name: /price/i }))
        .first()
        .fill('25');
      const submit = drawer.getByRole('button', { name: 'Submit' });
      await submit.dblclick();
      await page.waitForTimeout(300);
      const pendingDisabled = await submit.isDisabled().catch(() => true);
      await page
        .getByRole('dialog', { name: 'Add New Item' })
        .waitFor({ state: 'hidden', timeout: 15000 })
        .catch(() => {});
      await settle(page, watcher);
      expect((await count('/api/data-list/products/')) === 1, `${await count('/api/data-list/products/')} create-product requests`);
      expect(pendingDisabled, 'Submit was not disabled while the create was pending');

      await page.getByRole('button', { name: /user menu/i }).click();
      await page.getByRole('menuitem', { name: /^log ?out$/i }).click();
      await page.waitForFunction(() => localStorage.getItem('loggedIn') === null, null, { timeout: 10000 });
      await goto(page, t.base, '/pages/register', watcher);
      const form = page.locator('form').first();
      await form.getByRole('textbox', { name: /name/i }).first().fill('Dora Double');
      await form.locator('input[type="email"]').fill(`dora.double.${Date.now()}@example.com`);
      for (const pw of await form.locator('input[type="password"]').all()) await pw.fill('secret12');
      const terms = page.locator('#register-terms').or(form.getByRole('checkbox')).first();
      for (let attempt = 0; attempt < 3 && (await terms.getAttribute('aria-checked')) !== 'true'; attempt += 1) {
        await terms.click();
        await page.waitForTimeout(300);
      }
      expect(
        (await terms.getAttribute('aria-checked')) === 'true',
        `the terms checkbox did not tick (${await terms.getAttribute('aria-checked')})`,
      );
      const signUp = form.getByRole('button', { name: 'Sign up' });
      await signUp.dblclick();
      await page.waitForTimeout(300);
      const signUpDisabled = await signUp.isDisabled().catch(() => true);
      await waitForPath(page, (p) => !p.startsWith('/pages/register'), 'after signing up', 20000);
      await settle(page, watcher);
      expect((await count('/api/auth/register')) === 1, `${await count('/api/auth/register')} register requests`);
      expect(signUpDisabled, 'Sign up was not disabled while pending');

      await goto(page, t.base, '/apps/chat?contact=1', watcher);
      const box = await shown(page.getByRole('textbox', { name: /^Message to/ }), 'no chat composer');
      await box.fill('Only once please');
      const send = page.getByRole('button', { name: 'Send' });
      await send.dblclick();
      await box.press('Enter').catch(() => {});
      await page.waitForTimeout(2500);
      await settle(page, watcher);
      expect((await count('/api/apps/chat/msg')) === 1, `${await count('/api/apps/chat/msg')} chat send requests`);
      const log = page.getByRole('region', { name: /^Conversation with/ });
      expect((await log.getByText('Only once please').count()) === 1, 'the message shows more than once');
      expectClean(watcher, 'I2');
    },
  },
  {
    name: 'I3: checkout quantity 0, -1, 1.5, abc, 1e9 -> message and a valid value; totals never NaN or negative',
    async run(t) {
      requireRoutes(t, SHOP, CHECKOUT);
      const { page, watcher } = await signedInPage(t, SHOP);
      await page.getByRole('button', { name: 'Add to Cart' }).first().click();
      await goto(page, t.base, CHECKOUT, watcher);
      const qty = await shown(page.getByRole('textbox', { name: /^Quantity of/ }), 'no quantity field at checkout');
      for (const raw of ['0', '-1', '1.5', 'abc', '1e9', '']) {
        await qty.fill(raw);
        await qty.blur();
        await page.waitForTimeout(150);
        const value = await qty.inputValue();
        expect(/^(10|[1-9])$/.test(value), `typed ${JSON.stringify(raw)}: the field now holds ${JSON.stringify(value)}`);
        const message = await page.getByText(/Enter a number from 1 to 10|maximum quantity is 10|minimum|whole number/i).count();
        expect(message > 0, `typed ${JSON.stringify(raw)}: no validation message`);
        const total = await page.getByTestId('grand-total').innerText();
        expect(!/NaN|Infinity|-\s*\$|\$\s*-/.test(total), `typed ${JSON.stringify(raw)}: total ${total}`);
      }
      expectClean(watcher, 'I3');
    },
  },
  {
    name: 'I10: ten menu clicks in quick succession -> the last route wins, no stale data from earlier routes',
    async run(t) {
      requireRoutes(t, '/apps/email/inbox', '/apps/chat', '/apps/todo/all', '/apps/calendar/vue-simple-calendar');
      const { page, watcher } = await signedInPage(t, '/apps/email/inbox', { allow: [] });
      const hrefs = [
        '/apps/chat',
        '/apps/todo/all',
        '/apps/calendar/vue-simple-calendar',
        '/apps/email/inbox',
        '/apps/chat',
        '/apps/calendar/vue-simple-calendar',
        '/apps/email/inbox',
        '/apps/chat',
        '/apps/calendar/vue-simple-calendar',
        '/apps/todo/all',
      ];
      for (const href of hrefs) await page.locator(`nav a[href="${href}"]`).first().click({ noWaitAfter: true });
      await waitForPath(page, (p) => p === '/apps/todo/all', 'after ten quick menu clicks');
      await waitForApp(page);
      await settle(page, watcher, { quietMs: 800 });
      await page.waitForTimeout(1000);
      expect(pathOf(page) === '/apps/todo/all', `ended at ${pathOf(page)}`);
      const h1 = (await page.locator('h1:visible').first().innerText()).trim();
      expect(/todo/i.test(h1), `h1 is ${JSON.stringify(h1)}`);
      await shown(page.getByRole('list', { name: 'Tasks' }), 'the task list is not shown');
      const stale = await page.evaluate(() => ({
        mail: document.querySelectorAll('li[data-mail-row]').length,
        chat: document.querySelectorAll('[aria-label^="Conversation with"]').length,
        calendar: document.querySelectorAll('.fc').length,
      }));
      expect(!stale.mail && !stale.chat && !stale.calendar, `stale content of earlier routes: ${JSON.stringify(stale)}`);
      expectClean(watcher, 'I10');
    },
  },
  {
    name: 'I12: a server error while saving a long form keeps everything typed',
    async run(t) {
      requireRoutes(t, '/pages/user-settings');
      const { page, watcher } = await signedInPage(t, '/pages/user-settings', {
        faults: [{ path: '/api/pages/account-settings', method: 'POST', status: 500 }],
        allow: [],
      });
      const values = { Username: 'typed.username', Name: 'Typed Name', Email: 'typed@example.com', Company: 'Typed Company Ltd' };
      for (const [label, value] of Object.entries(values)) {
        const box = page.getByRole('textbox', { name: new RegExp(`^${label}`) }).first();
        await box.fill(value);
      }
      await page.getByRole('button', { name: 'Save Changes' }).first().click();
      await shown(page.getByText(/Couldn't save your changes/).first(), 'no error message after the 500');
      for (const [label, value] of Object.entries(values)) {
        const now = await page
          .getByRole('textbox', { name: new RegExp(`^${label}`) })
          .first()
          .inputValue();
        expect(now === value, `${label} holds ${JSON.stringify(now)} after the failed save`);
      }
      const posts = (await fetches(page)).filter((c) => c.method === 'POST' && c.path === '/api/pages/account-settings');
      expect(posts.length === 1 && posts[0].faulted, `save calls: ${JSON.stringify(posts)}`);
      expectClean(watcher, 'I12');
    },
  },
];

// ---------------------------------------------------------------------------------------------------------
// Tap targets: checkbox (18 px), radio (18 px), switch (36x20) and slider thumb (16 px) are drawn small; each has an
// ::after box of at least 32 px that takes a tap 14 px from its centre, outside the drawn box. The shop filters
// hold all four; on a phone they sit in a scrolling sheet, which must not clip those boxes.

const TAP_OFFSET = 14;

/** What elementFromPoint finds at `offset` px from the control's centre along each direction (pseudos hit their element). */
const probeAround = (locator, directions) =>
  locator.evaluate(
    (el, [dirs, offset]) => {
      el.scrollIntoView({ block: 'center' });
      const r = el.getBoundingClientRect();
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      const step = { left: [-offset, 0], right: [offset, 0], up: [0, -offset], down: [0, offset] };
      return dirs.map((d) => {
        const [x, y] = [cx + step[d][0], cy + step[d][1]];
        const outside = x < r.left || x > r.right || y < r.top || y > r.bottom;
        const hit = document.elementFromPoint(x, y);
        const what = hit ? `${hit.tagName.toLowerCase()}${hit.className ? `.${String(hit.className).split(' ')[0]}` : ''}` : 'nothing';
        return { d, outside, ok: !!hit && (hit === el || el.contains(hit)), what, size: `${Math.round(r.width)}x${Math.round(r.height)}` };
      });
    },
    [directions, TAP_OFFSET],
  );

const tapTargets = [
  {
    name: 'tap targets: a tap 14 px beside a checkbox, radio, switch or slider thumb (outside its drawn box) lands on it, at 390 px',
    async run(t) {
      requireRoutes(t, SHOP);
      const { page, watcher } = await signedInPage(t, SHOP, { contextOptions: { viewport: { width: 390, height: 844 } } });
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      const sheet = await shown(page.getByRole('dialog', { name: 'Filters' }), 'the Filters button opened no sheet');
      // Probe once the sheet has slid in, not while it moves under the points.
      await sheet.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
      const switchBox = sheet.getByRole('switch').first();
      const controls = [
        ['checkbox', sheet.getByRole('checkbox').first(), ['left', 'right']],
        ['radio', sheet.getByRole('radio').first(), ['left', 'right']],
        ['switch', switchBox, ['up', 'down']],
        ['slider thumb', sheet.getByRole('slider').last(), ['up', 'down']],
      ];
      const misses = [];
      for (const [kind, locator, dirs] of controls) {
        await shown(locator, `the filters sheet has no ${kind}`);
        for (const p of await probeAround(locator, dirs)) {
          expect(p.outside, `${kind} (${p.size}): the ${p.d} probe is inside the drawn box; it proves nothing`);
          if (!p.ok) misses.push(`${kind} (${p.size}) ${p.d}: ${p.what}`);
        }
      }
      expect(!misses.length, `taps ${TAP_OFFSET} px from the centre missed the control: ${misses.join('; ')}`);
      // A real tap there works too: 14 px below the switch's centre turns it on.
      await switchBox.scrollIntoViewIfNeeded();
      const before = await switchBox.getAttribute('aria-checked');
      const box = await switchBox.boundingBox();
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2 + TAP_OFFSET);
      await until(
        page,
        () => switchBox.getAttribute('aria-checked'),
        (v) => v !== before,
        `a click ${TAP_OFFSET} px below the switch left it at aria-checked=${before}`,
      );
      expectClean(watcher, 'tap targets');
    },
  },
];

export const tests = [...i, ...tapTargets];
