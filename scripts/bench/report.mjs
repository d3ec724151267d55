// The bench results as Markdown (README "Performance" section) and the README update between markers.
import { readFileSync, writeFileSync } from 'node:fs';
import { kb, ms } from './util.mjs';

const README_START = '<!-- bench:start (written by `npm run bench -- --readme`) -->';
const README_END = '<!-- bench:end -->';

const one = (x, digits = 1) => (Number.isFinite(x) ? x.toFixed(digits) : '–');

export function markdown(r) {
  const out = [];
  out.push(`Measured ${r.date.slice(0, 10)} on ${r.machine}, Node ${r.node}. The machine was shared with other jobs ` +
    `(1/5/15-minute load average ${r.loadAverage} at the start, ${r.loadAverageEnd} at the end, on ${r.cores} cores), so ` +
    `absolute times are pessimistic: compare runs on the same host. Raw data: \`bench/results.json\` (not committed).`);
  out.push('');
  out.push(`**Cold load**, ${r.rate}x CPU throttling, no network throttling, fresh profile, signed out, median of ${r.runs}:`);
  out.push('');
  out.push('| route | FCP ms | LCP ms | route rendered ms | network idle ms |');
  out.push('|---|---:|---:|---:|---:|');
  for (const t of r.timings) out.push(`| \`${t.path}\`${t.note ? ` (${t.note})` : ''} | ${ms(t.fcp)} | ${ms(t.lcp)} | ${ms(t.rendered)} | ${ms(t.networkIdle)} |`);
  out.push('');
  out.push('FCP is the boot overlay ("Loading…"); "route rendered" is the first frame with the page heading and the overlay gone; ' +
    '"network idle" is the last response (JS, CSS, images, mock API) before 500 ms of quiet.');
  out.push('');
  out.push(`**Client-side navigation**, ${r.rate}x CPU throttling, signed in, from \`${r.navigation.start}\` through ` +
    `${r.navigation.rows.length} routes ${r.navigation.passes} times by history (pushState + popstate, as Back/Forward); ` +
    `"ready" = URL and heading changed and no skeleton left. The last column is a first visit in a fresh tab the way ` +
    `a mouse user makes it: the pointer rests on the route's sidebar link for ${r.navigation.hoverMs} ms (menu links ` +
    `prefetch their page on hover or keyboard focus), then clicks:`);
  out.push('');
  out.push('| to | first visit ms | repeat visit ms (median) | first visit via menu link ms |');
  out.push('|---|---:|---:|---:|');
  for (const n of r.navigation.rows)
    out.push(`| \`${n.to}\`${n.timeouts ? ` (${n.timeouts} timed out)` : ''} | ${ms(n.first)} | ${ms(n.repeatMedian)} | ${ms(n.viaLink)} |`);
  out.push('');
  const sizes = r.refine.map((f) => `\`generateCatalogue(${f.size.toLocaleString('en')})\``).join(' and ');
  out.push(`**Shop refine**, \`refine()\` over ${sizes} in Node (no throttling), five refinement mixes: none, query, ` +
    `query + sort, category + brands + rating, query + price + shipping + page 2. A frame is 16.7 ms.`);
  out.push('');
  out.push('| items | first call (builds the index) ms | median ms | p95 ms | calls |');
  out.push('|---:|---:|---:|---:|---:|');
  for (const f of r.refine) out.push(`| ${f.size.toLocaleString('en')} | ${ms(f.firstMs)} | ${f.median.toFixed(2)} | ${f.p95.toFixed(2)} | ${f.calls} |`);
  out.push('');
  out.push(`**Table scrolling** at 100,000 rows: the TanStack Table virtual demo switched to its 100,000-row set and the ` +
    `AG Grid "Large data set" card (100,000 generated rows, no pagination, AG Grid's row virtualisation). ${120} px per ` +
    `frame, bouncing at the ends, for 4 s; "rows" is the count each demo displayed:`);
  out.push('');
  out.push('| demo | rows | CPU | frames/s | median frame ms | p95 frame ms | frames > 50 ms | rows in DOM |');
  out.push('|---|---:|---|---:|---:|---:|---:|---:|');
  for (const s of r.scroll) out.push(`| ${s.name} | ${s.rows.toLocaleString('en')} | ${s.rate}x | ${one(s.fps, 0)} | ${one(s.median)} | ${one(s.p95)} | ${s.longFrames} | ${s.domRows} |`);
  out.push('');
  out.push(`**Bytes per route on a cold visit**: JS and CSS files the page requested, gzip of the built files. "JS kB" ` +
    `includes the mock API chunks the demo loads at start (the page renders meanwhile); "without mocks" leaves out the chunks only the mock ` +
    `needs (what a \`VITE_ENABLE_MOCKS=false\` build would not load). /pages/login by the size budget's count: ` +
    `${kb(r.shell.loginJsGzip)} kB JS (target 130 kB); shell (entry + main layout): ${kb(r.shell.shellJsGzip)} kB.`);
  out.push('');
  out.push(`<details><summary>${r.sizes.length} routes</summary>`);
  out.push('');
  out.push('| route | JS kB | JS kB without mocks | CSS kB | JS files |');
  out.push('|---|---:|---:|---:|---:|');
  for (const s of r.sizes) out.push(`| \`${s.path}\`${s.note ? ` (${s.note})` : ''} | ${kb(s.jsGzip)} | ${kb(s.jsGzipNoMocks)} | ${kb(s.cssGzip)} | ${s.jsFiles} |`);
  out.push('');
  out.push('</details>');
  return out.join('\n');
}

/** Replaces the text between the markers under "## Performance" (adds the section when missing). */
export function updateReadme(file, body) {
  const text = readFileSync(file, 'utf8');
  const block = `${README_START}\n${body}\n${README_END}`;
  let next;
  if (text.includes(README_START) && text.includes(README_END)) {
    next = text.slice(0, text.indexOf(README_START)) + block + text.slice(text.indexOf(README_END) + README_END.length);
  } else {
    next = `${text.trimEnd()}\n\n## Performance\n\n\`npm run bench\` builds, serves the build with \`vite preview\` and measures it in headless Chromium.\n\n${block}\n`;
  }
  writeFileSync(file, next);
}
