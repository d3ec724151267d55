import type { Product } from '../api/data-list.contract';

/** RFC 4180 quoting; a cell that a spreadsheet would run as a formula gets a leading apostrophe. */
function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

const COLUMNS = ['id', 'name', 'category', 'popularity', 'order_status', 'price'] as const;

function productsToCsv(products: readonly Product[]): string {
  return `${[COLUMNS.join(','), ...products.map((p) => COLUMNS.map((c) => csvCell(p[c])).join(','))].join('\r\n')}\r\n`;
}

export function downloadCsv(products: readonly Product[]): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', productsToCsv(products)], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'products.csv';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
