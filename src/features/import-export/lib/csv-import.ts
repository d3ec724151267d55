import Papa from 'papaparse';
import { decodeText, ImportError, MAX_ROWS, toSheet, type ParsedSheet, type Progress, type SheetReader } from './parse';

/** CSV text → one sheet; the row limit is enforced while parsing, so a huge file stops early (G5). */
export function parseCsvText(text: string, onProgress?: Progress, name = 'CSV'): ParsedSheet {
  const clean = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (clean.trim() === '') throw new ImportError('empty');
  const table: string[][] = [];
  let tooMany = false;
  let lastReport = 0;
  Papa.parse<string[]>(clean, {
    skipEmptyLines: 'greedy',
    step: (result, parser) => {
      table.push(result.data);
      if (table.length > MAX_ROWS + 1) {
        tooMany = true;
        parser.abort();
        return;
      }
      if (onProgress && table.length - lastReport >= 500) {
        lastReport = table.length;
        onProgress(Math.min(0.99, result.meta.cursor / clean.length));
      }
    },
  });
  if (tooMany) throw new ImportError('tooManyRows', { max: MAX_ROWS });
  const sheet = toSheet(name, table);
  if (sheet.rows.length === 0) throw new ImportError('headerOnly');
  onProgress?.(1);
  return sheet;
}

/** A .csv file: decoded (BOM, UTF-16, Windows-1252), one sheet named after the file. */
export const readCsv: SheetReader = async (bytes, onProgress, fileName = 'CSV') => [
  parseCsvText(decodeText(bytes), onProgress, fileName.replace(/\.csv$/i, '')),
];
