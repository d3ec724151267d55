import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { matchRoutes } from 'react-router';
import { isRedirect, type PageEntry, type RouteEntry } from '@/lib/route-manifest';
import { registry } from './registry';

/** ../shared/routes.tsv beside the repo root (Vitest runs from the root); ROUTES_TSV overrides. */
const TSV = process.env.ROUTES_TSV ?? resolve(process.cwd(), '..', 'shared', 'routes.tsv');

interface Row {
  path: string;
  layout: string;
  rule: string;
  expect: string;
}

function readRows(): Row[] {
  return readFileSync(TSV, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [path = '', layout = '', rule = '', expect = ''] = line.split('\t').map((c) => c.trim());
      return { path, layout, rule, expect };
    });
}

const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
/** Two patterns collide when they differ only in parameter names or a trailing slash. */
const shape = (p: string) =>
  trim(p)
    .replace(/:\w+\??/g, ':')
    .toLowerCase();
const isDynamic = (p: string) => /[:*]/.test(p);

/** The registry entry React Router would pick for a URL (static beats dynamic, as in the app). */
function entryFor(url: string): { entry: RouteEntry; params: Record<string, string | undefined> } | null {
  const routes = registry.map((entry, index) => ({ path: entry.path, id: String(index) }));
  const match = matchRoutes(routes, url)?.at(-1);
  if (!match) return null;
  return { entry: registry[Number(match.route.id)] as RouteEntry, params: match.params };
}

function paramProblems(entry: RouteEntry, params: Record<string, string | undefined>): string[] {
  if (isRedirect(entry)) return [];
  return Object.entries(params).flatMap(([key, value]) => {
    const allowed = entry.params?.[key];
    if (allowed && value !== undefined && !allowed.includes(value)) return [`:${key}=${value} not in params.${key}`];
    return [];
  });
}

describe('route registry vs ../shared/routes.tsv', () => {
  const rows = existsSync(TSV) ? readRows() : [];

  it('reads the table', () => {
    expect(existsSync(TSV), `${TSV} not found (shared/ must sit beside the repo, or set ROUTES_TSV)`).toBe(true);
    expect(rows.length).toBeGreaterThan(50);
  });

  it('has no two entries for the same path', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const entry of registry) {
      const key = shape(entry.path);
      const other = seen.get(key);
      if (other !== undefined) clashes.push(`${other} ⟷ ${entry.path}`);
      else seen.set(key, entry.path);
    }
    expect(clashes).toEqual([]);
  });

  it('matches every registered entry to its row (layout, rule, redirect, params)', () => {
    const problems: string[] = [];
    const rowsOf = new Map<RouteEntry, Row[]>();
    let unregistered = 0;
    for (const row of rows) {
      const hit = entryFor(row.path);
      const redirectTarget = row.expect.startsWith('->') ? row.expect.slice(2).trim() : null;
      if (!hit) {
        // The catch-all sends unknown paths to the 404 page (build-routes), so this row needs no entry.
        if (redirectTarget === '/pages/error-404') continue;
        unregistered += 1;
        continue;
      }
      const { entry, params } = hit;
      rowsOf.set(entry, [...(rowsOf.get(entry) ?? []), row]);
      const where = `${row.path} (entry ${entry.path})`;
      if (!isDynamic(entry.path) && trim(entry.path) !== trim(row.path)) problems.push(`${where}: path differs`);
      if (entry.layout !== row.layout) problems.push(`${where}: layout ${entry.layout}, table says ${row.layout}`);
      if (entry.rule !== row.rule) problems.push(`${where}: rule ${entry.rule}, table says ${row.rule}`);
      if (redirectTarget !== null) {
        if (!isRedirect(entry)) problems.push(`${where}: table says redirect to ${redirectTarget}, entry is a page`);
        else if (entry.redirect !== redirectTarget) problems.push(`${where}: redirects to ${entry.redirect}, table says ${redirectTarget}`);
      } else if (row.expect === 'page' && isRedirect(entry)) {
        problems.push(`${where}: table says page, entry redirects to ${entry.redirect}`);
      }
      problems.push(...paramProblems(entry, params).map((p) => `${where}: ${p}`));
    }

    for (const entry of registry) {
      if (!rowsOf.has(entry)) problems.push(`${entry.path}: no row of routes.tsv reaches this entry`);
      if (isRedirect(entry)) continue;
      if (isDynamic(entry.path)) {
        if (!entry.examples?.length && !entry.params) problems.push(`${entry.path}: dynamic path without examples or params`);
        for (const url of entry.examples ?? []) {
          const hit = entryFor(url);
          if (hit?.entry !== entry) problems.push(`${entry.path}: example ${url} is routed to ${hit?.entry.path ?? 'nothing'}`);
          else problems.push(...paramProblems(entry, hit.params).map((p) => `${entry.path}: example ${url}: ${p}`));
        }
      }
    }

    const registered = rows.length - unregistered;
    console.log(
      `routes.tsv: ${rows.length} rows, ${registered} served by the registry (${registry.length} entries), ${unregistered} still unregistered`,
    );
    expect(problems).toEqual([]);
  });
});

describe('route icons', () => {
  it('every page entry names an icon that virtual:route-icons provides', async () => {
    const { default: icons } = await import('virtual:route-icons');
    const missing = registry.filter((e) => !isRedirect(e) && !icons[e.icon]).map((e) => e.path);
    expect(missing).toEqual([]);
    expect(Object.keys(icons).length).toBeGreaterThan(20);
  });

  it('every top-level sidebar item has its icon in virtual:route-icons/menu (drawn without waiting for the rest)', async () => {
    const { default: menuIcons } = await import('virtual:route-icons/menu');
    const pages = registry.filter((e): e is PageEntry => !isRedirect(e));
    const topLevel = pages.filter((e) => e.menu && !e.menu.group);
    expect(topLevel.length).toBeGreaterThan(10);
    expect(topLevel.filter((e) => !menuIcons[e.icon]).map((e) => `${e.path}: ${e.icon}`)).toEqual([]);
    // Icons of grouped items stay out of the menu set: the sidebar draws them as dots.
    const groupedOnly = pages.filter((e) => e.menu?.group && !topLevel.some((t) => t.icon === e.icon));
    expect(groupedOnly.length).toBeGreaterThan(10);
    expect(groupedOnly.filter((e) => menuIcons[e.icon]).map((e) => e.icon)).toEqual([]);
  });
});
