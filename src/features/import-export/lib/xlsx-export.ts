import type { CellValue, Column } from '@/lib/csv';

type ExcelJs = typeof import('exceljs');

/** exceljs is large: it is fetched only when someone exports or imports a workbook. */
export async function loadExcel(): Promise<ExcelJs> {
  const mod = (await import('exceljs')) as ExcelJs & { default?: ExcelJs };
  return (mod.default ?? mod) as ExcelJs;
}

function xlsxValue(value: CellValue): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return value;
}

/**
 * Builds a workbook where every string is a plain string cell (never `{ formula }`), so `=1+1` stays text
 * (G4). Numbers stay numbers. Optional auto-width sizes each column to its longest text (8-60 chars).
 */
export async function toXlsx<T>(
  rows: readonly T[],
  columns: readonly Column<T>[],
  options: { sheetName?: string; autoWidth?: boolean } = {},
): Promise<ArrayBuffer> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Tessera';
  const sheet = workbook.addWorksheet((options.sheetName ?? 'Sheet1').replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1');
  const header = sheet.getRow(1);
  columns.forEach((c, i) => {
    const cell = header.getCell(i + 1);
    cell.value = c.header;
    cell.font = { bold: true };
  });
  rows.forEach((row, r) => {
    const line = sheet.getRow(r + 2);
    columns.forEach((c, i) => {
      // Assigning a primitive string makes a shared-string cell; exceljs only writes formulas from objects.
      line.getCell(i + 1).value = xlsxValue(c.value(row));
    });
  });
  if (options.autoWidth) {
    columns.forEach((c, i) => {
      const longest = Math.max(c.header.length, ...rows.map((r) => String(c.value(r) ?? '').length));
      sheet.getColumn(i + 1).width = Math.min(60, Math.max(8, longest + 2));
    });
  }
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}
