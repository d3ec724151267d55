// Issue #5: end-to-end flows of the demo apps in Chromium on the production build (email's own flows: email.spec.mjs).
// Each test runs in a fresh context, so the mock DB (localStorage) starts from its deterministic seed.
import { expect, settle } from './fixtures.mjs';
import { apiCall, clickAndWaitUrl, expectClean, gone, mockDb, openSignedIn, requireRoutes, shown, stamp, until } from './flows.mjs';

const INBOX = '/apps/email/inbox';
const CHAT = '/apps/chat';
const TODO = '/apps/todo/all';
const CALENDAR = '/apps/calendar/vue-simple-calendar';
const EMAIL_ROUTE = '/apps/email/:filter';
const TODO_ROUTE = '/apps/todo/:filter';

export const tests = [
  {
    name: 'full-height apps fill the window without scrolling the page, on a phone and a desktop',
    async run(t) {
      requireRoutes(t, EMAIL_ROUTE, TODO_ROUTE, CHAT, CALENDAR);
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
      ]) {
        const { context, page, watcher } = await openSignedIn(t, INBOX, { viewport });
        for (const path of [INBOX, TODO, CHAT, CALENDAR]) {
          await page.goto(`${t.base}${path}`);
          await shown(page.locator('main h1'), `${path}: no page heading`);
          await settle(page, watcher);
          const over = await page.evaluate(() => document.scrollingElement.scrollHeight - window.innerHeight);
          // Only the app's own panes scroll; a page scroll of a few pixels moves the app under the navbar.
          expect(over <= 0, `${path} at ${viewport.width} px: the page scrolls by ${over} px`);
        }
        expectClean(watcher, `full-height apps at ${viewport.width} px`);
        await context.close();
      }
    },
  },
  {
    name: 'RTL layout: English senders, subjects, excerpts, chat previews and task notes are cut at their own end',
    async run(t) {
      requireRoutes(t, EMAIL_ROUTE, '/apps/chat', '/apps/todo/all');
      const { page, watcher } = await openSignedIn(t, INBOX, { viewport: { width: 390, height: 844 } });
      await page.evaluate(() => localStorage.setItem('layout', JSON.stringify({ rtl: true })));
      // For every overflowing text box: its first character must be on screen (a cut start reads as nonsense).
      const cutAtStart = () =>
        page.evaluate(() => {
          const bad = [];
          let overflowing = 0;
          for (const el of document.querySelectorAll('main *')) {
            if (getComputedStyle(el).textOverflow !== 'ellipsis' || el.scrollWidth <= el.clientWidth + 1) continue;
            if (!/^[\x20-\x7e]/.test(el.textContent.trim())) continue;
            overflowing += 1;
            const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
            let node = walker.nextNode();
            while (node && !node.textContent.trim()) node = walker.nextNode();
            const range = document.createRange();
            const at = node.textContent.search(/\S/);
            range.setStart(node, at);
            range.setEnd(node, at + 1);
            const first = range.getBoundingClientRect();
            const box = el.getBoundingClientRect();
            if (first.left < box.left - 1 || first.right > box.right + 1) bad.push(el.textContent.trim().slice(0, 40));
          }
          return { overflowing, bad };
        });
      for (const path of [INBOX, '/apps/chat', '/apps/todo/all']) {
        await page.goto(`${t.base}${path}`);
        await until(
          page,
          () => page.evaluate(() => document.documentElement.dir),
          (dir) => dir === 'rtl',
          `${path}: not in RTL`,
        );
        await shown(page.locator('main li, main [role="listitem"], main [role="option"]'), `${path}: no list shown`);
        await settle(page, watcher);
        const { overflowing, bad } = await cutAtStart();
        expect(path !== INBOX || overflowing > 0, `${path}: no overflowing English text to check at 390 px`);
        expect(bad.length === 0, `${path}: text cut at its start: ${JSON.stringify(bad)}`);
      }
      expectClean(watcher, 'RTL truncation');
    },
  },
  {
    name: 'chat: message a contact without a chat, the chat appears in the Chats list',
    async run(t) {
      requireRoutes(t, CHAT);
      const { page, watcher } = await openSignedIn(t, CHAT);
      const chats = page.getByRole('region', { name: 'Chats' });
      const contacts = page.getByRole('region', { name: 'Contacts' });
      await shown(chats.getByRole('button').first(), 'the Chats list never loaded');
      await shown(contacts.getByRole('button').first(), 'the Contacts list never loaded');
      const chatNames = await chats.getByRole('button').allInnerTexts();
      const contactButtons = contacts.getByRole('button');
      // A contact that has no conversation yet.
      let name = null;
      for (const text of await contactButtons.allInnerTexts()) {
        const candidate = text.split('\n')[0].trim();
        if (!chatNames.some((c) => c.includes(candidate))) {
          name = candidate;
          break;
        }
      }
      expect(name, 'every contact already has a chat; nothing to start');
      await contacts.getByRole('button', { name: new RegExp(`^${name}`) }).click();
      await page.waitForURL((u) => u.searchParams.has('contact'), { timeout: 10000 });
      const composer = await shown(page.getByRole('textbox', { name: `Message to ${name}` }), `no composer labelled "Message to ${name}"`);
      const message = `Hello from the flow test ${stamp()}`;
      await composer.fill(message);
      await composer.press('Enter');
      await until(
        page,
        () => composer.inputValue(),
        (v) => v === '',
        'the composer was not cleared after Enter',
      );
      await shown(
        page
          .getByRole('log')
          .getByText(message)
          .or(page.getByText(message, { exact: true })),
        'the sent message is not shown in the conversation',
      );
      const newChat = await shown(
        chats.getByRole('button', { name: new RegExp(`^${name}`) }),
        `"${name}" did not move into the Chats list after the first message`,
      );
      await until(
        page,
        () => newChat.innerText(),
        (v) => v.includes(message),
        `the Chats entry of ${name} does not show the last message`,
      );
      await settle(page, watcher);
      // Persisted by the mock API: a reload still lists the new chat.
      await page.reload({ waitUntil: 'load' });
      await shown(
        page.getByRole('region', { name: 'Chats' }).getByRole('button', { name: new RegExp(`^${name}`) }),
        `after reload "${name}" is no longer in Chats`,
      );
      expectClean(watcher, 'chat');
    },
  },
  {
    name: 'todo: complete a task, then trash it (Completed and Trashed filters follow)',
    async run(t) {
      requireRoutes(t, TODO_ROUTE);
      const { page, watcher } = await openSignedIn(t, TODO);
      const nav = page.getByRole('navigation', { name: 'Task filters' });
      const list = page.getByRole('list', { name: 'Tasks' });
      await shown(list.locator('li[data-task-row]'), 'the task list never loaded');
      // The first open task of the All list.
      // Rows have two checkboxes (select, completed); the completed one carries data-task-complete.
      const open = list.locator('li[data-task-row]').filter({ has: page.locator('[data-task-complete][aria-checked="false"]') });
      expect((await open.count()) > 0, 'no open task in All');
      const id = await open.first().getAttribute('data-task-row');
      const row = () => page.locator(`li[data-task-row="${id}"]`);
      const box = row().locator('[data-task-complete]');
      const title = await box.evaluate((el) => document.getElementById(el.getAttribute('aria-labelledby'))?.textContent?.trim() ?? '');
      await box.click();
      await until(
        page,
        () => box.getAttribute('aria-checked'),
        (v) => v === 'true',
        `task "${title}" did not become checked`,
      );
      await settle(page, watcher);

      await clickAndWaitUrl(
        page,
        watcher,
        nav.getByRole('link', { name: 'Completed' }),
        (u) => u.pathname === '/apps/todo/completed',
        'Completed link did not open /apps/todo/completed',
      );
      await shown(row(), `completed task "${title}" is not listed under Completed`);
      expect(
        (await row().locator('[data-task-complete]').getAttribute('aria-checked')) === 'true',
        'the task is listed under Completed but not ticked',
      );

      await row().getByRole('button', { name: 'Move to trash' }).click();
      await gone(row(), `trashed task "${title}" stays in Completed`);
      await shown(page.getByText('Task moved to trash'), 'no "Task moved to trash" toast');
      await settle(page, watcher);

      await clickAndWaitUrl(
        page,
        watcher,
        nav.getByRole('link', { name: 'Trashed' }),
        (u) => u.pathname === '/apps/todo/trashed',
        'Trashed link did not open /apps/todo/trashed',
      );
      await shown(row(), `trashed task "${title}" is not listed under Trashed`);
      expect(await row().getByRole('button', { name: 'Restore' }).isVisible(), 'a trashed task offers no Restore button');

      await clickAndWaitUrl(
        page,
        watcher,
        nav.getByRole('link', { name: 'Completed' }),
        (u) => u.pathname === '/apps/todo/completed',
        'Completed link did not open /apps/todo/completed',
      );
      await shown(list.locator('li[data-task-row]').or(page.getByText('No completed tasks')), 'Completed never loaded the second time');
      await settle(page, watcher);
      expect(!(await row().count()), `trashed task "${title}" is back in Completed`);
      const stored = (await mockDb(page, 'todo-tasks'))?.find?.((x) => String(x.id) === id);
      expect(
        stored?.isCompleted === true && stored?.isTrashed === true,
        `stored task is ${JSON.stringify(stored && { isCompleted: stored.isCompleted, isTrashed: stored.isTrashed })}`,
      );
      expectClean(watcher, 'todo');
    },
  },
  {
    name: 'todo: drag a task by its grip with the mouse, then move it with the keyboard; the order is stored',
    async run(t) {
      requireRoutes(t, TODO_ROUTE);
      const { page, watcher } = await openSignedIn(t, TODO);
      const list = page.getByRole('list', { name: 'Tasks' });
      const rows = list.locator('li[data-task-row]');
      await shown(rows.first(), 'the task list never loaded');
      const order = () => rows.evaluateAll((items) => items.map((li) => li.getAttribute('data-task-row')));
      const before = await order();
      expect(before.length >= 4, `only ${before.length} tasks listed`);
      const [a, b, c] = before;
      const grip = (id) => page.locator(`li[data-task-row="${id}"] [data-task-drag]`);

      // Mouse: the third task's grip onto the top half of the first row.
      const from = await grip(c).boundingBox();
      const to = await page.locator(`li[data-task-row="${a}"]`).boundingBox();
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2, from.y + 12, { steps: 4 });
      await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 12 });
      await page.mouse.up();
      await until(page, order, (ids) => ids.slice(0, 3).join() === [c, a, b].join(), `mouse drop did not give ${[c, a, b]}`);

      // Keyboard: Space on the grip picks the task up, ↓ ↓ moves it two rows down, Space drops it.
      // Each step is announced; the next key waits for it, as a screen-reader user would.
      const live = page.locator('[id^="DndLiveRegion"]');
      const press = async (key, said) => {
        await page.keyboard.press(key);
        let text = '';
        for (const started = Date.now(); !said.test(text) && Date.now() - started < 10000; await page.waitForTimeout(50))
          text = (await live.textContent()) ?? '';
        expect(said.test(text), `after ${key} the live region did not say ${said}; it says "${text}"`);
        // dnd-kit starts listening for the arrow keys a task after the pick-up: a user is never that quick, a script is.
        if (key === 'Space') await page.waitForTimeout(150);
      };
      await grip(c).focus();
      await press('Space', /^Picked up .+, position 1 of \d+\.$/);
      await press('ArrowDown', /moved to position 2 of/);
      await press('ArrowDown', /moved to position 3 of/);
      await press('Space', /dropped at position 3 of/);
      await until(page, order, (ids) => ids.slice(0, 3).join() === [a, b, c].join(), `keyboard move did not give ${[a, b, c]}`);
      expect(await grip(c).evaluate((el) => el === document.activeElement), 'focus left the grip after the keyboard drop');

      // One more move, then a reload: the stored order is the one shown.
      await grip(b).focus();
      await press('Space', /position 2 of/);
      await press('ArrowUp', /moved to position 1 of/);
      await press('Space', /dropped at position 1 of/);
      await until(page, order, (ids) => ids.slice(0, 3).join() === [b, a, c].join(), `second keyboard move did not give ${[b, a, c]}`);
      await settle(page, watcher);
      await page.reload();
      await shown(rows.first(), 'the task list never loaded after reload');
      const reloaded = await order();
      expect(reloaded.slice(0, 3).join() === [b, a, c].join(), `after reload the order is ${reloaded.slice(0, 3)}`);
      const stored = ((await mockDb(page, 'todo-tasks')) ?? []).filter((x) => !x.isTrashed).map((x) => String(x.id));
      expect(stored.slice(0, 3).join() === [b, a, c].join(), `stored order is ${stored.slice(0, 3)}`);
      expectClean(watcher, 'todo reorder');
    },
  },
  {
    name: 'calendar: drag an event to another day, its end moves by the same offset',
    async run(t) {
      requireRoutes(t, CALENDAR);
      const { page, watcher } = await openSignedIn(t, `${CALENDAR}?view=month&date=2026-11-15`);
      const event = await shown(
        page.locator('.fc-daygrid-event').filter({ hasText: 'Family Trip' }),
        'the seeded "Family Trip" event is not on the November 2026 month view',
      );
      const before =
        (await mockDb(page, 'calendar-events'))?.find?.((e) => e.title === 'Family Trip') ??
        (await apiCall(page, 'GET', '/api/apps/calendar/events')).body.find((e) => e.title === 'Family Trip');
      expect(
        before?.allDay && before.startDate === '2026-11-09' && before.endDate === '2026-11-11',
        `seeded Family Trip is ${JSON.stringify(before)}`,
      );

      // Grab the event inside its first day and drop it three days later (same week row: Sun 8 – Sat 14).
      const from = await page.locator('td.fc-daygrid-day[data-date="2026-11-09"]').boundingBox();
      const to = await page.locator('td.fc-daygrid-day[data-date="2026-11-12"]').boundingBox();
      const box = await event.boundingBox();
      expect(from && to && box, 'day cells or the event have no layout box');
      const startX = from.x + from.width / 2;
      const startY = box.y + box.height / 2;
      await page.mouse.move(startX, startY);
      await page.mouse.down();
      for (let i = 1; i <= 12; i++) {
        await page.mouse.move(startX + ((to.x + to.width / 2 - startX) * i) / 12, startY + 2 * (i % 2), { steps: 2 });
      }
      await page.mouse.up();
      await settle(page, watcher);

      const after = await until(
        page,
        async () => (await mockDb(page, 'calendar-events'))?.find?.((e) => e.id === before.id),
        (e) => e && e.startDate !== before.startDate,
        (e) => `the drop did not move the stored event (still ${e?.startDate} – ${e?.endDate})`,
      );
      expect(after.startDate === '2026-11-12', `stored start is ${after.startDate}, expected 2026-11-12`);
      expect(after.endDate === '2026-11-14', `stored end is ${after.endDate}, expected 2026-11-14 (moved by the same 3 days)`);

      // The calendar shows it there, and opening the event shows the same dates.
      await shown(
        page.locator('td.fc-daygrid-day[data-date="2026-11-12"] .fc-daygrid-event').filter({ hasText: 'Family Trip' }),
        'the event is not drawn on 12 November after the drop',
      );
      await page.locator('.fc-daygrid-event').filter({ hasText: 'Family Trip' }).first().click();
      const dialog = await shown(page.getByRole('dialog', { name: 'Edit Event' }), 'clicking the moved event did not open "Edit Event"');
      const start = await dialog.getByLabel(/^Start/).inputValue();
      const end = await dialog.getByLabel(/^End/).inputValue();
      expect(start === '2026-11-12' && end === '2026-11-14', `Edit Event shows ${start} – ${end}, expected 2026-11-12 – 2026-11-14`);
      await page.keyboard.press('Escape');
      // Reload: the move is stored by the mock API, not only in FullCalendar's memory.
      await page.reload({ waitUntil: 'load' });
      await shown(
        page.locator('td.fc-daygrid-day[data-date="2026-11-12"] .fc-daygrid-event').filter({ hasText: 'Family Trip' }),
        'after reload the event is no longer on 12 November',
      );
      expect(
        !(await page.locator('td.fc-daygrid-day[data-date="2026-11-09"] .fc-daygrid-event').filter({ hasText: 'Family Trip' }).count()),
        'after reload the event is still drawn on 9 November',
      );
      expectClean(watcher, 'calendar drag');
    },
  },
];
