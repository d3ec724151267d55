/** Case- and accent-insensitive substring match; the query is never used as a regular expression (F10). */
function normalize(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function matches(query: string, ...fields: string[]): boolean {
  const q = normalize(query.trim());
  if (!q) return true;
  return fields.some((f) => normalize(f).includes(q));
}
