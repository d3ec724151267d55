// Runs before the app's modules (a classic script in <head>). Kept as a file so the CSP needs no inline script.
// 1. Zod in jitless mode: otherwise it probes for eval with a caught `Function('')` whenever an object schema
//    is created, which a strict CSP (no 'unsafe-eval', see csp.config.mjs) reports as a violation. The flag
//    must exist before the first schema is built, earlier than any module of ours can run; zod reads its
//    config from this global (zod/v4/core/core.js; src/config/csp.test.ts checks it still does).
// 2. Applies the saved theme, reading direction and language before first paint (no flash, no layout flip).
//    Storage is untrusted: only known values are accepted (a theme of the three, `rtl: true` in the layout
//    JSON, a locale of the four); anything else keeps the defaults of index.html. The app re-applies the
//    same values from its zod-parsed stores (src/lib/preferences.store.ts, src/lib/i18n.ts).
(function () {
  var zod = (window.__zod_globalConfig = window.__zod_globalConfig || {});
  zod.jitless = true;

  var theme = 'light';
  var rtl = false;
  var locale = null;
  try {
    var saved = window.localStorage.getItem('theme');
    if (saved === 'dark' || saved === 'semi-dark' || saved === 'light') theme = saved;
    var savedLocale = window.localStorage.getItem('locale');
    if (savedLocale === 'en' || savedLocale === 'de' || savedLocale === 'fr' || savedLocale === 'pt') locale = savedLocale;
    var layout = JSON.parse(window.localStorage.getItem('layout') || 'null');
    rtl = Boolean(layout && typeof layout === 'object' && layout.rtl === true);
  } catch {
    // Storage blocked (private mode, sandbox) or corrupt JSON: keep the defaults.
  }
  var root = document.documentElement;
  root.setAttribute('data-theme', theme);
  if (theme === 'dark') root.classList.add('dark');
  if (rtl) root.setAttribute('dir', 'rtl');
  if (locale) root.setAttribute('lang', locale);
})();
