// RELIABILITY.md J2 in a real browser: the served build under the CSP (J1 is the route crawl, routes.spec.mjs).
// Overview of the reliability-*.spec.mjs files: reliability-helpers.mjs.
import { expect } from './fixtures.mjs';

// ---------------------------------------------------------------------------------------------------------
// J. CSP and the built files

/** Library code naming Function that never runs here (reasons in docs/deployment.md; zod runs jitless). */
const EVAL_EXCEPTIONS = [
  'Function(`return this`)',
  "Function('return this')",
  'Function(``)',
  'Function(``+e)',
  // AG Grid's string expressions in column definitions (ours are functions only).
  'Function(`x, ctx, oldValue, newValue, value, node, data, colDef',
  // regenerator-runtime's last-resort global (exceljs): globalThis exists, so it is never reached.
  'Function(`r`,`regeneratorRuntime = r`)',
];

const j = [
  {
    name: 'J2: the served build has no inline <script> and no eval( / Function( call in any JS chunk (documented exceptions aside)',
    async run(t) {
      const html = await (await fetch(`${t.base}/`)).text();
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
        ([, attrs, body]) => !/\bsrc=/.test(attrs) && body.trim(),
      );
      expect(inline.length === 0, `inline script in index.html: ${inline.map(([m]) => m.slice(0, 80)).join(' | ')}`);
      expect(!/\son[a-z]+\s*=/i.test(html), 'an inline on* handler in index.html');
      const seen = new Set();
      const queue = [...html.matchAll(/(?:src|href)="\/?(assets\/[\w.-]+\.js|[\w.-]+\.js)"/g)].map((m) => m[1].replace(/^\//, ''));
      const offenders = [];
      while (queue.length) {
        const file = queue.shift();
        if (seen.has(file)) continue;
        seen.add(file);
        const res = await fetch(`${t.base}/${file}`);
        if (!res.ok) continue;
        // Whole-line comments (the readable public/theme-init.js explains the zod eval probe) are not code.
        const code = (await res.text()).replace(/^\s*\/\/.*$/gm, '');
        for (const m of code.matchAll(/(?<![\w.$])(?:eval|Function)\s*\(/g)) {
          const snippet = code.slice(m.index, m.index + 70);
          if (!EVAL_EXCEPTIONS.some((ok) => snippet.startsWith(ok))) offenders.push(`${file}: ${snippet}`);
        }
        // Chunk names may hold dots (core.esm-…, exceljs.min-…): every chunk is checked.
        for (const m of code.matchAll(/["'`(/]([\w.-]+-[\w-]{8}\.js)["'`)]/g)) {
          const next = file.startsWith('assets/') || m[1].startsWith('assets/') ? `assets/${m[1]}` : m[1];
          if (!seen.has(next)) queue.push(next);
        }
      }
      expect(seen.size > 20, `only ${seen.size} scripts found from index.html (the crawl of chunks broke?)`);
      expect(offenders.length === 0, `eval/Function calls: ${offenders.slice(0, 5).join(' | ')}`);
      t.log(`${seen.size} scripts checked`);
    },
  },
];

export const tests = [...j];
