import { createRandom } from '@/mocks/random';
import { generateUsers } from '../data/sample-users';
import type { Contact, ContactCountry } from '../api/tables.contract';

const FIRST = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Amelia',
  'Oliver',
  'Ava',
  'Elijah',
  'Sophia',
  'Lucas',
  'Mia',
  'Mason',
  'Isabella',
  'Ethan',
  'Harper',
  'Logan',
  'Evelyn',
  'James',
  'Luna',
  'Aiden',
  'Camila',
  'Mateo',
  'Gianna',
  'Levi',
  'Aria',
  'Henry',
  'Ella',
  'Jack',
  'Nova',
  'Leo',
];
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
];
const COMPANIES = [
  'Acme Corp',
  'Globex',
  'Initech',
  'Umbrella',
  'Hooli',
  'Stark Industries',
  'Wayne Enterprises',
  'Wonka',
  'Soylent',
  'Cyberdyne',
  'Tyrell',
  'Vandelay',
];
// Countries as ISO codes (the grid names them in the UI language); cities by their local names, not English exonyms.
const PLACES: readonly (readonly [city: string, state: string, country: ContactCountry])[] = [
  ['San Francisco', 'CA', 'US'],
  ['Austin', 'TX', 'US'],
  ['Seattle', 'WA', 'US'],
  ['Denver', 'CO', 'US'],
  ['Toronto', 'ON', 'CA'],
  ['Vancouver', 'BC', 'CA'],
  ['München', 'BY', 'DE'],
  ['Hamburg', 'HH', 'DE'],
  ['Lyon', 'ARA', 'FR'],
  ['Porto', 'PT-13', 'PT'],
  ['São Paulo', 'SP', 'BR'],
  ['Sydney', 'NSW', 'AU'],
];

const CONTACT_COUNT = 500;

/** 500 deterministic contacts for the AG Grid demo (seed 7321). */
export function seedContacts(count = CONTACT_COUNT): Contact[] {
  const rnd = createRandom(7_321);
  return Array.from({ length: count }, (_, i) => {
    const firstName = rnd.pick(FIRST);
    const lastName = rnd.pick(LAST);
    const company = rnd.pick(COMPANIES);
    const [city, state, country] = rnd.pick(PLACES);
    return {
      id: i + 1,
      firstName,
      lastName,
      email: `${firstName}.${lastName}${i + 1}@${company.toLowerCase().replace(/[^a-z]/g, '')}.com`.toLowerCase(),
      company,
      city,
      country,
      state,
      zip: String(rnd.int(10_000, 99_999)),
      followers: rnd.int(0, 25_000),
    };
  });
}

/** The server-side demo's dataset: 48 users, so there are several pages to walk through. */
export const SERVER_USERS = generateUsers(48, 7_322);
