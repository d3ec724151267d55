// Runs before the app's modules (a classic script in <head>). Kept as a file so the CSP needs no inline script.
// 1. Zod in jitless mode: otherwise it probes for eval with a caught `Function('')` whenever an object schema
//    is created, which a strict CSP (no 'unsafe-eval', see csp.config.mjs) reports as a violation. The flag
//    must exist before the first schema is built, earlier than any module of ours can run; zod reads its
//    config from this global (zod/v4/core/core.js; src/config/csp.test.ts checks it still does).
// 2. Applies the saved theme before first paint (no flash). Storage is untrusted: only the three known
//    values are accepted, anything else means light.
(function () {
  var zod = (window.__zod_globalConfig = window.__zod_globalConfig || {});
  zod.jitless = true;

  var theme = 'light';
  try {
    var saved = window.localStorage.getItem('theme');
    if (saved === 'dark' || saved === 'semi-dark' || saved === 'light') theme = saved;
  } catch {
    // Storage blocked (private mode, sandbox): keep the light theme.
  }
  var root = document.documentElement;
  root.setAttribute('data-theme', theme);
  if (theme === 'dark') root.classList.add('dark');
})();
