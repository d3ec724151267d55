import Papa from 'papaparse';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_ROWS = 10_000;

export type ImportErrorCode =
  'tooLarge' | 'tooManyRows' | 'empty' | 'headerOnly' | 'binary' | 'notXlsx' | 'xls' | 'unsupported' | 'corrupt';

/** A failure the page shows as a translated message (`errors.<code>`); nothing is imported. */
export class ImportError extends Error {
  constructor(
    readonly code: ImportErrorCode,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
    this.name = 'ImportError';
  }
}

export interface ParsedSheet {
  name: string;
  headers: string[];
  rows: string[][];
}
export type FileKind = 'csv' | 'xlsx';
export interface ParsedFile {
  kind: FileKind;
  sheets: ParsedSheet[];
}
export type Progress = (fraction: number) => void;

/** By extension; `.xls` (binary BIFF) is refused with its own message. */
export function fileKind(name: string): FileKind {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  if (ext === 'csv') return 'csv';
  if (ext === 'xlsx') return 'xlsx';
  if (ext === 'xls') throw new ImportError('xls');
  throw new ImportError('unsupported');
}

/** Size is checked before anything is read (G5). */
export function checkSize(size: number): void {
  if (size === 0) throw new ImportError('empty');
  if (size > MAX_FILE_BYTES) throw new ImportError('tooLarge', { max: MAX_FILE_BYTES / 1024 / 1024 });
}

const MAGIC: readonly (readonly number[])[] = [
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0x25, 0x50, 0x44, 0x46], // PDF
  [0x50, 0x4b, 0x03, 0x04], // zip (xlsx, docx…)
  [0x1f, 0x8b], // gzip
  [0xd0, 0xcf, 0x11, 0xe0], // OLE (old .xls/.doc)
];
const startsWith = (bytes: Uint8Array, sig: readonly number[]) => sig.every((b, i) => bytes[i] === b);

/** Content sniffing: the extension is only a claim (G6). */
export function sniff(bytes: Uint8Array, kind: FileKind): void {
  if (bytes.length === 0) throw new ImportError('empty');
  if (kind === 'xlsx') {
    if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) throw new ImportError('xls');
    if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) throw new ImportError('notXlsx');
    return;
  }
  if (MAGIC.some((sig) => startsWith(bytes, sig))) throw new ImportError('binary');
}

/** UTF-8 (BOM stripped), UTF-16 with a BOM, otherwise Windows-1252 when the bytes are not valid UTF-8. */
export function decodeText(bytes: Uint8Array): string {
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const body = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? bytes.subarray(3) : bytes;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    text = new TextDecoder('windows-1252').decode(body);
  }
  // eslint-disable-next-line no-control-regex
  if (/\u0000/.test(text.slice(0, 4096))) throw new ImportError('binary');
  return text;
}

/** Blank headers become "UNKNOWN 1", "UNKNOWN 2"…; surrounding spaces are trimmed. */
export function normalizeHeaders(raw: readonly unknown[]): string[] {
  let unknown = 0;
  return raw.map((h) => {
    const text = String(h ?? '').trim();
    return text || `UNKNOWN ${++unknown}`;
  });
}

function toSheet(name: string, table: string[][]): ParsedSheet {
  const nonEmpty = table.filter((r) => r.some((c) => c.trim() !== ''));
  if (nonEmpty.length === 0) throw new ImportError('empty');
  const [head = [], ...body] = nonEmpty;
  const width = Math.max(head.length, ...body.map((r) => r.length));
  const headers = normalizeHeaders(Array.from({ length: width }, (_, i) => head[i] ?? ''));
  const rows = body.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? ''));
  return { name, headers, rows };
}

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

type ExcelValue =
  | null
  | undefined
  | string
  | number
  | boolean
  | Date
  | {
      formula?: string;
      sharedFormula?: string;
      result?: unknown;
      richText?: { text: string }[];
      text?: unknown;
      hyperlink?: string;
      error?: string;
    };

/**
 * A workbook cell as plain text (G4): formulas give their cached result (never the formula), rich text
 * its characters, hyperlinks their label, dates ISO text, errors their code.
 */
export function excelCellText(value: ExcelValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (Array.isArray(value.richText)) return value.richText.map((r) => r.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return excelCellText(value.result as ExcelValue);
  if ('hyperlink' in value || 'text' in value) return excelCellText(value.text as ExcelValue);
  if (typeof value.error === 'string') return value.error;
  return '';
}

/** Every worksheet with data; a sheet that only has a header is kept (its rows are empty). */
async function parseXlsx(bytes: Uint8Array, onProgress?: Progress): Promise<ParsedSheet[]> {
  const { loadExcel } = await import('./xlsx-export');
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch {
    throw new ImportError('corrupt');
  }
  onProgress?.(0.5);
  const sheets: ParsedSheet[] = [];
  const total = workbook.worksheets.length || 1;
  workbook.worksheets.forEach((ws, index) => {
    if (ws.actualRowCount > MAX_ROWS + 1) throw new ImportError('tooManyRows', { max: MAX_ROWS });
    const table: string[][] = [];
    ws.eachRow({ includeEmpty: false }, (row) => {
      const cells: string[] = [];
      for (let c = 1; c <= ws.columnCount; c++) cells.push(excelCellText(row.getCell(c).value as ExcelValue));
      table.push(cells);
    });
    if (table.length > 0) {
      try {
        sheets.push(toSheet(ws.name, table));
      } catch {
        /* an empty sheet is skipped */
      }
    }
    onProgress?.(0.5 + (0.5 * (index + 1)) / total);
  });
  if (sheets.length === 0) throw new ImportError('empty');
  if (sheets.every((s) => s.rows.length === 0)) throw new ImportError('headerOnly');
  return sheets;
}

/** The whole pipeline, used by the Worker (and directly where Workers are missing, e.g. tests). */
export async function parseFile(name: string, bytes: Uint8Array, onProgress?: Progress): Promise<ParsedFile> {
  const kind = fileKind(name);
  checkSize(bytes.byteLength);
  sniff(bytes, kind);
  if (kind === 'csv') return { kind, sheets: [parseCsvText(decodeText(bytes), onProgress, name.replace(/\.csv$/i, ''))] };
  return { kind, sheets: await parseXlsx(bytes, onProgress) };
}

/** Numbers in an error message (10,000 rows, 5 MB) written the way the reader's locale writes them. */
export function localeNumbers(params: Record<string, string | number>, locale: string): Record<string, string> {
  const fmt = new Intl.NumberFormat(locale);
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'number' ? fmt.format(v) : v]));
}
