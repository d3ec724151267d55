import { z } from 'zod';
import { collection } from '@/mocks/db';
import { createRandom, SEED_NOW } from '@/mocks/random';
import { searchResultSchema, type SearchResult } from '../api/search-page.contract';

const PAGES = [
  ['Analytics dashboard', '/dashboard/analytics', 'Sessions, revenue and goal overview cards for your product.'],
  ['eCommerce shop', '/apps/eCommerce/shop', 'Browse products with filters, price ranges and ratings.'],
  ['Email', '/apps/email/inbox', 'Read, label and move mail between folders.'],
  ['Chat', '/apps/chat', 'Talk to your team with pinned chats and unread counts.'],
  ['Calendar', '/apps/calendar/vue-simple-calendar', 'Plan business, work and personal events by dragging them.'],
  ['Todo', '/apps/todo/all', 'Track tasks with tags, stars and important flags.'],
  ['User list', '/apps/user/user-list', 'Filter and manage user accounts by role and status.'],
  ['Knowledge base', '/pages/knowledge-base', 'Articles about design, marketing automation and more.'],
  ['FAQ', '/pages/faq', 'Answers about licences, payments and trademark use.'],
  ['Invoice', '/pages/invoice', 'Edit line items, send, download or print an invoice.'],
  ['Profile', '/pages/profile', 'Timeline, photos, friends and polls of a user.'],
  ['Account settings', '/pages/user-settings', 'Change password, social links and notifications.'],
  ['Form wizard', '/forms/form-wizard', 'Multi-step form with validation on each step.'],
  ['Apex charts', '/charts-and-maps/charts/apex-charts', 'Line, bar, area and radial charts with live themes.'],
  ['Drag and drop', '/extensions/drag-and-drop', 'Reorder lists and move cards between columns.'],
  ['Design tokens', '/ui-elements/colors', 'Primary, success, danger, warning and dark colours.'],
] as const;

const NAMES = [
  'Amy Andersen',
  'Kurt Jansen',
  'Léa Dubois',
  'Mariana Costa',
  'Jonas Weber',
  'Felecia Rower',
  'Adalberto Granzin',
  'Joaquina Weisenborn',
  'Verla Morgano',
  'Margot Henschke',
  'Sal Piggee',
  'Miguel Guelff',
  'Mauro Elenbaas',
  'Bridgett Omohundro',
  'Zenia Jacobs',
  'Lai Lewandowski',
  'محمد الأحمد',
  'נועה לוי',
  'Design Team',
] as const;
const ROLES = ['Designer', 'Developer', 'Manager', 'Marketing', 'Support'] as const;
const FILES = [
  ['UI design guidelines', 'pdf'],
  ['Brand logo', 'svg'],
  ['Quarterly revenue', 'xlsx'],
  ['Design review notes', 'docx'],
  ['Marketing plan', 'pptx'],
  ['Product photos', 'zip'],
  ['Release notes', 'md'],
  ['Invoice template', 'pdf'],
  ['Team photo', 'png'],
  ['Customer interviews', 'mp3'],
  ['Sales report', 'csv'],
  ['Onboarding video', 'mp4'],
  ['API reference', 'pdf'],
  ['Wireframes', 'fig'],
] as const;

const slug = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '') || 'user';

function seedResults(): SearchResult[] {
  const r = createRandom(4401);
  const date = () => r.date(400).toISOString();
  const out: SearchResult[] = [];
  PAGES.forEach(([title, url, description], i) => out.push({ id: `page-${i + 1}`, type: 'pages', title, url, description, date: date() }));
  NAMES.forEach((name, i) =>
    out.push({
      id: `user-${i + 1}`,
      type: 'users',
      name,
      email: `${slug(name)}@tessera.example`,
      role: r.pick(ROLES),
      avatar: `/images/avatars/avatar-${(i % 20) + 1}.svg`,
      date: date(),
    }),
  );
  FILES.forEach(([file, ext], i) =>
    out.push({
      id: `file-${i + 1}`,
      type: 'files',
      file_name: `${file}.${ext}`,
      from: `by ${r.pick(NAMES)}`,
      file_ext: ext,
      size: `${r.float(0.1, 24, 1)}mb`,
      date: date(),
    }),
  );
  NAMES.slice(0, 14).forEach((name, i) => {
    const d = new Date(SEED_NOW - r.int(1, 600) * 60_000 * (i + 1));
    out.push({
      id: `contact-${i + 1}`,
      type: 'contacts',
      img: `/images/avatars/avatar-${((i + 5) % 20) + 1}.svg`,
      name,
      email: `${slug(name)}@mail.example`,
      time: d.toISOString(),
      date: d.toISOString(),
    });
  });
  return out;
}

export const searchResults = collection('search-page.results', z.array(searchResultSchema), seedResults);
