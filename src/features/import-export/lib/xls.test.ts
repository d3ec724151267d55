import * as XLSX from '@e965/xlsx';
import { ImportError, MAX_FILE_BYTES, MAX_ROWS, parseFile } from './parse';
import { lazyReaders } from './readers';
import { toXlsx, loadExcel } from './xlsx-export';

type Sheets = Record<string, XLSX.WorkSheet>;

/** Real BIFF8 bytes in an OLE container, from SheetJS's writer. */
function xls(sheets: Sheets): Uint8Array {
  const wb = XLSX.utils.book_new();
  for (const [name, ws] of Object.entries(sheets)) XLSX.utils.book_append_sheet(wb, ws, name);
  return new Uint8Array(XLSX.write(wb, { bookType: 'biff8', type: 'array' }) as ArrayBuffer);
}

/** `=1+1` as BIFF8 parsed-formula tokens (PtgInt 1, PtgInt 1, PtgAdd), with 2 as its cached value. */
const FORMULA = { t: 'n', v: 2, bf: [0x07, 0x00, 0x1e, 0x01, 0x00, 0x1e, 0x01, 0x00, 0x03] } as unknown as XLSX.CellObject;

function productSheet(): XLSX.WorkSheet {
  const ws = XLSX.utils.aoa_to_sheet([
    ['name', 'price', 'added', 'note', 'total', 'comment', 'flag', 'error'],
    ['Café ☕ 東京 שלום', 199.5, 0, null, 0, '=HYPERLINK("https://evil.example","x")', true, 0],
    ['Bike', 3, 0, 'x', 0, '=1+1', false, 0],
  ]);
  ws.C2 = { t: 'n', v: 45306, z: 'yyyy-mm-dd' }; // 2024-01-15
  ws.C3 = { t: 'n', v: 45000, z: 'd/m/yy' }; // 2023-03-15
  ws.E2 = FORMULA;
  ws.E3 = FORMULA;
  ws.H2 = { t: 'e', v: 0x07 };
  ws.H3 = { t: 'e', v: 0x2a };
  return ws;
}

const parse = (name: string, bytes: Uint8Array) => parseFile(name, bytes, undefined, lazyReaders);
const errorOf = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e) => (e instanceof ImportError ? `${e.code}${e.params.ext ? ` ${e.params.ext}` : ''}` : `other: ${String(e)}`),
  );

/** The workbook stream's sectors are chained to themselves: SheetJS's own container reader never stops on this. */
function loopingFat(bytes: Uint8Array): Uint8Array {
  const out = bytes.slice();
  const v = new DataView(out.buffer);
  const ssz = 1 << v.getUint16(0x1e, true);
  const sector = (s: number) => (s + 1) * ssz;
  const dir = sector(v.getInt32(0x30, true));
  const fat = sector(v.getInt32(0x4c, true));
  for (let e = dir; e < dir + ssz; e += 128) {
    const name = new TextDecoder('utf-16le').decode(out.subarray(e, e + v.getUint16(e + 0x40, true) - 2));
    if (name !== 'Workbook') continue;
    expect(v.getUint32(e + 0x78, true)).toBeGreaterThanOrEqual(4096); // in the FAT, not the mini stream
    const second = v.getInt32(fat + v.getInt32(e + 0x74, true) * 4, true);
    v.setInt32(fat + second * 4, second, true);
    v.setInt32(e + 0x74, second, true);
    return out;
  }
  throw new Error('no Workbook stream');
}

/** The workbook stream with a FilePass record (XOR obfuscation) after its first BOF, as Excel writes a password. */
function withFilePass(bytes: Uint8Array): Uint8Array {
  const cfb = XLSX.CFB.read(bytes, { type: 'array' });
  const entry = XLSX.CFB.find(cfb, 'Workbook') as { content: Uint8Array; size: number };
  const stream = Uint8Array.from(entry.content);
  const bofEnd = 4 + (stream[2]! | (stream[3]! << 8));
  const filePass = [0x2f, 0x00, 0x06, 0x00, 0x00, 0x00, 0x34, 0x12, 0x78, 0x56];
  entry.content = Uint8Array.from([...stream.subarray(0, bofEnd), ...filePass, ...stream.subarray(bofEnd)]);
  entry.size = entry.content.length;
  return new Uint8Array(XLSX.CFB.write(cfb, { type: 'array' }) as ArrayBuffer);
}

