import { readFileSync } from 'node:fs';

/**
 * J4: the libraries that guard untrusted content or routing are at or above the first version that fixed
 * their known advisories. `npm audit --omit=dev` (network) is the full check; this floor runs offline.
 */
const FLOORS: Record<string, { min: string; why: string }> = {
  dompurify: { min: '3.2.4', why: 'CVE-2025-26791 (mXSS via template literal handling), CVE-2024-45801/47875 (nesting-based mXSS)' },
  quill: { min: '2.0.0', why: 'CVE-2021-3163 (XSS in 1.x)' },
  'react-router': { min: '7.5.2', why: 'CVE-2025-43864/43865 (cache poisoning, pre-render data spoofing), CVE-2025-31137' },
  papaparse: { min: '5.2.0', why: 'CVE-2020-36649 (ReDoS in number parsing)' },
  'oidc-client-ts': { min: '3.0.0', why: 'maintained line with PKCE by default' },
};

function compare(a: string, b: string): number {
  const pa = a.split(/[.-]/).map((x) => Number.parseInt(x, 10) || 0);
  const pb = b.split(/[.-]/).map((x) => Number.parseInt(x, 10) || 0);
  for (let i = 0; i < 3; i += 1) if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return 0;
}

const installed = (name: string) => (JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string }).version;

describe('J4: security-relevant dependencies are at patched versions', () => {
  it('compares versions numerically', () => {
    expect(compare('3.10.0', '3.2.4')).toBeGreaterThan(0);
    expect(compare('3.2.3', '3.2.4')).toBeLessThan(0);
    expect(compare('7.5.2', '7.5.2')).toBe(0);
  });

  it.each(Object.entries(FLOORS))('%s is installed at or above its floor', (name, { min, why }) => {
    const version = installed(name);
    expect(compare(version, min), `${name} ${version} < ${min}: ${why}`).toBeGreaterThanOrEqual(0);
  });

  it.each(Object.keys(FLOORS))('%s: the lock file pins the installed version, and it is a runtime dependency', (name) => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { version: string; dev?: boolean }> };
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
    expect(pkg.dependencies[name]).toBeDefined();
    expect(lock.packages[`node_modules/${name}`]?.version).toBe(installed(name));
  });
});
