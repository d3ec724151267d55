import { readFileSync } from 'node:fs';
import { config } from 'zod';
import {
  apacheSnippet,
  buildCsp,
  cspDirectives,
  headersFile,
  nginxSnippet,
  offSiteOrigin,
  securityHeaders,
  VIDEO_EMBED_ORIGINS,
} from '../../csp.config.mjs';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

// RELIABILITY J1 (the policy the crawl runs under: script-src/worker-src 'self', object-src and base-uri 'none',
// frame-ancestors 'none', explicit connect-src) and J3 (no inline script, so no hash in script-src).
describe('CSP builder (csp.config.mjs)', () => {
  it('is strict by default: scripts and workers from our origin only, no eval, no plugins, no framing', () => {
    const csp = buildCsp({});
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'worker-src')).toBe("worker-src 'self'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'none'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    expect(csp).not.toMatch(/unsafe-eval|wasm-unsafe-eval|strict-dynamic|\*(?!\.)|https:(?!\/\/)/);
    // 'unsafe-inline' is allowed for styles only (libraries insert <style>), never for scripts.
    expect(csp.match(/'unsafe-inline'/g)).toHaveLength(1);
    expect(directive(csp, 'style-src')).toContain("'unsafe-inline'");
  });

  it('adds an off-site API origin and the OIDC authority to connect-src, nothing for a same-origin API', () => {
    expect(directive(buildCsp({ VITE_API_BASE_URL: '/api-proxy' }), 'connect-src')).toBe("connect-src 'self'");
    const csp = buildCsp({
      VITE_API_BASE_URL: 'https://api.example.com/v1/',
      VITE_OIDC_AUTHORITY: 'https://login.example.org/realms/x',
      VITE_OIDC_CLIENT_ID: 'spa',
    });
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://api.example.com https://login.example.org");
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    // An authority without a client id does not enable hosted sign-in, so it is not allowed either.
    expect(buildCsp({ VITE_OIDC_AUTHORITY: 'https://login.example.org' })).not.toContain('login.example.org');
  });

  it('ignores values that are not http(s) URLs', () => {
    expect(offSiteOrigin('javascript:alert(1)')).toBeNull();
    expect(offSiteOrigin('https://api.example.com:8443/x')).toBe('https://api.example.com:8443');
    expect(buildCsp({ VITE_API_BASE_URL: "https://x.test; script-src 'unsafe-eval'" })).not.toContain('unsafe-eval');
  });

  it('allows Google Maps origins only when a key is configured, still without unsafe-eval', () => {
    expect(buildCsp({})).not.toMatch(/google|gstatic/);
    const d = cspDirectives({ VITE_GOOGLE_MAPS_API_KEY: 'k' });
    expect(d['script-src']).toEqual(expect.arrayContaining(["'self'", 'https://*.googleapis.com', 'https://*.gstatic.com']));
    expect(d['frame-src']).toEqual([...VIDEO_EMBED_ORIGINS, '*.google.com']);
    expect(d['worker-src']).toEqual(["'self'", 'blob:']);
    expect(buildCsp({ VITE_GOOGLE_MAPS_API_KEY: 'k' })).not.toContain('unsafe-eval');
    expect(buildCsp({ VITE_GOOGLE_MAPS_API_KEY: '  ' })).not.toMatch(/google/);
  });

  it('derives every host format from the same policy', () => {
    const env = { VITE_API_BASE_URL: 'https://api.example.com' };
    const csp = buildCsp(env);
    expect(securityHeaders(env)['Content-Security-Policy']).toBe(csp);
    expect(securityHeaders(env)).not.toHaveProperty('Strict-Transport-Security');
    expect(headersFile(env)).toContain(`  Content-Security-Policy: ${csp}\n`);
    expect(headersFile(env)).toContain('Strict-Transport-Security');
    expect(nginxSnippet(env)).toContain(`add_header Content-Security-Policy "${csp}" always;`);
    expect(apacheSnippet(env)).toContain(`Header always set Content-Security-Policy "${csp}"`);
  });

  it('is the policy documented in docs/deployment.md', () => {
    expect(read('../../docs/deployment.md')).toContain(buildCsp({}));
  });
});

describe('no inline script in index.html', () => {
  it('loads every script from a file (no hash needed in script-src)', () => {
    const html = read('../../index.html');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(attrs).toMatch(/\bsrc=/);
      expect(body?.trim()).toBe('');
    }
  });

  it('the boot script switches zod to jitless through the global zod reads its config from', () => {
    // public/theme-init.js sets window.__zod_globalConfig.jitless before any module runs; that only works
    // while zod keeps its config on this global.
    expect(config()).toBe((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig);
    expect(read('../../public/theme-init.js')).toMatch(/__zod_globalConfig[\s\S]*jitless = true/);
  });
});
