// /extensions/quill-editor in a real browser (RELIABILITY F9): XSS payloads pasted into each editor or loaded
// from a stored draft never execute, leave no on* attribute or script URL in the DOM, and the sanitized
// output/preview stays inert. Plus axe on the open pickers and link tooltip, where Quill draws its own DOM.
import { expect, expectNoAxeViolations, gotoRoute, settle, signedInAs, watchPage, dropInertParseReports } from './fixtures.mjs';

const PATH = '/extensions/quill-editor';
const EDITORS = ['Snow editor', 'Bubble editor', 'Reply editor'];

const PAYLOAD = [
  '<p>Pasted <img src="x" onerror="window.__xss=\'img\'"> <a href="javascript:window.__xss=\'href\'" onclick="window.__xss=\'click\'">link</a></p>',
  '<img src="/images/cards/place.svg" onload="window.__xss=\'load\'">',
  '<iframe class="ql-video" src="javascript:parent.__xss=\'iframe\'"></iframe>',
  '<iframe class="ql-video" src="https://evil.example/embed"></iframe>',
  '<span class="ql-formula" data-value="x">formula</span>',
  '<svg><animate onbegin="window.__xss=\'svg\'" attributeName="x" dur="1s"></animate></svg>',
  '<details open ontoggle="window.__xss=\'toggle\'"><summary>s</summary></details>',
  '<video><source onerror="window.__xss=\'video\'"></video>',
  "<script>window.__xss='script'</script>",
  '<p style="background-image:url(javascript:window.__xss=\'css\')" onmouseover="window.__xss=\'hover\'">end</p>',
].join('');

function requireRoute(t) {
  if (!t.routes.some((r) => r.path === PATH)) t.skip(`skipped: route ${PATH} not registered`);
}

async function openPage(t, { theme = 'light', before } = {}) {
  const context = await t.newContext();
  const page = await context.newPage();
  const watcher = watchPage(page, t.base);
  await gotoRoute(page, t.base, '/pages/error-404', watcher);
  await signedInAs(page, 'editor');
  await page.evaluate(
    ([th, extra]) => {
      localStorage.setItem('theme', th);
      for (const [k, v] of Object.entries(extra ?? {})) localStorage.setItem(k, v);
    },
    [theme, before],
  );
  await gotoRoute(page, t.base, PATH, watcher);
  await page.getByRole('textbox', { name: 'Snow editor' }).waitFor({ state: 'visible', timeout: 15000 });
  return { page, watcher };
}

/** on* attributes and javascript: URLs anywhere in the document, plus the canary. */
async function audit(page) {
  return page.evaluate(() => {
    const found = [];
    for (const el of document.querySelectorAll('*')) {
      for (const a of el.attributes) {
        if (/^on/i.test(a.name)) found.push(`${el.tagName.toLowerCase()}[${a.name}]`);
        if (/^\s*javascript:/i.test(a.value)) found.push(`${el.tagName.toLowerCase()}[${a.name}=${a.value.slice(0, 40)}]`);
      }
    }
    const scripts = [...document.querySelectorAll('script')].filter((s) => !s.src).length;
    return { found, xss: window.__xss ?? null, inlineScripts: scripts, frames: document.querySelectorAll('.ql-editor iframe').length };
  });
}

