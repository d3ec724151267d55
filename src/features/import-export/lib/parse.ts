export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_ROWS = 10_000;

export type ImportErrorCode =
  'tooLarge' | 'tooManyRows' | 'empty' | 'headerOnly' | 'binary' | 'notExcel' | 'encrypted' | 'unsupported' | 'corrupt' | 'unclosedQuote';

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
export type FileKind = 'csv' | 'xlsx' | 'xls';
export interface ParsedFile {
  kind: FileKind;
  sheets: ParsedSheet[];
}
export type Progress = (fraction: number) => void;
/** Reads one file format into its sheets; each worker bundles only the readers it needs. */
export type SheetReader = (bytes: Uint8Array, onProgress?: Progress, fileName?: string) => Promise<ParsedSheet[]>;
export type Readers = Partial<Record<FileKind, SheetReader>>;

/** By extension: `.xlsx` (zip) and `.xls` (binary BIFF in an OLE container) are both Excel workbooks. */
export function fileKind(name: string): FileKind {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  if (ext === 'csv' || ext === 'xlsx' || ext === 'xls') return ext;
  throw new ImportError('unsupported');
}

/** Size is checked before anything is read (G5). */
export function checkSize(size: number): void {
  if (size === 0) throw new ImportError('empty');
  if (size > MAX_FILE_BYTES) throw new ImportError('tooLarge', { max: MAX_FILE_BYTES / 1024 / 1024 });
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** The whole 8-byte OLE2 (Compound File) signature, not just its first 4 bytes. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const MAGIC: readonly (readonly number[])[] = [
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0x25, 0x50, 0x44, 0x46], // PDF
  ZIP, // xlsx, docx…
  [0x1f, 0x8b], // gzip
  [0xd0, 0xcf, 0x11, 0xe0], // OLE (.xls, .doc…)
];
const startsWith = (bytes: Uint8Array, sig: readonly number[]) => sig.every((b, i) => bytes[i] === b);

/** An OLE compound file: a .xls workbook (or an encrypted .xlsx). The page picks the worker that reads it. */
export const isOle = (bytes: Uint8Array) => startsWith(bytes, OLE);

/**
 * Content sniffing: the extension is only a claim (G6). A workbook is read by what it is, whichever Excel
 * extension it has (a zip is read as .xlsx, an OLE file as .xls); anything else named .xlsx/.xls is refused.
 */
export function sniff(bytes: Uint8Array, kind: FileKind): FileKind {
  if (bytes.length === 0) throw new ImportError('empty');
  if (kind === 'csv') {
    if (MAGIC.some((sig) => startsWith(bytes, sig))) throw new ImportError('binary');
    return 'csv';
  }
  if (startsWith(bytes, ZIP)) return 'xlsx';
  if (isOle(bytes)) return 'xls';
  throw new ImportError('notExcel', { ext: `.${kind}` });
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

/** A table (first non-empty row = header) as a sheet; `empty` when no row has a value. */
export function toSheet(name: string, table: string[][]): ParsedSheet {
  const nonEmpty = table.filter((r) => r.some((c) => c.trim() !== ''));
  if (nonEmpty.length === 0) throw new ImportError('empty');
  const [head = [], ...body] = nonEmpty;
  const width = Math.max(head.length, ...body.map((r) => r.length));
  const headers = normalizeHeaders(Array.from({ length: width }, (_, i) => head[i] ?? ''));
  const rows = body.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? ''));
  return { name, headers, rows };
}

/**
 * The sheets of a workbook, with the same rules for .xlsx and .xls (each reader has already refused a sheet over
 * the row limit): empty sheets are skipped, a header-only sheet is kept; no data at all → `empty` / `headerOnly`.
 */
export function workbookSheets(tables: readonly { name: string; table: string[][] }[]): ParsedSheet[] {
  const sheets: ParsedSheet[] = [];
  for (const { name, table } of tables) {
    if (table.length === 0) continue;
    try {
      sheets.push(toSheet(name, table));
    } catch {
      /* an empty sheet is skipped */
    }
  }
  if (sheets.length === 0) throw new ImportError('empty');
  if (sheets.every((s) => s.rows.length === 0)) throw new ImportError('headerOnly');
  return sheets;
}

/**
 * The whole pipeline, used by the workers (and on the main thread where Workers are missing, e.g. tests).
 * The format found goes to its reader: each worker passes the ones it bundles, the main thread lazy ones
 * (readers.ts).
 */
export async function parseFile(name: string, bytes: Uint8Array, onProgress?: Progress, readers: Readers = {}): Promise<ParsedFile> {
  const claimed = fileKind(name);
  checkSize(bytes.byteLength);
  const kind = sniff(bytes, claimed);
  const read = readers[kind];
  // The page sends OLE files to the .xls worker and the rest to the other one, so this is never reached there.
  if (!read) throw new ImportError('corrupt');
  return { kind, sheets: await read(bytes, onProgress, name) };
}

/** Numbers in an error message (10,000 rows, 5 MB) written the way the reader's locale writes them. */
export function localeNumbers(params: Record<string, string | number>, locale: string): Record<string, string> {
  const fmt = new Intl.NumberFormat(locale);
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'number' ? fmt.format(v) : v]));
}
