import { createRandom } from '@/mocks/random';

export const ROLES = ['admin', 'editor', 'author', 'subscriber'] as const;
export type SampleRole = (typeof ROLES)[number];

export interface SampleUser {
  id: number;
  name: string;
  email: string;
  website: string;
  role: SampleRole;
  age: number;
  city: string;
}

/** The 10-user sample every TanStack demo on /ui-elements/table starts from (fixed, not random). */
export const SAMPLE_USERS: readonly SampleUser[] = [
  { id: 1, name: 'Leanne Graham', email: 'sincere@april.biz', website: 'hildegard.org', role: 'admin', age: 34, city: 'Gwenborough' },
  { id: 2, name: 'Ervin Howell', email: 'shanna@melissa.tv', website: 'anastasia.net', role: 'editor', age: 28, city: 'Wisokyburgh' },
  { id: 3, name: 'Clementine Bauch', email: 'nathan@yesenia.net', website: 'ramiro.info', role: 'author', age: 41, city: 'McKenziehaven' },
  {
    id: 4,
    name: 'Patricia Lebsack',
    email: 'julianne.oconner@kory.org',
    website: 'kale.biz',
    role: 'subscriber',
    age: 25,
    city: 'South Elvis',
  },
  {
    id: 5,
    name: 'Chelsey Dietrich',
    email: 'lucio_hettinger@annie.ca',
    website: 'demarco.info',
    role: 'editor',
    age: 37,
    city: 'Roscoeview',
  },
  { id: 6, name: 'Dennis Schulist', email: 'karley_dach@jasper.info', website: 'ola.org', role: 'author', age: 52, city: 'South Christy' },
  { id: 7, name: 'Kurtis Weissnat', email: 'telly.hoeger@billy.biz', website: 'elvis.io', role: 'subscriber', age: 23, city: 'Howemouth' },
  {
    id: 8,
    name: 'Nicholas Runolfsdottir',
    email: 'sherwood@rosamond.me',
    website: 'jacynthe.com',
    role: 'admin',
    age: 46,
    city: 'Aliyaview',
  },
  {
    id: 9,
    name: 'Glenna Reichert',
    email: 'chaim_mcdermott@dana.io',
    website: 'conrad.com',
    role: 'editor',
    age: 31,
    city: 'Bartholomebury',
  },
  {
    id: 10,
    name: 'Clementina DuBuque',
    email: 'rey.padberg@karina.biz',
    website: 'ambrose.net',
    role: 'author',
    age: 29,
    city: 'Lebsackbury',
  },
];

const FIRST = [
  'Ada',
  'Ben',
  'Chloé',
  'Diego',
  'Elif',
  'Farah',
  'Gustav',
  'Hana',
  'Ivan',
  'Júlia',
  'Kofi',
  'Lena',
  'Mateo',
  'Nora',
  'Omar',
  'Priya',
  'Quentin',
  'Rosa',
  'Sven',
  'Tomás',
  'Uma',
  'Viktor',
  'Wen',
  'Yara',
  'Zoe',
];
const LAST = [
  'Almeida',
  'Berger',
  'Costa',
  'Dubois',
  'Eriksen',
  'Fischer',
  'García',
  'Hansen',
  'Ito',
  'Jensen',
  'Kowalski',
  'Laurent',
  'Müller',
  'Nakamura',
  'Oliveira',
  'Petit',
  'Rossi',
  'Santos',
  'Tanaka',
  'Weber',
];
const DOMAINS = ['example.com', 'mail.test', 'acme.io', 'globex.net', 'initech.org'];
const CITIES = ['Berlin', 'Lisbon', 'Paris', 'Porto', 'Lyon', 'Munich', 'Hamburg', 'Marseille', 'São Paulo', 'Zurich'];

/** ASCII, lower-case form of a name part ("Chloé" -> "chloe", "Müller" -> "muller"), used in e-mail and site names. */
const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
// Computed once per name part rather than per row: slugging (normalize + regex) was most of the cost of 100,000
// rows, and the 500 full names, 500 e-mail prefixes and 20 sites are shared by every row that draws them.
// Indexed by first * LAST.length + last.
const NAMES = FIRST.flatMap((first) => LAST.map((last) => `${first} ${last}`));
const MAIL_PREFIXES = FIRST.flatMap((first) => LAST.map((last) => `${slug(first)}.${slug(last)}`));
const SITES = LAST.map((last) => `${slug(last)}.dev`);

/**
 * `count` deterministic users (ids 1…count) for the virtualized, large-grid and server-side demos; same seed, same
 * users. O(count): six random draws and one string join per row, so 100,000 rows take tens of milliseconds.
 */
export function generateUsers(count: number, seed = 7_320): SampleUser[] {
  const rnd = createRandom(seed);
  const users = new Array<SampleUser>(count);
  for (let i = 0; i < count; i++) {
    // Draw order matters (first, last, domain, role, age, city): it fixes the data for a seed.
    const f = rnd.int(0, FIRST.length - 1);
    const l = rnd.int(0, LAST.length - 1);
    const person = f * LAST.length + l;
    const id = i + 1;
    users[i] = {
      id,
      name: NAMES[person] as string,
      email: `${MAIL_PREFIXES[person] as string}${id}@${rnd.pick(DOMAINS)}`,
      website: SITES[l] as string,
      role: rnd.pick(ROLES),
      age: rnd.int(19, 68),
      city: rnd.pick(CITIES),
    };
  }
  return users;
}
