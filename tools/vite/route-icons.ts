import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const ALL = 'virtual:route-icons';
const MENU = 'virtual:route-icons/menu';
const ICON_FIELD = /\bicon:\s*'([A-Z][A-Za-z0-9]*)'/;
const ICON_FIELDS = new RegExp(ICON_FIELD.source, 'g');
const MENU_FIELD = /\bmenu:\s*\{([^}]*)\}/;
const CONST_OBJECT = /\bconst\s+(\w+)\s*=\s*\{([^}]*)\}/g;

interface IconUse {
  name: string;
  /** The entry is a top-level sidebar item (a menu slot without a group): its icon is drawn on every page. */
  topLevelMenu: boolean;
}

/** Icons named by route entries (`icon: 'Mail'`) in src/features/<f>/<f>.routes.ts, and where they show. */
export function routeIconUses(root: string): IconUse[] {
  const features = join(root, 'src', 'features');
  const uses: IconUse[] = [];
  for (const feature of readdirSync(features)) {
    let files: string[];
    try {
      files = readdirSync(join(features, feature)).filter((f) => f.endsWith('.routes.ts'));
    } catch {
      continue;
    }
    for (const file of files) {
      const source = readFileSync(join(features, feature, file), 'utf8');
      // `menu: { ...auth, order: 1 }` spreads a file-level `const auth = { section, group }`.
      // Every icon field counts (some files build their entries from a table of { slug, icon } rows)...
      for (const [, name] of source.matchAll(ICON_FIELDS)) if (name) uses.push({ name, topLevelMenu: false });
      // ...and an entry written out (`path: '/x', icon: 'X', menu: {...}`) may be a top-level menu item.
      const consts = new Map([...source.matchAll(CONST_OBJECT)].map(([, name, body]) => [name, body ?? '']));
      for (const entry of source.split(/\bpath:\s*'/).slice(1)) {
        const name = ICON_FIELD.exec(entry)?.[1];
        if (!name) continue;
        const menu = MENU_FIELD.exec(entry)?.[1];
        const expanded = menu?.replace(/\.\.\.(\w+)/g, (_, ref: string) => consts.get(ref) ?? '');
        if (expanded !== undefined && !/\bgroup:/.test(expanded)) uses.push({ name, topLevelMenu: true });
      }
    }
  }
  return uses;
}

const moduleOf = (names: Iterable<string>) => {
  const list = [...new Set(names)].sort();
  return `import { ${list.join(', ')} } from 'lucide-react';\nexport default { ${list.join(', ')} };\n`;
};

/**
 * Route entries name their icon (a string), so the registry — part of the first load — carries no icon code.
 * - `virtual:route-icons/menu`: the icons of top-level sidebar items, drawn on every main-layout page;
 * - `virtual:route-icons`: every route icon, loaded on demand (page search, bookmarks) by src/app/route-icons.tsx.
 */
export function routeIcons(): Plugin {
  let root = process.cwd();
  return {
    name: 'tessera-route-icons',
    configResolved(config) {
      root = config.root;
    },
    resolveId: (id) => (id === ALL || id === MENU ? `\0${id}` : null),
    load(id) {
      if (id === `\0${ALL}`) return moduleOf(routeIconUses(root).map((u) => u.name));
      if (id === `\0${MENU}`) return moduleOf(routeIconUses(root).flatMap((u) => (u.topLevelMenu ? [u.name] : [])));
      return null;
    },
    handleHotUpdate({ file, server }) {
      if (!file.endsWith('.routes.ts')) return;
      for (const id of [ALL, MENU]) {
        const mod = server.moduleGraph.getModuleById(`\0${id}`);
        if (mod) server.moduleGraph.invalidateModule(mod);
      }
    },
  };
}
