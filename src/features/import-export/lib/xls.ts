import { parse_xlscfb, SSF, type CellObject, type ParsingOptions, type WorkBook } from '@e965/xlsx';
import { ImportError, MAX_ROWS, workbookSheets, type ParsedSheet, type Progress } from './parse';
import { workbookStream } from './ole';

declare module '@e965/xlsx' {
  /** Exported by xlsx.mjs (BIFF workbook from a CFB container, or from a workbook stream's bytes), not typed. */
  export function parse_xlscfb(data: Uint8Array, opts: ParsingOptions): WorkBook;
}

/**
 * Values only (G4): a formula cell gives its cached result, never its formula; text starting with "=" stays
 * text. Number formats are kept (`cellNF`) only to tell dates apart; nothing is formatted to HTML or text.
 */
const OPTIONS: ParsingOptions = {
  type: 'buffer', // the Uint8Array is read as it is (`array` would copy it into a plain array first)
  dense: true,
  cellFormula: false,
  cellHTML: false,
  cellText: false,
  cellNF: true,
  cellDates: false,
  cellStyles: false,
  sheetStubs: false,
  bookVBA: false,
};

/** BIFF error codes, written as Excel (and the .xlsx import) shows them. */
const ERRORS: Record<number, string> = {
  0x00: '#NULL!',
  0x07: '#DIV/0!',
  0x0f: '#VALUE!',
  0x17: '#REF!',
  0x1d: '#NAME?',
  0x24: '#NUM!',
  0x2a: '#N/A',
  0x2b: '#GETTING_DATA',
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Dates as ISO day text like the .xlsx import, from the serial number itself (no time zone involved). */
function isoDate(serial: number, date1904: boolean): string {
  const d = SSF.parse_date_code(serial, { date1904 }) as { y: number; m: number; d: number } | null;
  return d ? `${pad(d.y, 4)}-${pad(d.m)}-${pad(d.d)}` : String(serial);
}

function cellText(cell: CellObject | undefined, date1904: boolean): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  if (cell.t === 'e') return ERRORS[Number(cell.v)] ?? '#ERROR';
  if (cell.t === 'n' && typeof cell.v === 'number') {
    return typeof cell.z === 'string' && SSF.is_date(cell.z) ? isoDate(cell.v, date1904) : String(cell.v);
  }
  return String(cell.v);
}

/** A .xls (BIFF5/8) workbook: every sheet with data, same rules as the .xlsx import (workbookSheets). */
export async function parseXls(bytes: Uint8Array, onProgress?: Progress): Promise<ParsedSheet[]> {
  const stream = workbookStream(bytes);
  let workbook: WorkBook;
  try {
    workbook = parse_xlscfb(stream, { ...OPTIONS });
  } catch (error) {
    // SheetJS also throws strings; a password it could not check is still a password.
    throw new ImportError(/password/i.test(String(error instanceof Error ? error.message : error)) ? 'encrypted' : 'corrupt');
  }
  onProgress?.(0.5);
  const date1904 = Boolean(workbook.Workbook?.WBProps?.date1904);
  const total = workbook.SheetNames.length || 1;
  const tables = workbook.SheetNames.map((name, index) => {
    const data = workbook.Sheets[name]?.['!data'] ?? [];
    const table: string[][] = [];
    for (const row of data) {
      if (!row) continue;
      const cells = Array.from({ length: row.length }, (_, c) => cellText(row[c], date1904));
      if (!cells.some((c) => c !== '')) continue;
      if (table.push(cells) > MAX_ROWS + 1) throw new ImportError('tooManyRows', { max: MAX_ROWS });
    }
    onProgress?.(0.5 + (0.5 * (index + 1)) / total);
    return { name, table };
  });
  return workbookSheets(tables);
}
