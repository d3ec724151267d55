// Applies the saved theme before first paint (no flash). Storage is untrusted: only the three known
// values are accepted, anything else means light. Kept as a file so the CSP needs no inline script.
(function () {
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
