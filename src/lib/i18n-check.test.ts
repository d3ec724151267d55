import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { registry } from '@/app/registry';
import { isRedirect } from '@/lib/route-manifest';

/**
 * i18n check (dev-guide "Pages"): every namespace has the same keys in en/de/fr/pt, no empty strings,
 * the same {{variables}}, every route label exists in nav.json, and every key is used somewhere in src
 * as a quoted literal ('a.b', 'ns:a.b') or covered by a template (`a.${x}`, `a.${x}.c`).
 * Namespaces: src/locales/<lng>/<ns>.json, src/features/<f>/locales/<lng>.json (ns <f>) and
 * src/features/<f>/locales/<sub>/<lng>.json (ns <f>-<sub>).
 * Keys of nav.json that no code uses yet are listed but do not fail: the menu label table is written
 * ahead of the features (dev-guide "all menu labels exist already").
 */
const ROOT = process.cwd();
const SRC = resolve(ROOT, 'src');
const LOCALES = ['en', 'de', 'fr', 'pt'] as const;
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Json = { [key: string]: Json } | string | number | boolean | null | Json[];

function flatten(value: Json, prefix = '', out = new Map<string, Json>()): Map<string, Json> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else out.set(prefix, value);
  return out;
}

interface Namespace {
  name: string;
  files: Partial<Record<(typeof LOCALES)[number], string>>;
}

function namespaces(): Namespace[] {
  const list: Namespace[] = [];
  for (const name of readdirSync(join(SRC, 'locales', 'en'))) {
    if (!name.endsWith('.json')) continue;
    const ns = name.replace(/\.json$/, '');
    list.push({ name: ns, files: Object.fromEntries(LOCALES.map((l) => [l, join(SRC, 'locales', l, name)])) });
  }
  const features = join(SRC, 'features');
  for (const feature of existsSync(features) ? readdirSync(features) : []) {
    const dir = join(features, feature, 'locales');
    if (!existsSync(dir)) continue;
    if (readdirSync(dir).some((f) => f.endsWith('.json'))) {
      list.push({ name: feature, files: Object.fromEntries(LOCALES.map((l) => [l, join(dir, `${l}.json`)])) });
    }
    // Extra namespaces a feature bundles itself: locales/<sub>/<lng>.json, named "<feature>-<sub>".
    for (const sub of readdirSync(dir)) {
      const subDir = join(dir, sub);
      if (!statSync(subDir).isDirectory() || !existsSync(join(subDir, 'en.json'))) continue;
      list.push({ name: `${feature}-${sub}`, files: Object.fromEntries(LOCALES.map((l) => [l, join(subDir, `${l}.json`)])) });
    }
  }
  return list;
}

function load(file: string | undefined): Map<string, Json> | string {
  if (!file || !existsSync(file)) return `missing file ${file ? relative(ROOT, file) : ''}`;
  try {
    return flatten(JSON.parse(readFileSync(file, 'utf8')) as Json);
  } catch (error) {
    return `${relative(ROOT, file)}: ${String(error)}`;
  }
}

const vars = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.-]+)[^}]*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'locales' && name !== 'node_modules') sourceFiles(path, out);
    } else if (/\.(ts|tsx)$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** What the code refers to: quoted literals and template literals turned into patterns. */
function usage() {
  const templates: RegExp[] = [];
  const propertyNames = new Set<string>();
  const texts: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    texts.push(text);
    // Backtick pairing can drift when a file holds code snippets, so t(`…`) calls are also read on their own.
    const bodies = [...text.matchAll(/`([^`]{1,200})`/g), ...text.matchAll(/\bt\(\s*`([^`]{1,200})`/g)].map((m) => m[1] as string);
    for (const body of bodies) {
      if (!body.includes('${')) continue;
      const staticText = body.replace(/\$\{[^}]*\}/g, '');
      if (!/[A-Za-z]{2}/.test(staticText)) continue; // `${a}` alone says nothing about keys
      const source = body
        .split(/\$\{[^}]*\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+');
      templates.push(new RegExp(`^${source}$`));
    }
    for (const m of text.matchAll(/^\s*([A-Za-z_$][\w$]*)\s*:/gm)) propertyNames.add(m[1] as string);
  }
  const all = texts.join('\n');
  /** 'key', "key" or `key` anywhere in src. */
  const quoted = (key: string) => ["'", '"', '`'].some((q) => all.includes(`${q}${key}${q}`));
  return { quoted, templates, propertyNames };
}

