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
];
