import type { ParsedSheet } from './parse';
import { csvCell } from '@/lib/csv';

export const PRODUCT_FIELDS = ['name', 'category', 'order_status', 'price', 'popularity'] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];
export const REQUIRED_FIELDS: readonly ProductField[] = ['name', 'category', 'order_status', 'price'];
const IMPORT_CATEGORIES = ['computers', 'fitness', 'audio'] as const;
const IMPORT_STATUSES = ['pending', 'on_hold', 'delivered', 'canceled'] as const;

/** Column index per product field; null = not mapped. */
export type Mapping = Record<ProductField, number | null>;

export interface ProductItem {
  name: string;
  category: (typeof IMPORT_CATEGORIES)[number];
  order_status: (typeof IMPORT_STATUSES)[number];
  price: number;
  popularity?: number;
  img: string;
}

type RowErrorCode = 'required' | 'tooLong' | 'category' | 'status' | 'price' | 'popularity';
export interface RowError {
  /** Spreadsheet row number: the header is row 1, so the first data row is 2. */
  row: number;
  field: ProductField;
  code: RowErrorCode;
  value: string;
}
export interface ValidRow {
  row: number;
  item: ProductItem;
}

const norm = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
const ALIASES: Record<ProductField, string[]> = {
  name: ['name', 'product', 'productname', 'title'],
  category: ['category', 'type'],
  order_status: ['orderstatus', 'status'],
  price: ['price', 'amount', 'cost'],
  popularity: ['popularity', 'rating', 'score'],
};

/** Matches headers to fields by name ("Order status", "order_status", "Price"…). */
export function guessMapping(headers: readonly string[]): Mapping {
  const mapping = {} as Mapping;
  for (const field of PRODUCT_FIELDS) {
    const i = headers.findIndex((h) => ALIASES[field].includes(norm(h)));
    mapping[field] = i >= 0 ? i : null;
  }
  return mapping;
}

/** Spreadsheet column letters: 0 → A, 25 → Z, 26 → AA. */
export const columnLetter = (index: number): string =>
  (index >= 26 ? columnLetter(Math.floor(index / 26) - 1) : '') + String.fromCharCode(65 + (index % 26));

export function missingFields(mapping: Mapping): ProductField[] {
  return REQUIRED_FIELDS.filter((f) => mapping[f] === null);
}

function number(raw: string): number | null {
  let cleaned = raw.replace(/[\s$€£]/g, '');
  // A decimal comma ("19,90" from a de/fr/pt spreadsheet); "1,000" stays rejected, it could mean a thousand.
  if (/^[+-]?\d*,(\d{1,2}|\d{4,})$/.test(cleaned)) cleaned = cleaned.replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(cleaned)) return null;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : null;
}

/** Every row checked on its own; a row is valid only if all its mapped fields are (no half-imported rows). */
export function validateRows(sheet: ParsedSheet, mapping: Mapping): { valid: ValidRow[]; errors: RowError[] } {
  const valid: ValidRow[] = [];
  const errors: RowError[] = [];
  sheet.rows.forEach((cells, i) => {
    const row = i + 2;
    const get = (f: ProductField) => {
      const idx = mapping[f];
      return idx === null ? '' : (cells[idx] ?? '').trim();
    };
    const rowErrors: RowError[] = [];
    const fail = (field: ProductField, code: RowErrorCode) => rowErrors.push({ row, field, code, value: get(field) });

    const name = get('name');
    if (!name) fail('name', 'required');
    else if (name.length > 200) fail('name', 'tooLong');

    const category = get('category').toLowerCase();
    if (!category) fail('category', 'required');
    else if (!(IMPORT_CATEGORIES as readonly string[]).includes(category)) fail('category', 'category');

    const status = get('order_status')
      .toLowerCase()
      .replace(/[\s-]+/g, '_');
    if (!status) fail('order_status', 'required');
    else if (!(IMPORT_STATUSES as readonly string[]).includes(status)) fail('order_status', 'status');

    const priceRaw = get('price');
    const price = number(priceRaw);
    if (!priceRaw) fail('price', 'required');
    else if (price === null || price <= 0 || price > 1_000_000) fail('price', 'price');

    const popRaw = get('popularity');
    const popularity = popRaw ? number(popRaw) : null;
    if (popRaw && (popularity === null || popularity < 0 || popularity > 100)) fail('popularity', 'popularity');

    if (rowErrors.length > 0) {
      errors.push(...rowErrors);
      return;
    }
    valid.push({
      row,
      item: {
        name,
        category: category as ProductItem['category'],
        order_status: status as ProductItem['order_status'],
        price: price as number,
        ...(popularity !== null ? { popularity } : {}),
        img: '',
      },
    });
  });
  return { valid, errors };
}

/** The downloadable error report: Row, Field, Value, Error (RFC 4180, formula cells neutralized). */
export function errorReportCsv(errors: readonly RowError[], message: (e: RowError) => string, headers: readonly string[]): string {
  const lines = [
    headers.map((h) => csvCell(h)).join(','),
    ...errors.map((e) => [e.row, e.field, e.value, message(e)].map((c) => csvCell(c)).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
