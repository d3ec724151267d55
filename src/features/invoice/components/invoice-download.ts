import { computeTotals, lineCents } from './invoice-totals';
import type { InvoiceLine } from '../data/invoice';
import { INVOICE } from '../data/invoice';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export interface DownloadLabels {
  title: string;
  description: string;
  hours: string;
  rate: string;
  amount: string;
  subtotal: string;
  discount: string;
  tax: string;
  total: string;
  issued: string;
  due: string;
  billTo: string;
  money: (value: number) => string;
}

/** A standalone HTML invoice; every value is escaped, so typed text can never become markup. */
export function invoiceHtml(lines: readonly InvoiceLine[], l: DownloadLabels): string {
  const totals = computeTotals(lines);
  const e = escapeHtml;
  const rows = lines
    .map((line) => {
      const cents = lineCents(line);
      return `<tr><td>${e(line.description)}</td><td class="n">${e(line.hours)}</td><td class="n">${e(line.rate)}</td><td class="n">${e(cents === null ? '—' : l.money(cents / 100))}</td></tr>`;
    })
    .join('');
  const sum = (label: string, value: number) =>
    `<tr><td colspan="3" class="n">${e(label)}</td><td class="n">${e(l.money(value))}</td></tr>`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>${e(l.title)} ${e(INVOICE.number)}</title>
<style>body{font:14px system-ui,sans-serif;margin:40px;color:#333}table{width:100%;border-collapse:collapse}td,th{padding:8px;border-bottom:1px solid #ddd;text-align:left}.n{text-align:right}</style></head><body>
<h1>${e(l.title)} #${e(INVOICE.number)}</h1>
<p>${e(l.issued)}: ${e(INVOICE.issued)} · ${e(l.due)}: ${e(INVOICE.due)}</p>
<p><strong>${e(INVOICE.from.name)}</strong><br>${INVOICE.from.lines.map(e).join('<br>')}<br>${e(INVOICE.from.email)}</p>
<p>${e(l.billTo)}: <strong>${e(INVOICE.to.name)}</strong>, ${e(INVOICE.to.company)}<br>${INVOICE.to.lines.map(e).join('<br>')}<br>${e(INVOICE.to.email)}</p>
<table><thead><tr><th>${e(l.description)}</th><th class="n">${e(l.hours)}</th><th class="n">${e(l.rate)}</th><th class="n">${e(l.amount)}</th></tr></thead>
<tbody>${rows}</tbody><tfoot>${sum(l.subtotal, totals.subtotal)}${sum(l.discount, -totals.discount)}${sum(l.tax, totals.tax)}${sum(l.total, totals.total)}</tfoot></table>
</body></html>`;
}

export function downloadFile(name: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
