import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkCspSafety, inlineScripts, packageOf } from './csp-check.mjs';

// RELIABILITY J2: no inline script in the built HTML, no eval / new Function in our chunks.
describe('CSP checks on the build output (scripts/csp-check.mjs)', () => {
  it('finds inline scripts and inline handlers, not external scripts', () => {
    expect(inlineScripts('<script src="/theme-init.js"></script><script type="module" src="/a.js"></script>')).toEqual([]);
    expect(inlineScripts('<script>window.x=1</script>')).toHaveLength(1);
    expect(inlineScripts('<script src="/a.js">alert(1)</script>')).toHaveLength(1);
    expect(inlineScripts('<img src="x" onerror="alert(1)">')).toEqual(['onerror= attribute']);
  });

  it('attributes call sites to packages, or to our code', () => {
    expect(packageOf('../main/node_modules/ag-grid-community/dist/package/main.esm.mjs')).toBe('ag-grid-community');
    expect(packageOf('node_modules/@scope/pkg/x.js')).toBe('@scope/pkg');
    expect(packageOf('src/features/x/y.ts')).toBeNull();
  });

  it('fails for eval in our modules only', () => {
    const dist = mkdtempSync(join(tmpdir(), 'csp-check-'));
    try {
      mkdirSync(join(dist, '.vite'));
      writeFileSync(join(dist, 'index.html'), '<script type="module" src="/assets/i.js"></script>');
      const write = (uses) => writeFileSync(join(dist, '.vite', 'eval.json'), JSON.stringify(uses));
      const lib = { id: 'node_modules/exceljs/dist/exceljs.min.js', chunk: 'assets/x.js', sample: 'Function("return this")' };
      write([lib]);
      const quiet = () => {};
      expect(checkCspSafety(dist, quiet).every((c) => c.ok)).toBe(true);
      write([lib, { id: 'src/lib/bad.ts', chunk: 'assets/y.js', sample: 'eval(code)' }]);
      const evalCheck = checkCspSafety(dist, quiet).find((c) => c.name.includes('eval'));
      expect(evalCheck).toMatchObject({ ok: false, detail: expect.stringContaining('src/lib/bad.ts') });
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
