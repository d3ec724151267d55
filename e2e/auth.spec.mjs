// Example flow spec: sign in through the login page (SPEC /pages/login).
import { expect, gotoRoute, settle, watchPage } from './fixtures.mjs';
import { requireRoutes } from './flows.mjs';

const LOGIN = '/pages/login';
const TARGET = '/pages/comingsoon';

async function openLogin(t, query = '') {
  const context = await t.newContext();
  const page = await context.newPage();
  const watcher = watchPage(page, t.base);
  await gotoRoute(page, t.base, LOGIN + query, watcher);
  const email = page.locator('form input[type="email"], form input[autocomplete="email"], form input[name="email"]').first();
  const password = page.locator('form input[type="password"]').first();
  await email.waitFor({ state: 'visible', timeout: 10000 });
  return {
    page,
    watcher,
    email,
    password,
    submit: page
      .locator('form')
      .getByRole('button', { name: /^(log ?in|sign ?in)$/i })
      .first(),
  };
}

export const tests = [
  {
    name: 'admin logs in and lands on the ?to= target',
    async run(t) {
      requireRoutes(t, LOGIN, TARGET);
      const { page, watcher, email, password, submit } = await openLogin(t, `?to=${encodeURIComponent(TARGET)}`);
      await email.fill('admin@admin.com');
      await password.fill('adminadmin');
      await submit.click();
      await page.waitForURL((u) => u.pathname === TARGET, { timeout: 10000 }).catch(() => {});
      expect(new URL(page.url()).pathname === TARGET, `ended at ${new URL(page.url()).pathname}, expected ${TARGET}`);
      const loggedIn = await page.evaluate(() => localStorage.getItem('loggedIn'));
      expect(loggedIn === 'true', `localStorage loggedIn is ${loggedIn}`);
      await settle(page, watcher);
      const problems = watcher.take();
      expect(!problems.length, problems.map((p) => `${p.kind}: ${p.text}`).join('; '));
    },
  },
  {
    name: 'wrong password shows the inline error and keeps the email',
    async run(t) {
      requireRoutes(t, LOGIN);
      const { page, watcher, email, password, submit } = await openLogin(t);
      await email.fill('admin@admin.com');
      await password.fill('wrong-password');
      await submit.click();
      // Inline in the form (a toast may say it too).
      const error = page
        .locator('form')
        .getByText(/email or password invalid/i)
        .first();
      await error.waitFor({ state: 'visible', timeout: 10000 }).catch(() => {});
      expect(await error.isVisible(), 'no visible "Email Or Password Invalid" message inside the form');
      expect(new URL(page.url()).pathname === LOGIN, `left the login page for ${new URL(page.url()).pathname}`);
      expect((await email.inputValue()) === 'admin@admin.com', `email field now holds "${await email.inputValue()}"`);
      const problems = watcher.take();
      expect(!problems.length, problems.map((p) => `${p.kind}: ${p.text}`).join('; '));
    },
  },
  {
    name: 'pressing Login right after typing a bad email submits (the blur error does not push the button away)',
    async run(t) {
      requireRoutes(t, LOGIN);
      const { page, watcher, email, password, submit } = await openLogin(t);
      await password.fill('');
      await email.fill('not-an-email');
      await settle(page, watcher);
      // Press near the button's top edge and hold it for a frame or two, as a hand does: an error appearing above
      // at once would move the button down from under the pointer and the release would land beside it.
      const before = await submit.boundingBox();
      await page.mouse.move(before.x + before.width / 2, before.y + 4);
      await page.mouse.down();
      await page.waitForTimeout(150);
      const during = await submit.boundingBox();
      await page.mouse.up();
      expect(Math.abs(during.y - before.y) < 2, `Login moved ${Math.round(during.y - before.y)} px while pressed`);
      // The submit ran: it puts the focus on the first invalid field (a lost click leaves it on the button).
      await page
        .waitForFunction(() => document.activeElement?.matches('input[type="email"], input[autocomplete="email"]'), null, { timeout: 5000 })
        .catch(() => {});
      const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80));
      expect(/<input/.test(focused ?? ''), `focus is on ${focused}, not on the email field: the click was lost`);
      const problems = watcher.take();
      expect(!problems.length, problems.map((p) => `${p.kind}: ${p.text}`).join('; '));
    },
  },
];
