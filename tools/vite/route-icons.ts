import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:route-icons';
const RESOLVED = `\0${ID}`;
const ICON_FIELD = /\bicon:\s*'([A-Z][A-Za-z0-9]*)'/g;

/** Icon names used by route entries (`icon: 'Mail'`) in src/features/<f>/<f>.routes.ts. */
export function routeIconNames(root: string): string[] {
  const features = join(root, 'src', 'features');
  const names = new Set<string>();
  for (const feature of readdirSync(features)) {
    let files: string[];
    try {
      files = readdirSync(join(features, feature)).filter((f) => f.endsWith('.routes.ts'));
    } catch {
      continue;
    }
    for (const file of files)
      for (const [, name] of readFileSync(join(features, feature, file), 'utf8').matchAll(ICON_FIELD)) if (name) names.add(name);
  }
  return [...names].sort();
}

/**
 * `virtual:route-icons`: the lucide components named by the route registry, as one map. Route entries name
 * their icon (a string), so the registry — part of the first load — carries no icon code; only the main
 * layout, which draws the menu and page search, imports this module.
 */
export function routeIcons(): Plugin {
  let root = process.cwd();
  return {
    name: 'tessera-route-icons',
    configResolved(config) {
      root = config.root;
    },
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      const names = routeIconNames(root);
      return `import { ${names.join(', ')} } from 'lucide-react';\nexport default { ${names.join(', ')} };\n`;
    },
    handleHotUpdate({ file, server }) {
      if (!file.endsWith('.routes.ts')) return;
      const mod = server.moduleGraph.getModuleById(RESOLVED);
      if (mod) server.moduleGraph.invalidateModule(mod);
    },
  };
}
