import Papa from 'papaparse';
import { decodeText, ImportError, MAX_ROWS, toSheet, type ParsedSheet, type Progress, type SheetReader } from './parse';

/** CSV text → one sheet; the row limit is enforced while parsing, so a huge file stops early (G5). */
export function parseCsvText(text: string, onProgress?: Progress, name = 'CSV'): ParsedSheet {
  const clean = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (clean.trim() === '') throw new ImportError('empty');
  const table: string[][] = [];
  let tooMany = false;
  let lastReport = 0;
  let rowStart = 0;
  let unclosedAt = 0;
  Papa.parse<string[]>(clean, {
    skipEmptyLines: 'greedy',
    step: (result, parser) => {
      // An opening quote that is never closed swallows the rest of the file into one cell: refuse the file and
      // say on which line the quote opens instead of showing a one-row preview.
      if (result.errors.some((e) => e.code === 'MissingQuotes')) {
        const blank = /^\s*/.exec(clean.slice(rowStart, rowStart + 1000))?.[0].length ?? 0;
        unclosedAt = clean.slice(0, rowStart + blank).split('\n').length;
        parser.abort();
        return;
      }
      rowStart = result.meta.cursor;
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
  if (unclosedAt) throw new ImportError('unclosedQuote', { line: unclosedAt });
  const sheet = toSheet(name, table);
  if (sheet.rows.length === 0) throw new ImportError('headerOnly');
  onProgress?.(1);
  return sheet;
}

/** A .csv file: decoded (BOM, UTF-16, Windows-1252), one sheet named after the file. */
export const readCsv: SheetReader = async (bytes, onProgress, fileName = 'CSV') => [
  parseCsvText(decodeText(bytes), onProgress, fileName.replace(/\.csv$/i, '')),
];
