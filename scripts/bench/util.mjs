// Small helpers shared by the bench sections.

export const kb = (bytes) => (bytes / 1000).toFixed(1);
export const ms = (x) => (Number.isFinite(x) ? String(Math.round(x)) : '–');

/** Median of the finite values (lower middle for even counts), or null. */
export function median(xs) {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
}

/** The p-th percentile (0..100, nearest rank) of the finite values, or null. */
export function percentile(xs, p) {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] : null;
}

/** Emulates a slower CPU for the page (Chrome DevTools' "4x slowdown"). */
export async function throttle(context, page, rate) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/** A fresh context signed in as `role` (the demo's mock API answers the login), ready on `base`. */
export async function signedInContext(browser, base, { role = 'admin', viewport = { width: 1440, height: 900 } } = {}) {
  const { signedInAs, waitForApp } = await import('../../e2e/fixtures.mjs');
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${base}/pages/error-404`, { waitUntil: 'load' });
  await waitForApp(page);
  await signedInAs(page, role);
  return { context, page };
}