describe('.xls import (G4, G5, G6)', { timeout: 60_000 }, () => {
  it('reads text, numbers, dates, empty, formula, boolean and error cells as text', async () => {
    const bytes = xls({ Products: productSheet() });
    // the fixture really holds a formula cell (read back with formulas on)
    const check = XLSX.read(bytes, { type: 'array', cellFormula: true });
    expect(check.Sheets.Products?.E2?.f).toBe('1+1');
    const parsed = await parse('products.xls', bytes);
    expect(parsed.kind).toBe('xls');
    expect(parsed.sheets).toHaveLength(1);
    const [sheet] = parsed.sheets;
    expect(sheet?.name).toBe('Products');
    expect(sheet?.headers).toEqual(['name', 'price', 'added', 'note', 'total', 'comment', 'flag', 'error']);
    expect(sheet?.rows).toEqual([
      ['Café ☕ 東京 שלום', '199.5', '2024-01-15', '', '2', '=HYPERLINK("https://evil.example","x")', 'true', '#DIV/0!'],
      ['Bike', '3', '2023-03-15', 'x', '2', '=1+1', 'false', '#N/A'],
    ]);
  });

  it('G4: "=…" text from a .xls is exported back to .xlsx as text, never as a formula', async () => {
    const [sheet] = (await parse('products.xls', xls({ Products: productSheet() }))).sheets;
    const rows = sheet?.rows ?? [];
    const buffer = await toXlsx(rows, [{ key: 'comment', header: 'comment', value: (r: string[]) => r[5] ?? '' }]);
    const ExcelJS = await loadExcel();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(buffer);
    const cells = [2, 3].map((r) => wb.worksheets[0]?.getRow(r).getCell(1));
    expect(cells.map((c) => c?.value)).toEqual(['=HYPERLINK("https://evil.example","x")', '=1+1']);
    expect(cells.map((c) => c?.formula)).toEqual([undefined, undefined]);
  });

  it('reads every sheet with data, keeps a header-only sheet and skips an empty one', async () => {
    const bytes = xls({
      Products: productSheet(),
      Empty: XLSX.utils.aoa_to_sheet([]),
      Notes: XLSX.utils.aoa_to_sheet([['only', 'header']]),
    });
    const parsed = await parse('book.xls', bytes);
    expect(parsed.sheets.map((s) => [s.name, s.rows.length])).toEqual([
      ['Products', 2],
      ['Notes', 0],
    ]);
    expect(await errorOf(parse('empty.xls', xls({ Empty: XLSX.utils.aoa_to_sheet([]) })))).toBe('empty');
    expect(await errorOf(parse('head.xls', xls({ A: XLSX.utils.aoa_to_sheet([['name', 'price']]) })))).toBe('headerOnly');
  });

  it('reads a workbook by what it is: OLE named .xlsx is read as .xls, a zip named .xls as .xlsx', async () => {
    expect((await parse('renamed.xlsx', xls({ Products: productSheet() }))).kind).toBe('xls');
    const ExcelJS = await loadExcel();
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Z').addRows([
      ['name', 'price'],
      ['A', 1],
    ]);
    const zip = new Uint8Array((await wb.xlsx.writeBuffer()) as ArrayBuffer);
    const parsed = await parse('renamed.xls', zip);
    expect(parsed.kind).toBe('xlsx');
    expect(parsed.sheets[0]?.rows).toEqual([['A', '1']]);
  });

  it('refuses text or half an OLE signature named .xls', async () => {
    expect(await errorOf(parse('fake.xls', new TextEncoder().encode('name,price\nA,1')))).toBe('notExcel .xls');
    // SheetJS's read() would take these bytes for text: the full 8-byte signature is required
    const halfSignature = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, ...new TextEncoder().encode('name,price\nA,1')]);
    expect(await errorOf(parse('fake.xls', halfSignature))).toBe('notExcel .xls');
  });

  it('refuses truncated, garbled and looping OLE files as corrupt, without hanging', async () => {
    const bytes = xls({ Products: productSheet() });
    expect(await errorOf(parse('cut.xls', bytes.slice(0, 1536)))).toBe('corrupt');
    expect(await errorOf(parse('head.xls', bytes.slice(0, 8)))).toBe('corrupt');
    const garbled = bytes.slice();
    garbled.fill(0xff, 512);
    expect(await errorOf(parse('garbled.xls', garbled))).toBe('corrupt');
    const rows = [['name', 'price'], ...Array.from({ length: 400 }, (_, i) => [`item ${i}`, i])];
    const started = Date.now();
    expect(await errorOf(parse('loop.xls', loopingFat(xls({ S: XLSX.utils.aoa_to_sheet(rows) }))))).toBe('corrupt');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('says a password-protected workbook is encrypted (.xls with FilePass, encrypted .xlsx package)', async () => {
    expect(await errorOf(parse('secret.xls', withFilePass(xls({ Products: productSheet() }))))).toBe('encrypted');
    const cfb = XLSX.CFB.utils.cfb_new();
    XLSX.CFB.utils.cfb_add(cfb, '/EncryptionInfo', new Uint8Array(64));
    XLSX.CFB.utils.cfb_add(cfb, '/EncryptedPackage', new Uint8Array(5000));
    const encryptedXlsx = new Uint8Array(XLSX.CFB.write(cfb, { type: 'array' }) as ArrayBuffer);
    expect(await errorOf(parse('secret.xlsx', encryptedXlsx))).toBe('encrypted');
  });

  it('G5: applies the size limit and the row limit', async () => {
    const big = new Uint8Array(MAX_FILE_BYTES + 1);
    big.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(await errorOf(parse('big.xls', big))).toBe('tooLarge');
    const table = (n: number) => [['name'], ...Array.from({ length: n }, (_, i) => [`row ${i}`])];
    const atLimit = await parse('limit.xls', xls({ S: XLSX.utils.aoa_to_sheet(table(MAX_ROWS)) }));
    expect(atLimit.sheets[0]?.rows).toHaveLength(MAX_ROWS);
    expect(await errorOf(parse('over.xls', xls({ S: XLSX.utils.aoa_to_sheet(table(MAX_ROWS + 1)) })))).toBe('tooManyRows');
  });
});
