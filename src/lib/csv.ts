/** Characters that make a spreadsheet treat a cell as a formula (or DDE payload). */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CellValue = string | number | boolean | null | undefined;

/** Strings that a spreadsheet would run get a leading apostrophe; numbers and booleans are never touched (G1, G3). */
export function neutralize(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * One RFC 4180 field: neutralized, then quoted when it holds a quote, comma, CR, LF or edge whitespace.
 * A neutralized field is always quoted, so the apostrophe and what follows travel as one text field.
 */
export function csvCell(value: CellValue, separator = ','): string {
  const text = neutralize(value);
  const escaped = typeof value === 'string' && text !== value;
  const quote = escaped || /["\r\n]/.test(text) || text.includes(separator) || text !== text.trim();
  return quote ? `"${text.replace(/"/g, '""')}"` : text;
}

export interface Column<T> {
  key: string;
  header: string;
  value: (row: T) => CellValue;
}

/** RFC 4180 document: CRLF line ends, a header row, a trailing CRLF. */
export function toCsv<T>(rows: readonly T[], columns: readonly Column<T>[], separator = ','): string {
  const line = (cells: CellValue[]) => cells.map((c) => csvCell(c, separator)).join(separator);
  const lines = [line(columns.map((c) => c.header)), ...rows.map((r) => line(columns.map((c) => c.value(r))))];
  return `${lines.join('\r\n')}\r\n`;
}
