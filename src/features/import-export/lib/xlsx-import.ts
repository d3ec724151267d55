import { ImportError, MAX_ROWS, workbookSheets, type Progress, type ParsedSheet } from './parse';

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

/** An .xlsx (zip) workbook, read with exceljs: every worksheet with data, same rules as workbookSheets. */
export async function parseXlsx(bytes: Uint8Array, onProgress?: Progress): Promise<ParsedSheet[]> {
  const { loadExcel } = await import('./xlsx-export');
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch {
    throw new ImportError('corrupt');
  }
  onProgress?.(0.5);
  const total = workbook.worksheets.length || 1;
  const tables = workbook.worksheets.map((ws, index) => {
    if (ws.actualRowCount > MAX_ROWS + 1) throw new ImportError('tooManyRows', { max: MAX_ROWS });
    const table: string[][] = [];
    ws.eachRow({ includeEmpty: false }, (row) => {
      const cells: string[] = [];
      for (let c = 1; c <= ws.columnCount; c++) cells.push(excelCellText(row.getCell(c).value as ExcelValue));
      table.push(cells);
    });
    onProgress?.(0.5 + (0.5 * (index + 1)) / total);
    return { name: ws.name, table };
  });
  return workbookSheets(tables);
}
