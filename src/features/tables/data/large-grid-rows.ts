import { createRandom } from '@/mocks/random';
import { generateUsers, type SampleRole } from './sample-users';

export const ACCOUNT_STATUSES = ['active', 'pending', 'suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** ISO 3166 region codes; the grid shows them as country names in the UI language (Intl.DisplayNames). */
export const COUNTRIES = ['DE', 'FR', 'PT', 'BR', 'ES', 'IT', 'NL', 'CH', 'AT', 'BE', 'GB', 'US', 'CA', 'JP', 'IN'] as const;
type CountryCode = (typeof COUNTRIES)[number];

export interface LargeGridRow {
  id: number;
  name: string;
  email: string;
  country: CountryCode;
  role: SampleRole;
  status: AccountStatus;
  orders: number;
}

/**
 * `count` deterministic accounts for the AG Grid "Large data set" card: the users of generateUsers (same names,
 * e-mails and roles) plus a country, a status (mostly active) and an order count, in one more O(count) pass.
 */
export function generateLargeGridRows(count: number, seed = 7_326): LargeGridRow[] {
  const users = generateUsers(count, seed);
  const rnd = createRandom(seed + 1);
  const rows = new Array<LargeGridRow>(count);
  for (let i = 0; i < count; i++) {
    const u = users[i] as (typeof users)[number];
    const draw = rnd.next();
    rows[i] = {
      id: u.id,
      name: u.name,
      email: u.email,
      country: rnd.pick(COUNTRIES),
      role: u.role,
      status: draw < 0.72 ? 'active' : draw < 0.9 ? 'pending' : 'suspended',
      orders: rnd.int(0, 480),
    };
  }
  return rows;
}
