// RELIABILITY.md I cases about content edge cases in a real browser: very long text (I4), bidirectional and
// combined characters in names (I5) and a missing translation (I8). The interaction cases of section I are in
// reliability-interaction.spec.mjs. Overview and shared helpers: reliability-helpers.mjs.
import { expect, horizontalOverflow, widestElement } from './fixtures.mjs';
import { expectClean, goto, requireRoutes, shown } from './flows.mjs';
import { IMPORT, importFile, open, seedStorage, signedInPage, startOver } from './reliability-helpers.mjs';

// ---------------------------------------------------------------------------------------------------------
// I. content edge cases

/** Fills and returns the user record with the given name (through the mock API, from the page). */
async function renameUser(page, id, name) {
  return page.evaluate(
    async ({ id, name }) => {
      const user = await (await fetch(`/api/user-management/users/${id}`)).json();
      const res = await fetch(`/api/user-management/users/${id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user: { ...user, name } }),
      });
      return res.status;
    },
    { id, name },
  );
}

const i = [
  {
    name: 'I4: a 10 000-char todo title, a 2 000-char unbroken subject and a long product name wrap; no page scroll at 375 px',
    timeout: 150_000,
    async run(t) {
      requireRoutes(t, '/apps/todo/all', '/apps/email/sent', '/ui-elements/data-list/list-view');
      const { page, watcher } = await signedInPage(t, '/pages/error-404', { contextOptions: { viewport: { width: 375, height: 812 } } });
      const statuses = await page.evaluate(async () => {
        const post = async (path, body) =>
          (await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status;
        return [
          await post('/api/apps/todo/tasks/', { task: { title: 'W'.repeat(10_000), desc: 'D'.repeat(3000) } }),
          await post('/api/apps/email/send', {
            mail: { to: ['someone@example.com'], subject: 'S'.repeat(1000), message: `<p>${'M'.repeat(2000)}</p>` },
          }),
          await post('/api/data-list/products/', { item: { name: 'P'.repeat(200), category: 'audio', price: 12 } }),
        ];
      });
      expect(
        statuses.every((s) => s === 201),
        `creating long records answered ${statuses.join(', ')}`,
      );
      for (const path of ['/apps/todo/all', '/apps/email/sent', '/ui-elements/data-list/list-view']) {
        await goto(page, t.base, path, watcher);
        await page.waitForTimeout(300);
        const overflow = await horizontalOverflow(page);
        expect(overflow <= 1, `${path} at 375 px: page scrolls ${overflow}px sideways (${await widestElement(page)})`);
      }
      // Open the long mail itself.
      await goto(page, t.base, '/apps/email/sent', watcher);
      await page.locator('li[data-mail-row]').first().click();
      await page.waitForTimeout(800);
      const overflow = await horizontalOverflow(page);
      expect(overflow <= 1, `the opened long mail at 375 px: page scrolls ${overflow}px sideways (${await widestElement(page)})`);
      expectClean(watcher, 'I4');
    },
  },
  {
    name: 'I5: RTL override, Arabic/Hebrew, ZWJ emoji and combining marks in user and file names are isolated (<bdi>, FSI…PDI); overrides are not shown',
    async run(t) {
      requireRoutes(t, '/apps/user/user-list', '/apps/user/user-view/:userId');
      const { page, watcher } = await signedInPage(t, '/pages/error-404');
      const names = {
        317: 'Mallory \u202Egnp.exe\u202C Trusted',
        316: 'سارة الأحمد',
        315: 'דוד כהן',
        314: 'Fam 👨‍👩‍👧‍👦 Z̷a̷l̷g̷o̷',
      };
      for (const [id, name] of Object.entries(names)) {
        const status = await renameUser(page, id, name);
        expect(status === 200, `renaming user ${id} answered ${status}`);
      }
      const shownAs = (name) => name.replace(/[\u202A-\u202E\u2066-\u2069]/g, '');
      /** Where the page shows `name` (as displayed: without bidi controls), and whether each place is isolated. */
      const isolated = (name) =>
        page.evaluate((text) => {
          const out = [];
          const walker = document.createTreeWalker(document.getElementById('root'), NodeFilter.SHOW_TEXT);
          for (let n = walker.nextNode(); n; n = walker.nextNode()) {
            if (!n.textContent.includes(text)) continue;
            let el = n.parentElement;
            let ok = n.textContent.includes(`\u2068${text}\u2069`);
            for (let depth = 0; el && depth < 3 && !ok; depth += 1, el = el.parentElement) {
              if (el.tagName === 'BDI' || el.getAttribute('dir') === 'auto') ok = true;
            }
            out.push({ ok, tag: n.parentElement.tagName.toLowerCase() });
          }
          return out;
        }, shownAs(name));
      const controls = () =>
        page.evaluate(() =>
          /[\u202A-\u202E\u2066-\u2069]/.test(document.getElementById('root').innerText.replace(/\u2068[^\u2069]*\u2069/g, '')),
        );
      for (const [path, ids] of [
        ['/apps/user/user-list', [317, 316, 315, 314]],
        ['/apps/user/user-view/317', [317]],
        ['/apps/user/user-view/316', [316]],
      ]) {
        await goto(page, t.base, path, watcher);
        for (const id of ids) {
          const found = await isolated(names[id]);
          expect(found.length > 0, `${path}: the name of user ${id} is not shown (as "${shownAs(names[id])}")`);
          const bare = found.filter((f) => !f.ok);
          expect(
            !bare.length,
            `${path}: ${bare.length} of ${found.length} place(s) show "${shownAs(names[id])}" without <bdi>/dir=auto (${bare.map((b) => b.tag).join(', ')})`,
          );
        }
        expect(
          !(await controls()),
          `${path}: a bidi override/embedding control reaches the page text (the U+202E name can disguise itself)`,
        );
      }
      await goto(page, t.base, '/apps/user/user-list', watcher);
      const search = page
        .getByRole('searchbox')
        .or(page.getByRole('textbox', { name: /search/i }))
        .first();
      await search.fill('سارة');
      await shown(page.getByText(names[316]).first(), 'searching the Arabic name found nothing');
      // File names on the import page: an error title and the preview header.
      if (t.routes.some((r) => r.path === IMPORT)) {
        const spoofed = 'invoice\u202Egnp.csv';
        await goto(page, t.base, IMPORT, watcher);
        await importFile(page, { name: spoofed, mimeType: 'text/csv', buffer: Buffer.from('') });
        let found = await isolated(spoofed);
        expect(found.length && found.every((f) => f.ok), `import error title: the file name is not isolated (${JSON.stringify(found)})`);
        expect(!(await controls()), 'import error title: the U+202E of the file name reaches the page text');
        await startOver(page);
        await importFile(page, {
          name: spoofed,
          mimeType: 'text/csv',
          buffer: Buffer.from('name,category,order_status,price\nA,audio,pending,1\n'),
        });
        found = await isolated(spoofed);
        expect(found.length && found.every((f) => f.ok), `import preview: the file name is not isolated (${JSON.stringify(found)})`);
        expect(!(await controls()), 'import preview: the U+202E of the file name reaches the page text');
      }
      expectClean(watcher, 'I5');
    },
  },
  {
    name: 'I8: a key missing from the de bundles falls back to English, never a raw key',
    async run(t) {
      requireRoutes(t, '/pages/error-404');
      const { context, page, watcher } = await open(t, { contextOptions: { serviceWorkers: 'block' } });
      const origin = new URL(t.base).origin;
      const cut = [
        ['title:`Seite nicht gefunden`', 'title_gone:`Seite nicht gefunden`'],
        ['backHome:`Zurück zur Startseite`', 'backHome_gone:`Zurück zur Startseite`'],
      ];
      let patched = 0;
      await context.route(
        (url) => url.origin === origin && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
        async (route) => {
          const res = await route.fetch();
          let body = await res.text();
          for (const [from, to] of cut) {
            if (body.includes(from)) {
              body = body.replace(from, to);
              patched += 1;
            }
          }
          await route.fulfill({ response: res, body });
        },
      );
      await seedStorage(page, t.base, { locale: 'de' });
      await goto(page, t.base, '/pages/error-404', watcher);
      await page.waitForTimeout(500);
      expect(patched === 2, `removed ${patched} of 2 German strings (the bundles changed?)`);
      const lang = await page.evaluate(() => document.documentElement.lang);
      expect(lang === 'de', `the page is in ${lang}, not de`);
      const h1 = (await page.locator('h1:visible').first().innerText()).trim();
      expect(h1 === 'Page not found', `missing de title shows ${JSON.stringify(h1)} (expected the English fallback)`);
      const text = await page.evaluate(() => document.body.innerText);
      expect(/Back to Home/i.test(text), 'the missing de "Back to home" did not fall back to English');
      expect(!/notFound\.title|actions\.backHome/.test(text), 'a raw i18n key is shown');
      expect(/Die gesuchte Seite existiert nicht/.test(text), 'the strings that do exist in de are not German');
      expectClean(watcher, 'I8', /mock|service ?worker/i);
    },
  },
];

export const tests = [...i];
