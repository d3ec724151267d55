/** Role rules of SPEC §6. The only ACL function in the app: menus, guards and demos all call `can`. */
export const ROLES = ['editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type Rule = 'public' | 'editor' | 'admin';

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** `null` is "no role" (an unknown stored role): only public routes pass. */
export function can(role: Role | null, rule: Rule): boolean {
  if (rule === 'public') return true;
  if (role === null) return false;
  if (rule === 'admin') return role === 'admin';
  return role === 'editor' || role === 'admin';
}