async function pasteInto(page, name, html) {
  const editor = page.getByRole('textbox', { name });
  await editor.scrollIntoViewIfNeeded();
  await editor.click();
  await page.keyboard.press('Control+End');
  await editor.evaluate((el, payload) => {
    const data = new DataTransfer();
    data.setData('text/html', payload);
    data.setData('text/plain', 'plain');
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

function expectClean(result, where) {
  expect(result.xss === null, `${where}: payload executed (window.__xss = ${result.xss})`);
  expect(result.found.length === 0, `${where}: dangerous attributes ${result.found.join(', ')}`);
  expect(result.frames === 0, `${where}: ${result.frames} iframe(s) inside an editor`);
}

function expectNoProblems(watcher, where) {
  dropInertParseReports(watcher);
  const problems = watcher.take();
  expect(!problems.length, `${where}: ${problems.map((p) => `${p.kind}: ${p.text}`).join('; ')}`);
}

export const tests = [
  {
    name: 'quill › pasted XSS payloads do not execute in any editor, output or preview',
    async run(t) {
      requireRoute(t);
      const { page, watcher } = await openPage(t);
      const before = (await audit(page)).inlineScripts;
      for (const name of EDITORS) {
        await pasteInto(page, name, PAYLOAD);
        await page.waitForTimeout(400);
        const result = await audit(page);
        expectClean(result, `after pasting into ${name}`);
        expect(result.inlineScripts === before, `after pasting into ${name}: an inline <script> appeared`);
      }
      // The pasted text arrived (so the paste was really processed) and the output shows it as text.
      const code = await page.getByRole('region', { name: 'HTML of the Snow editor' }).innerText();
      expect(code.includes('Pasted'), `Snow output does not show the pasted text: ${code.slice(0, 120)}`);
      expect(!/onerror|onclick|javascript:|<script|<iframe|<svg/i.test(code), `Snow output keeps dangerous markup: ${code.slice(0, 300)}`);
      // A pasted <script>'s source is not text the user meant to paste: it does not arrive at all.
      expect(!code.includes('__xss'), `Snow output shows a pasted script's source: ${code.slice(0, 300)}`);
      // Every preview renders the sanitized HTML: still nothing runs, even when hovered.
      for (const tab of await page.getByRole('tab', { name: 'Preview' }).all()) await tab.click();
      for (const name of EDITORS) {
        const preview = page.getByRole('region', { name: `Preview of the ${name}` });
        await preview.hover();
        expect(
          (await preview.locator('iframe, svg, script, video, details, img:not([src^="/images/"])').count()) === 0,
          `${name} preview renders media or scripts`,
        );
      }
      await page.waitForTimeout(400);
      expectClean(await audit(page), 'with previews open');
      expectNoProblems(watcher, 'paste');
    },
  },
  {
    name: 'quill › a stored draft with a payload loads as inert text',
    async run(t) {
      requireRoute(t);
      const draft = {
        v: 1,
        savedAt: 1,
        ops: [
          { insert: '<img src=x onerror=window.__xss=1>' },
          { insert: { formula: 'e=mc^2' } },
          { insert: { image: 'javascript:window.__xss=2' } },
          { insert: { video: 'javascript:window.__xss=3' } },
          { insert: 'link', attributes: { link: 'javascript:window.__xss=4', onclick: 'window.__xss=5' } },
          { insert: '\n' },
        ],
      };
      const { page, watcher } = await openPage(t, {
        before: { 'tessera.user.quill.snow': JSON.stringify(draft), 'tessera.user.quill.bubble': '{not json' },
      });
      await settle(page, watcher);
      const snow = page.getByRole('textbox', { name: 'Snow editor' });
      const text = await snow.innerText();
      expect(text.includes('<img src=x onerror=window.__xss=1>'), `stored text not shown as text: ${text.slice(0, 120)}`);
      await snow.locator('a').first().click();
      await page.waitForTimeout(300);
      expectClean(await audit(page), 'stored draft');
      // The corrupt bubble draft is dropped and its sample content shown instead.
      expect((await page.getByRole('textbox', { name: 'Bubble editor' }).innerText()).includes('Select me'), 'bubble sample not shown');
      expect((await page.evaluate(() => localStorage.getItem('tessera.user.quill.bubble'))) === null, 'corrupt draft kept');
      expectNoProblems(watcher, 'stored draft');
    },
  },
  {
    name: 'quill › the toolbar is one Tab stop; open pickers and the link tooltip are axe-clean (dark) and keyboard-usable',
    async run(t) {
      requireRoute(t);
      const { page, watcher } = await openPage(t, { theme: 'dark' });
      const toolbar = page.getByRole('toolbar', { name: 'Snow editor formatting' });
      // The toolbar is one Tab stop: Shift+Tab from the text lands in it, a second one leaves it.
      await page.getByRole('textbox', { name: 'Snow editor' }).click();
      await page.keyboard.press('Control+Home');
      const inToolbar = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="toolbar"]')));
      await page.keyboard.press('Shift+Tab');
      expect(await inToolbar(), 'Shift+Tab from the text did not reach the toolbar');
      await page.keyboard.press('ArrowRight');
      expect(await inToolbar(), 'ArrowRight left the toolbar');
      await page.keyboard.press('Shift+Tab');
      expect(!(await inToolbar()), 'a second Shift+Tab stayed in the toolbar (every control is a Tab stop)');
      // Keyboard: select the heading, open "Text colour" with Space, move with arrows, pick with Enter.
      await page.getByRole('textbox', { name: 'Snow editor' }).click();
      await page.keyboard.press('Control+Home');
      await page.keyboard.press('Shift+End');
      const colour = toolbar.getByRole('button', { name: /^Text colour/ });
      await colour.focus();
      await page.keyboard.press('Space');
      expect((await colour.getAttribute('aria-expanded')) === 'true', 'Space did not open the colour picker');
      await expectNoAxeViolations(page);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowRight');
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
      expect(focused === 'Red', `arrow keys focused "${focused}", expected "Red"`);
      await page.keyboard.press('Enter');
      await page.waitForTimeout(200);
      const html = await page.getByRole('region', { name: 'HTML of the Snow editor' }).innerText();
      expect(/<h2>.*Release notes/.test(html), 'heading lost');
      const styled = await page.getByRole('textbox', { name: 'Snow editor' }).locator('h2 span[style*="color"]').count();
      expect(styled === 1, 'the picked colour was not applied to the selection');
      expect((await colour.getAttribute('aria-expanded')) === 'false', 'picker still open after choosing');
      // The link tooltip, opened from the toolbar.
      await page.getByRole('textbox', { name: 'Snow editor' }).click();
      await page.keyboard.press('Control+Home');
      await page.keyboard.press('Shift+End');
      await toolbar.getByRole('button', { name: 'Insert link' }).click();
      const input = page.getByRole('textbox', { name: 'Link address' });
      await input.waitFor({ state: 'visible', timeout: 5000 });
      await expectNoAxeViolations(page);
      await input.fill('javascript:window.__xss=1');
      await page.keyboard.press('Enter');
      await page.waitForTimeout(200);
      expectClean(await audit(page), 'after saving a javascript: link');
      expectNoProblems(watcher, 'pickers');
    },
  },
];
