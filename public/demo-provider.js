// Demo identity provider window (no inline script: CSP friendly). Posts a demo profile to the
// window that opened it, addressed to our own origin only, then closes.
(function () {
  'use strict';
  var NAMES = { google: 'Google', facebook: 'Facebook', twitter: 'Twitter', github: 'GitHub' };
  var params = new URLSearchParams(window.location.search);
  var provider = params.get('provider');
  if (!Object.prototype.hasOwnProperty.call(NAMES, provider)) provider = 'google';
  var email = 'demo.' + provider + '@tessera.dev';
  document.getElementById('provider').textContent = NAMES[provider] + ' (demo)';
  document.getElementById('email').textContent = email;
  document.title = NAMES[provider] + ' demo sign-in · Tessera';

  function send(message) {
    if (!window.opener) {
      document.querySelector('p').textContent = 'Open this window from the Tessera login page.';
      return;
    }
    window.opener.postMessage(message, window.location.origin);
    window.close();
  }

  document.getElementById('continue').addEventListener('click', function () {
    send({
      type: 'tessera:demo-provider:profile',
      provider: provider,
      profile: { id: provider + '-demo-user', name: 'Demo User', email: email, picture: '/images/avatars/avatar-3.svg' },
    });
  });
  document.getElementById('deny').addEventListener('click', function () {
    send({ type: 'tessera:demo-provider:error', provider: provider, message: 'The user cancelled the ' + NAMES[provider] + ' sign-in.' });
  });
  document.getElementById('continue').focus();
})();
