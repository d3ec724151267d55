import { z } from 'zod';
import { collection } from '@/mocks/db';
import { createRandom } from '@/mocks/random';
import { TASK_TAGS, taskSchema, type Task, type TaskTag } from '../api/todo.contract';

export const TODO_TAGS: TaskTag[] = [
  { id: 1, text: 'Frontend', value: 'frontend', color: 'primary' },
  { id: 2, text: 'Backend', value: 'backend', color: 'warning' },
  { id: 3, text: 'Doc', value: 'doc', color: 'success' },
  { id: 4, text: 'Bug', value: 'bug', color: 'danger' },
];

const SAMPLES: [string, string][] = [
  ['Fix checkout button alignment on Safari', 'The primary button wraps below the total on iOS 17 Safari at 390 px.'],
  ['Write release notes for v2.4', 'Summarise the new dashboard widgets, the invoice changes and the dropped IE support.'],
  ['Add pagination to the orders endpoint', 'Cursor based, 50 items per page, keep the old offset params working for a month.'],
  ['Review pull request #482 (dark theme tokens)', 'Check contrast of the muted text on cards and the sidebar hover colour.'],
  ['Migrate user avatars to the new CDN', 'Copy existing files, update URLs in the users table, keep redirects for old links.'],
  ['Update onboarding guide screenshots', 'The settings page changed; retake the six screenshots in light and dark themes.'],
  ['Investigate slow search on the knowledge base', 'p95 went from 180 ms to 1.2 s after the last deploy. Look at the new index.'],
  ['Plan Q3 roadmap workshop', 'Book the room, send the agenda, collect feature requests from support before Friday.'],
  ['Refactor the invoice PDF generator', 'Split layout and data, add tests for multi-page invoices and long addresses.'],
  ['Session expires while typing a long reply', 'Users lose the message when the token is refreshed. Keep the draft in storage.'],
  ['Design empty states for the calendar', 'Three variants: no events today, no events this week, calendar not connected.'],
  ['Document the webhook retry policy', 'Explain the back-off schedule and the signature header in the API reference.'],
  ['Add rate limiting to the login endpoint', 'Five attempts per minute per IP and per account, with a clear error message.'],
  ['Prepare demo data for the sales meeting', 'Thirty customers, realistic orders for the last quarter, two refunds.'],
  ['Chart tooltip shows wrong currency', 'The revenue chart uses USD even when the workspace currency is EUR.'],
  ['Set up visual regression tests', 'Screenshots of the ten most used pages in light, dark and on a phone.'],
  ['Clean up unused feature flags', 'Remove flags older than six months and the code paths behind them.'],
  ['Translate the billing pages into Portuguese', 'Around 120 strings; ask Ana to review the tax wording.'],
  ['Call the design agency about the new logo', 'Discuss the colour variants and the favicon sizes.'],
  ['Upgrade the database driver', 'The current version is out of support in March; check the connection pool settings.'],
  ['Keyboard navigation in the data table', 'Arrow keys move between cells, Enter opens the row, Escape leaves edit mode.'],
  ['Renew the SSL certificate for the status page', 'Expires on the 28th; the automatic renewal failed twice.'],
];

/** 22 deterministic tasks: a few completed, a few trashed, flags and tags drawn from a fixed seed. */
export function seedTasks(): Task[] {
  const random = createRandom(7301);
  return SAMPLES.map(([title, desc], i) => {
    const tags = random.sample(TASK_TAGS, random.int(0, 2));
    return taskSchema.parse({
      id: i + 1,
      title,
      desc: i % 7 === 3 ? '' : desc,
      isImportant: random.bool(0.3),
      isStarred: random.bool(0.3),
      tags,
      isCompleted: random.bool(0.25),
      isTrashed: i === 16 || i === 18 || i === 21,
    });
  });
}

export const tasks = collection('todo-tasks', z.array(taskSchema), seedTasks);
