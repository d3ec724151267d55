import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * docs/reliability.md maps every case of ../shared/RELIABILITY.md to the tests that cover it (issue #9).
 * This keeps the map honest: every case id has exactly one row, every covered row names test files that
 * exist and mention the id (in a test name or comment), and every other row says why it does not apply.
 */
const SPEC = process.env.RELIABILITY_MD ?? resolve(process.cwd(), '..', 'shared', 'RELIABILITY.md');
const MAP = resolve(process.cwd(), 'docs', 'reliability.md');

const ID = /^[A-K]\d{1,2}$/;

/** Case ids of the spec tables: rows "| A1 | bad input | expected | V P |". */
function specIds(markdown: string): string[] {
  return markdown
    .split('\n')
    .map((line) => /^\|\s*([A-K]\d{1,2})\s*\|.*\|\s*[VPS](?:\s+[VPS])*\s*\|\s*$/.exec(line)?.[1])
    .filter((id): id is string => Boolean(id));
}

interface MapRow {
  id: string;
  files: string[];
  status: string;
}

/** Rows of the map table: "| id | case | auto | `file` › “test” … | status |". */
function mapRows(markdown: string): MapRow[] {
  const rows: MapRow[] = [];
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) continue;
    const cells = line
      .split(/(?<!\\)\|/)
      .slice(1, -1)
      .map((c) => c.trim());
    const id = cells[0] ?? '';
    if (!ID.test(id) || cells.length < 5) continue;
    const files = [...(cells[3] ?? '').matchAll(/`([^`\s]+\.(?:test\.tsx?|test\.mjs|spec\.mjs))`/g)].map((m) => m[1] as string);
    rows.push({ id, files, status: cells[4] ?? '' });
  }
  return rows;
}

const mentions = (text: string, id: string) => new RegExp(`(?<![A-Za-z0-9])${id}(?![0-9])`).test(text);

describe('RELIABILITY.md case map (docs/reliability.md)', () => {
  const spec = existsSync(SPEC) ? readFileSync(SPEC, 'utf8') : '';
  const ids = specIds(spec);
  const rows = existsSync(MAP) ? mapRows(readFileSync(MAP, 'utf8')) : [];

  it('reads the case ids of RELIABILITY.md and the rows of the map', () => {
    expect(existsSync(SPEC), `${SPEC} not found (shared/ must sit beside the repo, or set RELIABILITY_MD)`).toBe(true);
    expect(ids.length).toBeGreaterThan(80);
    expect(new Set(ids).size).toBe(ids.length);
    expect(existsSync(MAP), 'docs/reliability.md is missing').toBe(true);
  });

  it('maps every case id exactly once, and nothing else', () => {
    const mapped = rows.map((r) => r.id);
    expect(
      ids.filter((id) => !mapped.includes(id)),
      'case ids missing from docs/reliability.md',
    ).toEqual([]);
    expect(
      mapped.filter((id, i) => mapped.indexOf(id) !== i),
      'case ids mapped twice',
    ).toEqual([]);
    expect(
      mapped.filter((id) => !ids.includes(id)),
      'ids in the map that RELIABILITY.md does not have',
    ).toEqual([]);
  });

  it('every row is "covered" with test files, or "N/A: <reason>" without', () => {
    for (const row of rows) {
      if (row.status.startsWith('covered')) expect(row.files.length, `${row.id} is covered by no test file`).toBeGreaterThan(0);
      else expect(row.status, `${row.id}: status must be "covered…" or "N/A: reason"`).toMatch(/^N\/A: \S.{10,}/);
    }
  });

  it('every mapped test file exists and mentions its case id', () => {
    const problems: string[] = [];
    for (const row of rows) {
      for (const file of row.files) {
        const path = resolve(process.cwd(), file);
        if (!existsSync(path)) problems.push(`${row.id}: ${file} does not exist`);
        else if (!mentions(readFileSync(path, 'utf8'), row.id)) problems.push(`${row.id}: ${file} does not mention ${row.id}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the parsers see what they should', () => {
    expect(specIds('| A1 | x | y | V P |\n| B13 | x | y | P |\n| # | a | b | Auto |\n| K1 | x | y | S |')).toEqual(['A1', 'B13', 'K1']);
    const parsed = mapRows(
      '| A1 | `a \\| b` | V | `src/x.test.ts` › “t”<br>`e2e/y.spec.mjs` | covered |\n| K1 | c | S | — | N/A: needs the server |',
    );
    expect(parsed).toEqual([
      { id: 'A1', files: ['src/x.test.ts', 'e2e/y.spec.mjs'], status: 'covered' },
      { id: 'K1', files: [], status: 'N/A: needs the server' },
    ]);
    expect(mentions('it("A1: x")', 'A1')).toBe(true);
    expect(mentions('it("A10: x")', 'A1')).toBe(false);
    expect(mentions('Shift+F10', 'F1')).toBe(false);
  });
});
