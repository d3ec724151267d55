import { decodeText, fileKind, ImportError, localeNumbers, MAX_ROWS, normalizeHeaders, parseFile, sniff, checkSize } from './parse';
import { parseCsvText } from './csv-import';
import { lazyReaders } from './readers';
import { errorReportCsv, guessMapping, validateRows } from './validate';
import { loadExcel } from './xlsx-export';

const enc = (s: string) => new TextEncoder().encode(s);
const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof ImportError ? e.code : 'other';
  }
  return null;
};
const asyncCode = async (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e) => (e instanceof ImportError ? e.code : 'other'),
  );

describe('import parsing (G5, G6, G10)', { timeout: 40_000 }, () => {
  it('strips a UTF-8 BOM and decodes UTF-16 and Windows-1252', () => {
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...enc('name\nA')]))).toBe('name\nA');
    expect(decodeText(new Uint8Array([0xff, 0xfe, 0x41, 0x00, 0x42, 0x00]))).toBe('AB');
    expect(decodeText(new Uint8Array([0x63, 0x61, 0x66, 0xe9]))).toBe('café');
    const sheet = parseCsvText('\uFEFFname,price\nA,1');
    expect(sheet.headers).toEqual(['name', 'price']);
  });

  it('refuses empty files, header-only files and PNG bytes named .csv', async () => {
    expect(code(() => checkSize(0))).toBe('empty');
    expect(code(() => parseCsvText('  \r\n\n'))).toBe('empty');
    expect(code(() => parseCsvText('name,price\r\n'))).toBe('headerOnly');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    expect(code(() => sniff(png, 'csv'))).toBe('binary');
    expect(await asyncCode(parseFile('photo.csv', png))).toBe('binary');
    expect(await asyncCode(parseFile('fake.xlsx', enc('name,price\nA,1')))).toBe('notExcel');
    expect(await asyncCode(parseFile('empty.csv', new Uint8Array()))).toBe('empty');
  });

  it('refuses a CSV whose quote is never closed and names the line it opens on', () => {
    const broken = 'name,category\r\nA,computers\r\n\r\n"Widget,computers\r\nGadget,audio\r\n';
    let error: unknown;
    try {
      parseCsvText(broken);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ImportError);
    expect((error as ImportError).code).toBe('unclosedQuote');
    expect((error as ImportError).params).toEqual({ line: 4 });
    // A quoted field that spans lines and closes is fine.
    expect(parseCsvText('name,notes\nA,"two\nlines"\n').rows).toEqual([['A', 'two\nlines']]);
  });

  it('checks type, size and row limits', () => {
    expect(fileKind('old.xls')).toBe('xls');
    expect(code(() => fileKind('notes.txt'))).toBe('unsupported');
    expect(fileKind('DATA.CSV')).toBe('csv');
    expect(code(() => checkSize(50 * 1024 * 1024))).toBe('tooLarge');
    const big = `n\n${'1\n'.repeat(MAX_ROWS + 5)}`;
    expect(code(() => parseCsvText(big))).toBe('tooManyRows');
  });

  it("writes the numbers of an error message in the reader's locale", () => {
    expect(localeNumbers({ max: MAX_ROWS, name: 'a.csv' }, 'de')).toEqual({ max: '10.000', name: 'a.csv' });
    expect(localeNumbers({ max: MAX_ROWS }, 'en')).toEqual({ max: '10,000' });
  });

  it('names blank headers UNKNOWN n and keeps markup as plain strings', () => {
    expect(normalizeHeaders(['a', '', ' ', 'b', null])).toEqual(['a', 'UNKNOWN 1', 'UNKNOWN 2', 'b', 'UNKNOWN 3']);
    const sheet = parseCsvText('name,,x\n<img src=x onerror=alert(1)>,2,=1+1\n');
    expect(sheet.headers).toEqual(['name', 'UNKNOWN 1', 'x']);
    expect(sheet.rows[0]).toEqual(['<img src=x onerror=alert(1)>', '2', '=1+1']);
  });

  it('reads xlsx formula, hyperlink and rich-text cells as text, across sheets', async () => {
    const ExcelJS = await loadExcel();
    const wb = new ExcelJS.Workbook();
    const a = wb.addWorksheet('Products');
    a.addRow(['name', 'price']);
    a.addRow([{ formula: '1+1', result: 2 }, 5]);
    a.addRow([{ text: 'label', hyperlink: 'https://evil.example' }, { richText: [{ text: '1' }, { text: '0' }] }]);
    wb.addWorksheet('Second').addRow(['only', 'header']);
    const bytes = new Uint8Array((await wb.xlsx.writeBuffer()) as ArrayBuffer);
    const parsed = await parseFile('book.xlsx', bytes, undefined, lazyReaders);
    expect(parsed.sheets.map((s) => s.name)).toEqual(['Products', 'Second']);
    expect(parsed.sheets[0]?.rows).toEqual([
      ['2', '5'],
      ['label', '10'],
    ]);
  });
});

describe('row validation', { timeout: 40_000 }, () => {
  const sheet = parseCsvText(
    [
      'Name,Category,Order Status,Price,Popularity',
      'Phone,computers,pending,199.5,40',
      ',fitness,delivered,10,',
      'Bike,cars,shipped,-3,120',
      '=HYPERLINK("x"),audio,on hold,1e3,',
    ].join('\n'),
  );

  it('maps columns by header name and lists bad rows with row numbers', () => {
    const mapping = guessMapping(sheet.headers);
    expect(mapping).toEqual({ name: 0, category: 1, order_status: 2, price: 3, popularity: 4 });
    const { valid, errors } = validateRows(sheet, mapping);
    expect(valid.map((v) => v.row)).toEqual([2, 5]);
    expect(valid[0]?.item).toEqual({
      name: 'Phone',
      category: 'computers',
      order_status: 'pending',
      price: 199.5,
      popularity: 40,
      img: '',
    });
    // formula-like text stays text (G1); "on hold" is normalised; 1e3 is a number
    expect(valid[1]?.item).toMatchObject({ name: '=HYPERLINK("x")', order_status: 'on_hold', price: 1000 });
    expect(errors.map((e) => `${e.row}:${e.field}:${e.code}`)).toEqual([
      '3:name:required',
      '4:category:category',
      '4:order_status:status',
      '4:price:price',
      '4:popularity:popularity',
    ]);
    const report = errorReportCsv(errors, (e) => e.code, ['Row', 'Field', 'Value', 'Error']);
    expect(report.split('\r\n')[0]).toBe('Row,Field,Value,Error');
    expect(report).toContain('4,price,"\'-3",price');
  });

  it('reads a decimal comma from a de/fr/pt sheet, but not an ambiguous "1,000"', () => {
    const commas = parseCsvText(['name,category,order_status,price', 'A,audio,pending,"19,90"', 'B,audio,pending,"1,000"'].join('\n'));
    const { valid, errors } = validateRows(commas, guessMapping(commas.headers));
    expect(valid.map((v) => v.item.price)).toEqual([19.9]);
    expect(errors.map((e) => `${e.row}:${e.field}`)).toEqual(['3:price']);
  });
});
