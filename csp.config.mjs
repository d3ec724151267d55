// The Content-Security-Policy and the other security headers of the production build, defined once.
// Used by vite.config.ts (`vite preview` headers and the emitted dist/_headers), scripts/print-csp.mjs
// (`npm run csp`: the header and nginx/Apache snippets for a given environment) and docs/deployment.md
// (its default policy is checked against this file by src/config/csp.test.ts).
// Plain ESM with JSDoc types so Node scripts, Vite and Vitest all import it directly.

/**
 * Google Maps JavaScript API hosts (Google's "allowlist CSP" guide, without its optional 'unsafe-eval'); only
 * added when VITE_GOOGLE_MAPS_API_KEY is set. The API builds some scripts and workers from blob: URLs.
 */
export const GOOGLE_MAPS_SOURCES = {
  'script-src': [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    '*.google.com',
    'https://*.ggpht.com',
    '*.googleusercontent.com',
    'blob:',
  ],
  'img-src': ['https://*.googleapis.com', 'https://*.gstatic.com', '*.google.com', '*.googleusercontent.com'],
  'connect-src': ['https://*.googleapis.com', '*.google.com', 'https://*.gstatic.com', 'data:', 'blob:'],
  'font-src': ['https://fonts.gstatic.com'],
  'style-src': ['https://fonts.googleapis.com'],
  'frame-src': ['*.google.com'],
  'worker-src': ['blob:'],
};

/**
 * The only pages a rich-text video may frame: the players Quill's video prompt turns YouTube and Vimeo links into
 * (youtube.com/embed, player.vimeo.com) and YouTube's no-cookie player. The editor refuses any other frame
 * (src/components/rich-text/quill-safe-content.ts), and frame-src lets the browser load nothing else.
 */
export const VIDEO_EMBED_ORIGINS = ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * Origin of an absolute http(s) URL, or null for '' / relative URLs (those stay on our own origin, 'self').
 * @param {string | undefined} url
 * @returns {string | null}
 */
export function offSiteOrigin(url) {
  if (!url || !/^https?:\/\//i.test(url.trim())) return null;
  try {
    return new URL(url.trim()).origin;
  } catch {
    return null;
  }
}

/**
 * Directive name -> sources, for the build-time environment (the VITE_* variables of src/config/env.ts).
 * @param {Record<string, string | undefined>} [env]
 * @returns {Record<string, string[]>}
 */
export function cspDirectives(env = {}) {
  const api = offSiteOrigin(env.VITE_API_BASE_URL);
  // oidc-client-ts fetches the discovery document, the JWKS and the token endpoint from the authority.
  const oidc = env.VITE_OIDC_AUTHORITY && env.VITE_OIDC_CLIENT_ID ? offSiteOrigin(env.VITE_OIDC_AUTHORITY) : null;
  const google = Boolean(env.VITE_GOOGLE_MAPS_API_KEY?.trim());
  /** @type {Record<string, string[]>} */
  const d = {
    'default-src': ["'self'"],
    // Every script is a file from our origin: public/theme-init.js instead of an inline anti-flash script,
    // no eval (zod runs jitless, see src/config/env.ts).
    'script-src': ["'self'"],
    // 'unsafe-inline' for styles only: React `style` props are CSSOM and need nothing, but Radix (scroll lock),
    // sonner, AG Grid's theming API, ApexCharts, FullCalendar and MapLibre insert <style> elements or style=""
    // attributes in markup at run time. Styles cannot run script; script-src stays strict.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for the SVG icons AG Grid and ApexCharts put in CSS, blob: for upload previews and MapLibre images.
    'img-src': ["'self'", 'data:', 'blob:'],
    // data: for the icon font FullCalendar embeds in the CSS it injects.
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'"],
    'connect-src': ["'self'", ...(api ? [api] : []), ...(oidc && oidc !== api ? [oidc] : [])],
    // The mock API's service worker, the import parser worker and MapLibre's module worker (setWorkerUrl to
    // a file we serve) are same-origin files.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-src': [...VIDEO_EMBED_ORIGINS],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (google) {
    for (const [name, sources] of Object.entries(GOOGLE_MAPS_SOURCES)) {
      const current = d[name] ?? [];
      d[name] = [...current.filter((s) => s !== "'none'"), ...sources.filter((s) => !current.includes(s))];
    }
  }
  return d;
}

/**
 * The header value: `name src src; name src; …`.
 * @param {Record<string, string | undefined>} [env]
 */
export function buildCsp(env = {}) {
  return Object.entries(cspDirectives(env))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Every response header the app wants from its host (HSTS only for real HTTPS hosts: `hsts: true`).
 * @param {Record<string, string | undefined>} [env]
 * @param {{ hsts?: boolean }} [options]
 * @returns {Record<string, string>}
 */
export function securityHeaders(env = {}, { hsts = false } = {}) {
  return {
    'Content-Security-Policy': buildCsp(env),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), payment=(), usb=()',
    ...(hsts ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}

/**
 * dist/_headers for Netlify and Cloudflare Pages: security headers on everything, long cache on hashed assets.
 * @param {Record<string, string | undefined>} [env]
 */
export function headersFile(env = {}) {
  const lines = ['# Generated from csp.config.mjs at build time (Netlify / Cloudflare Pages format).', '/*'];
  for (const [name, value] of Object.entries(securityHeaders(env, { hsts: true }))) lines.push(`  ${name}: ${value}`);
  lines.push('', '/assets/*', '  Cache-Control: public, max-age=31536000, immutable', '');
  return lines.join('\n');
}

/**
 * nginx `add_header` lines (inside `server {}`; repeat in any `location` that has its own add_header).
 * @param {Record<string, string | undefined>} [env]
 */
export function nginxSnippet(env = {}) {
  return Object.entries(securityHeaders(env, { hsts: true }))
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n');
}

/**
 * Apache mod_headers lines (.htaccess or <VirtualHost>).
 * @param {Record<string, string | undefined>} [env]
 */
export function apacheSnippet(env = {}) {
  return Object.entries(securityHeaders(env, { hsts: true }))
    .map(([name, value]) => `Header always set ${name} "${value}"`)
    .join('\n');
}
