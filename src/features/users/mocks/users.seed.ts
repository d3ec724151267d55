import { z } from 'zod';
import { collection } from '@/mocks/db';
import { createRandom } from '@/mocks/random';
import {
  CONTACT_OPTIONS,
  DEPARTMENTS,
  GENDERS,
  LANGUAGES,
  USER_ROLES,
  USER_STATUSES,
  managedUserSchema,
  type ManagedUser,
} from '../api/users.contract';

const FIRST = [
  'Angelo',
  'Demetrius',
  'Lorine',
  'Orion',
  'Kassandra',
  'Maye',
  'Jada',
  'Zelda',
  'Irving',
  'Milo',
  'Sasha',
  'Theron',
  'Noemi',
  'Elias',
  'Paige',
  'Rowan',
  'Ingrid',
  'Cyrus',
  'Lena',
  'Marcus',
];
const LAST = [
  'Sashington',
  'Wisozk',
  'Hettinger',
  'Ruecker',
  'Fadel',
  'Koch',
  'Gleason',
  'Brekke',
  'Mraz',
  'Okafor',
  'Lindqvist',
  'Moreau',
  'Silva',
  'Novak',
  'Haddad',
  'Tanaka',
  'Keller',
  'Duarte',
  'Osei',
  'Varga',
];
const COMPANIES = [
  'WinDon Technologies Pvt Ltd',
  'Kulas Group',
  'Hane LLC',
  'Brightloop',
  'Northwind Labs',
  'Quantix',
  'Bluepeak Studio',
  'Orbital Foods',
];
const PLACES = [
  { country: 'Germany', city: 'Berlin', state: 'Berlin' },
  { country: 'France', city: 'Lyon', state: 'Auvergne' },
  { country: 'Portugal', city: 'Porto', state: 'Norte' },
  { country: 'United States', city: 'Austin', state: 'Texas' },
  { country: 'Canada', city: 'Toronto', state: 'Ontario' },
  { country: 'Brazil', city: 'Curitiba', state: 'Parana' },
  { country: 'India', city: 'Pune', state: 'Maharashtra' },
  { country: 'Japan', city: 'Osaka', state: 'Kansai' },
];
const STREETS = ['Oak Avenue', 'Mill Lane', 'Harbour Road', 'Station Street', 'Park Drive', 'Elm Court'];

const FIRST_ID = 268;
const LAST_ID = 317;
/** F6: one record carries markup and a script URL; the UI must show them as plain text. */
export const XSS_USER_ID = 275;
const XSS_TEXT = '<img src=x onerror=alert(1)>';

function seedUsers(): ManagedUser[] {
  const r = createRandom(317268);
  const users: ManagedUser[] = [];
  for (let id = FIRST_ID; id <= LAST_ID; id++) {
    const first = r.pick(FIRST);
    const last = r.pick(LAST);
    const handle = `${first}.${last}${id}`.toLowerCase();
    const place = r.pick(PLACES);
    const perm = () => ({ read: r.bool(0.8), write: r.bool(0.5), create: r.bool(0.4), delete: r.bool(0.3) });
    const dob = r.date(365 * 50, 0);
    dob.setUTCFullYear(Math.min(dob.getUTCFullYear(), 2004));
    users.push({
      id,
      username: handle,
      avatar: `/images/avatars/avatar-${((id - FIRST_ID) % 20) + 1}.svg`,
      email: `${handle}@example.com`,
      name: `${first} ${last}`,
      dob: dob.toISOString().slice(0, 10),
      gender: r.pick(GENDERS.slice(0, 2)),
      country: place.country,
      role: r.pick(USER_ROLES),
      status: r.pick(USER_STATUSES),
      is_verified: r.bool(0.6),
      department: r.pick(DEPARTMENTS),
      company: r.pick(COMPANIES),
      mobile: `+${r.int(10, 99)}${r.int(100000000, 999999999)}`,
      website: `https://${first.toLowerCase()}${last.toLowerCase()}.example.com`,
      languages_known: r.sample(LANGUAGES, r.int(1, 3)),
      contact_options: r.sample(CONTACT_OPTIONS, r.int(1, 3)),
      location: {
        add_line_1: `${r.int(1, 240)} ${r.pick(STREETS)}`,
        add_line_2: r.bool(0.4) ? `Apt ${r.int(1, 90)}` : '',
        post_code: String(r.int(10000, 99999)),
        city: place.city,
        state: place.state,
        country: place.country,
      },
      social_links: {
        twitter: `https://twitter.com/${first.toLowerCase()}${id}`,
        facebook: `https://www.facebook.com/${first.toLowerCase()}.${last.toLowerCase()}`,
        instagram: `https://www.instagram.com/${first.toLowerCase()}${id}`,
        github: `https://github.com/${first.toLowerCase()}-${last.toLowerCase()}`,
        codepen: r.bool(0.6) ? `https://codepen.io/${first.toLowerCase()}${id}` : '',
        slack: r.bool(0.5) ? `https://${first.toLowerCase()}${id}.slack.com` : '',
      },
      permissions: { users: perm(), posts: perm(), comments: perm() },
    });
  }
  const xss = users.find((u) => u.id === XSS_USER_ID);
  if (xss) {
    xss.name = `Mallory ${XSS_TEXT}`;
    xss.username = `mallory${XSS_TEXT}`;
    xss.website = 'javascript:alert(1)';
    xss.social_links.twitter = 'javascript:alert(1)';
  }
  return users;
}

export const usersDb = collection('user-management-users', z.array(managedUserSchema), seedUsers);
