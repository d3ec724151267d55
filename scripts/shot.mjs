#!/usr/bin/env node
// Screenshot one or more paths of a running app, for looking at what we build.
// usage: node scripts/shot.mjs --base http://127.0.0.1:5173 --out /tmp/shots [--theme dark] [--width 390] [--locale de] [--role editor] [--full] /path ...
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const opt = (n, d) => {
  const i = args.indexOf(`--${n}`);
  return i >= 0 ? args.splice(i, 2)[1] : d;
};
const flag = (n) => {
  const i = args.indexOf(`--${n}`);
  if (i >= 0) {
    args.splice(i, 1);
    return true;
  }
  return false;
};
const base = opt('base', 'http://127.0.0.1:4173');
const out = opt('out', '/tmp/shots');
const theme = opt('theme', 'light');
const width = Number(opt('width', '1440'));
const locale = opt('locale', 'en');
const full = flag('full');
const role = opt('role', '');
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
await context.addInitScript(
  ([t, l]) => {
    localStorage.setItem('theme', t);
    localStorage.setItem('locale', l);
  },
  [theme, locale],
);
if (role) {
  // Sign in through the mock API once (the session lives in localStorage, shared by every page of the context).
  const { signedInAs, waitForApp } = await import('../e2e/fixtures.mjs');
  const page = await context.newPage();
  await page.goto(base + '/', { waitUntil: 'networkidle' });
  // The app has rendered, so the mock API worker answers the sign-in call.
  await waitForApp(page);
  await signedInAs(page, role);
  await page.close();
}
for (const path of args) {
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log(`  console.error ${path}: ${m.text().slice(0, 300)}`));
  page.on('pageerror', (e) => console.log(`  pageerror ${path}: ${String(e).slice(0, 300)}`));
  await page.goto(base + path, { waitUntil: 'networkidle' }).catch((e) => console.log(`  load ${path}: ${e}`));
  // Lazy route chunks (slow in dev) show "Loading…" first: wait for the page heading, then let it settle.
  await page
    .locator('h1:visible')
    .first()
    .waitFor({ state: 'visible', timeout: 20000 })
    .catch(() => console.log(`  no visible h1 at ${path}`));
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(400);
  const file = join(out, `${path.replace(/^\//, '').replace(/[^a-zA-Z0-9]+/g, '_') || 'root'}-${theme}-${width}.png`);
  await page.screenshot({ path: file, fullPage: full });
  console.log(file);
  await page.close();
}
await browser.close();
