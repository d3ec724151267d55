import { toCsv, type Column } from '@/lib/csv';
import { downloadCsv } from '@/lib/download';
import type { Product } from '../api/data-list.contract';

const KEYS = ['id', 'name', 'category', 'popularity', 'order_status', 'price'] as const;
const COLUMNS: Column<Product>[] = KEYS.map((key) => ({ key, header: key, value: (p) => p[key] }));

export function downloadProductsCsv(products: readonly Product[]): void {
  downloadCsv('products.csv', toCsv(products, COLUMNS));
}
