import { readCsv } from './csv-import';
import type { Readers } from './parse';

/**
 * Readers for parsing on the main thread (no Worker, tests); the workbook ones are fetched only when such a
 * file comes. The workers import theirs statically instead: a worker is one bundle (a dynamic import is inlined).
 */
export const lazyReaders: Readers = {
  csv: readCsv,
  xlsx: (bytes, onProgress) => import('./xlsx-import').then((m) => m.parseXlsx(bytes, onProgress)),
  xls: (bytes, onProgress) => import('./xls').then((m) => m.parseXls(bytes, onProgress)),
};
