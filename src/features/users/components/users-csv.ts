import type { ManagedUser } from '../api/users.contract';

/** RFC 4180 quoting; cells that a spreadsheet would run as a formula get a leading apostrophe. */
function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

const COLUMNS = ['id', 'username', 'email', 'name', 'country', 'role', 'status', 'is_verified', 'department'] as const;

export function usersToCsv(users: readonly ManagedUser[]): string {
  const lines = [COLUMNS.join(','), ...users.map((u) => COLUMNS.map((c) => csvCell(u[c])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