function isUsed(ns: string, key: string, u: ReturnType<typeof usage>): boolean {
  const base = key.replace(PLURAL, '');
  const candidates = [base, `${ns}:${base}`];
  return candidates.some((c) => u.quoted(c) || u.templates.some((re) => re.test(c)));
}

describe('i18n', () => {
  const list = namespaces();

  it('has the same keys, the same {{variables}} and no empty strings in en, de, fr and pt', () => {
    const problems: string[] = [];
    for (const ns of list) {
      const en = load(ns.files.en);
      if (typeof en === 'string') {
        problems.push(`${ns.name}: ${en}`);
        continue;
      }
      const enBases = new Set([...en.keys()].map((k) => k.replace(PLURAL, '')));
      for (const [key, value] of en) if (value === '' || value === null) problems.push(`${ns.name}/en: empty ${key}`);
      for (const lng of LOCALES.filter((l) => l !== 'en')) {
        const other = load(ns.files[lng]);
        if (typeof other === 'string') {
          problems.push(`${ns.name}/${lng}: ${other}`);
          continue;
        }
        const otherBases = new Set([...other.keys()].map((k) => k.replace(PLURAL, '')));
        for (const base of enBases) if (!otherBases.has(base)) problems.push(`${ns.name}/${lng}: missing ${base}`);
        for (const base of otherBases) if (!enBases.has(base)) problems.push(`${ns.name}/${lng}: extra ${base} (not in en)`);
        for (const [key, value] of other) {
          if (value === '' || value === null) problems.push(`${ns.name}/${lng}: empty ${key}`);
          if (typeof value !== 'string') continue;
          const enValue = en.get(key) ?? en.get(`${key.replace(PLURAL, '')}_other`) ?? en.get(key.replace(PLURAL, ''));
          if (typeof enValue === 'string' && vars(enValue) !== vars(value)) {
            problems.push(`${ns.name}/${lng}: ${key} uses {{${vars(value)}}}, en uses {{${vars(enValue)}}}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('has a nav.json label for every route entry in all four locales, and every namespace an entry loads exists', () => {
    const problems: string[] = [];
    const nav = LOCALES.map(
      (l) => [l, JSON.parse(readFileSync(join(SRC, 'locales', l, 'nav.json'), 'utf8')) as Record<string, unknown>] as const,
    );
    const known = new Set(list.map((n) => n.name));
    for (const entry of registry) {
      if (isRedirect(entry)) continue;
      for (const [lng, table] of nav)
        if (typeof table[entry.label] !== 'string') problems.push(`${entry.path}: nav/${lng} has no "${entry.label}"`);
      for (const parent of entry.parents ?? []) {
        for (const [lng, table] of nav)
          if (typeof table[parent.label] !== 'string') problems.push(`${entry.path}: nav/${lng} has no parent label "${parent.label}"`);
      }
      for (const ns of entry.namespaces ?? []) if (!known.has(ns)) problems.push(`${entry.path}: namespace "${ns}" has no locales/en.json`);
    }
    expect(problems).toEqual([]);
  });

  it('uses every key (quoted literal or template prefix in src)', () => {
    const u = usage();
    const unused: string[] = [];
    const pendingNav: string[] = [];
    for (const ns of list) {
      const en = load(ns.files.en);
      if (typeof en === 'string') continue;
      for (const key of en.keys()) {
        if (isUsed(ns.name, key, u)) continue;
        // nav keys are also referenced as object keys (menu group icons) and are written ahead of their routes.
        if (ns.name === 'nav') {
          if (!u.propertyNames.has(key)) pendingNav.push(key);
          continue;
        }
        unused.push(`${ns.name}:${key}`);
      }
    }
    if (pendingNav.length)
      console.log(`nav.json: ${pendingNav.length} labels not used yet (routes not registered): ${pendingNav.join(', ')}`);
    if (unused.length) console.log(`unused i18n keys (${unused.length}):\n  ${unused.join('\n  ')}`);
    expect(unused).toEqual([]);
  });
});
