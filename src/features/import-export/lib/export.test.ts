import Papa from 'papaparse';
import { csvCell, neutralize, toCsv, type CellValue, type Column } from '@/lib/csv';
import { sanitizeFileName } from './file-name';
import { toXlsx, loadExcel } from './xlsx-export';
import { parseCsvText } from './csv-import';
import { excelCellText } from './xlsx-import';

type Row = { text: string; n: number };
const cols: Column<Row>[] = [
  { key: 'text', header: 'Text', value: (r) => r.text },
  { key: 'n', header: 'No.', value: (r) => r.n },
];

describe('CSV export (G1, G3)', { timeout: 40_000 }, () => {
  it.each([
    ['=HYPERLINK("https://evil","x")', `"'=HYPERLINK(""https://evil"",""x"")"`],
    ["+cmd|' /C calc'!A0", `"'+cmd|' /C calc'!A0"`],
    ['@SUM(1)', `"'@SUM(1)"`],
    ['-2+3', `"'-2+3"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
  ])('neutralizes %j byte for byte', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
    expect(csvCell(input).startsWith(`"'`)).toBe(true);
    expect(csvCell(input).endsWith('"')).toBe(true);
  });

  it('quotes per RFC 4180 and leaves plain text alone', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line1\nline2')).toBe('"line1\nline2"');
    expect(csvCell(' padded ')).toBe('" padded "');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('keeps real numbers as numbers: -5 and 1e3 are not prefixed', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(1e3)).toBe('1000');
    expect(csvCell(0.5)).toBe('0.5');
    expect(csvCell(Number.NaN)).toBe('');
    // the same characters as text are escaped
    expect(csvCell('-5')).toBe(`"'-5"`);
  });

  it('writes a CRLF document with a header row', () => {
    const csv = toCsv(
      [
        { text: '=1+1', n: -5 },
        { text: 'ok', n: 1e3 },
      ],
      cols,
    );
    expect(csv).toBe(`Text,No.\r\n"'=1+1",-5\r\nok,1000\r\n`);
    const bytes = new TextEncoder().encode(csv);
    expect(Array.from(bytes.slice(8, 12))).toEqual([0x0d, 0x0a, 0x22, 0x27]);
  });
});

describe('round trip (G11)', { timeout: 40_000 }, () => {
  const samples = [
    'emoji 😀👍🏽 family 👨‍👩‍👧',
    'مرحبا بالعالم',
    'שלום עולם',
    'say "hi", then go',
    'multi\nline\r\ntext',
    'comma, only',
    '=1+1',
    '  spaced  ',
    'plain',
  ];

  it('CSV → parse → CSV is identical except the deliberate apostrophe', () => {
    const rows = samples.map((text, i) => ({ text, n: i }));
    const first = toCsv(rows, cols);
    const parsed = parseCsvText(first);
    expect(parsed.headers).toEqual(['Text', 'No.']);
    const back = parsed.rows.map(([text = '', n]) => ({ text: text.startsWith("'") ? text.slice(1) : text, n: Number(n) }));
    expect(back.map((r) => r.text)).toEqual(samples);
    expect(toCsv(back, cols)).toBe(first);
    // the only change from the source text is the apostrophe on the formula-like cell
    expect(parsed.rows[6]?.[0]).toBe("'=1+1");
  });

  it('papaparse reads our quoting back exactly', () => {
    const text = toCsv(
      samples.map((t, i) => ({ text: t, n: i })),
      cols,
    );
    const out = Papa.parse<string[]>(text, { skipEmptyLines: true })
      .data.slice(1)
      .map((r) => r[0] ?? '');
    expect(out.map((v) => (v.startsWith("'") ? v.slice(1) : v))).toEqual(samples);
  });
});

describe('XLSX export (G4)', { timeout: 40_000 }, () => {
  it('writes formula-like text as string cells and numbers as numbers', async () => {
    const rows: Row[] = [
      { text: '=1+1', n: -5 },
      { text: '=HYPERLINK("https://evil","x")', n: 1e3 },
      { text: '@SUM(1)', n: 3 },
    ];
    const buffer = await toXlsx(rows, cols, { autoWidth: true, sheetName: 'Users' });
    const ExcelJS = await loadExcel();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(buffer);
    const ws = wb.getWorksheet('Users')!;
    expect(ws.getCell('A1').value).toBe('Text');
    const a2 = ws.getCell('A2');
    expect(a2.value).toBe('=1+1');
    expect(a2.type).toBe(ExcelJS.ValueType.String);
    expect(a2.formula).toBeUndefined();
    expect(ws.getCell('A3').type).toBe(ExcelJS.ValueType.String);
    expect(ws.getCell('A4').value).toBe('@SUM(1)');
    expect(ws.getCell('B2').value).toBe(-5);
    expect(ws.getCell('B3').value).toBe(1000);
    expect(ws.getCell('B2').type).toBe(ExcelJS.ValueType.Number);
    expect(ws.getColumn(2).width).toBeGreaterThanOrEqual(8);
    // and no <f> element anywhere in the sheet XML
    const JSZipLike = new TextDecoder().decode(new Uint8Array(buffer));
    expect(JSZipLike).not.toMatch(/<f>/);
  });

  it('reads formula, hyperlink and rich-text cells back as text, never as formulas', () => {
    expect(excelCellText({ formula: '1+1', result: 2 })).toBe('2');
    expect(excelCellText({ formula: 'HYPERLINK("x")' })).toBe('');
    expect(excelCellText({ text: 'label', hyperlink: 'https://evil' })).toBe('label');
    expect(excelCellText({ richText: [{ text: '=1' }, { text: '+1' }] })).toBe('=1+1');
    expect(excelCellText(new Date('2024-03-05T00:00:00Z'))).toBe('2024-03-05');
    expect(excelCellText(null)).toBe('');
  });
});

describe('file name sanitizer (G9)', () => {
  it.each<[string, string]>([
    ['', 'export'],
    ['   ', 'export'],
    ['users', 'users'],
    ['../../etc/passwd', 'etc-passwd'],
    ['..\\windows\\system32', 'windows-system32'],
    ['a<b>c:d"e|f?g*h', 'a-b-c-d-e-f-g-h'],
    ['report\r\nSet-Cookie: x', 'reportSet-Cookie- x'],
    ['name\u0000\u001f\u007f', 'name'],
    ['...', 'export'],
    ['.hidden', 'hidden'],
    ['trailing. ', 'trailing'],
    ['users.csv', 'users'],
    ['Relatório 2024 😀', 'Relatório 2024 😀'],
  ])('%j → %j', (input, expected) => {
    expect(sanitizeFileName(input, 'csv')).toBe(expected);
  });

  it('caps the length at 100 characters', () => {
    expect(sanitizeFileName('x'.repeat(300))).toHaveLength(100);
  });
});

it('neutralize never touches booleans or numbers', () => {
  const values: CellValue[] = [true, false, -1, 0];
  expect(values.map(neutralize)).toEqual(['true', 'false', '-1', '0']);
});
