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
  from: string;
  billTo: string;
  bank: { title: string; bank: string; country: string; iban: string; swift: string };
  thanks: string;
  /** The page's language: the file's lang, and how its dates, amounts and country read. */
  lang: string;
  money: (value: number) => string;
  date: (iso: string) => string;
  countryName: string;
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
  const party = (p: { name: string; lines: readonly string[]; email: string; phone: string }, extra?: string) =>
    [`<strong>${e(p.name)}</strong>`, ...(extra ? [e(extra)] : []), ...p.lines.map(e), e(p.email), e(p.phone)].join('<br>');
  const bank: [string, string][] = [
    [l.bank.bank, INVOICE.bank.bank],
    [l.bank.country, l.countryName],
    [l.bank.iban, INVOICE.bank.iban],
    [l.bank.swift, INVOICE.bank.swift],
  ];
  return `<!doctype html><html lang="${e(l.lang)}"><head><meta charset="utf-8"><title>${e(l.title)} ${e(INVOICE.number)}</title>
<style>body{font:14px system-ui,sans-serif;margin:40px;color:#333}table{width:100%;border-collapse:collapse}td,th{padding:8px;border-bottom:1px solid #ddd;text-align:left}.n{text-align:right}.parties{display:flex;gap:48px}h2{font-size:12px;text-transform:uppercase;color:#777}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px}dt{color:#777}dd{margin:0}</style></head><body>
<h1>${e(l.title)} #${e(INVOICE.number)}</h1>
<p>${e(l.issued)}: ${e(l.date(INVOICE.issued))} · ${e(l.due)}: ${e(l.date(INVOICE.due))}</p>
<div class="parties"><section><h2>${e(l.from)}</h2><p>${party(INVOICE.from)}</p></section>
<section><h2>${e(l.billTo)}</h2><p>${party(INVOICE.to, INVOICE.to.company)}</p></section></div>
<table><thead><tr><th>${e(l.description)}</th><th class="n">${e(l.hours)}</th><th class="n">${e(l.rate)}</th><th class="n">${e(l.amount)}</th></tr></thead>
<tbody>${rows}</tbody><tfoot>${sum(l.subtotal, totals.subtotal)}${sum(l.discount, -totals.discount)}${sum(l.tax, totals.tax)}${sum(l.total, totals.total)}</tfoot></table>
<h2>${e(l.bank.title)}</h2><dl>${bank.map(([k, v]) => `<dt>${e(k)}</dt><dd>${e(v)}</dd>`).join('')}</dl>
<p>${e(l.thanks)}</p>
</body></html>`;
}
