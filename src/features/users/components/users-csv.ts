import { toCsv, type Column } from '@/lib/csv';
import type { ManagedUser } from '../api/users.contract';

const KEYS = ['id', 'username', 'email', 'name', 'country', 'role', 'status', 'is_verified', 'department'] as const;
const COLUMNS: Column<ManagedUser>[] = KEYS.map((key) => ({ key, header: key, value: (u) => u[key] }));

export function usersToCsv(users: readonly ManagedUser[]): string {
  return toCsv(users, COLUMNS);
}
