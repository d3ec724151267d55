// ESLint rule: the architecture's import boundaries, derived from the folder layout (docs/architecture.md).
//  - src/features/<f> never imports another feature (by alias or by a relative path that climbs out);
//  - src/app reaches a feature only through its public doors (index.ts, navbar.ts);
//  - src/lib, src/components, src/hooks, src/config and src/mocks (shared code) never import src/app or a feature,
//    except src/mocks/handlers.ts, which collects the features' mock handlers by glob.
import { dirname, relative, resolve, sep } from 'node:path';

const SRC = resolve(import.meta.dirname, '..', '..', 'src');
const SHARED = ['lib', 'components', 'hooks', 'config', 'mocks'];
const FEATURE_DOORS = new Set(['index', 'index.ts', 'navbar', 'navbar.ts']);

/** 'src'-relative segments of an import, or null for packages. */
function target(source, file) {
  if (source.startsWith('@/')) return source.slice(2).split('/');
  if (!source.startsWith('.')) return null;
  const abs = resolve(dirname(file), source);
  const rel = relative(SRC, abs);
  return rel.startsWith('..') ? null : rel.split(sep);
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps features, the app shell and shared code inside their architectural boundaries' },
    schema: [],
    messages: {
      crossFeature: "Feature '{{from}}' imports feature '{{to}}': move the shared part to src/components, src/lib or src/hooks.",
      appInternals: "src/app imports '{{path}}': go through the feature's index.ts (routes) or navbar.ts.",
      sharedUp: "Shared code in src/{{from}} imports '{{path}}': shared code must not depend on the app or a feature.",
    },
  },
  create(context) {
    const file = context.filename;
    const here = relative(SRC, file).split(sep);
    if (here[0] === '..' || here.length < 2) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const to = target(source, file);
      if (!to) return;
      if (here[0] === 'features' && to[0] === 'features' && to[1] && to[1] !== here[1]) {
        context.report({ node, messageId: 'crossFeature', data: { from: here[1], to: to[1] } });
      } else if (here[0] === 'app' && to[0] === 'features' && to.length > 2 && !(to.length === 3 && FEATURE_DOORS.has(to[2]))) {
        context.report({ node, messageId: 'appInternals', data: { path: source } });
      } else if (SHARED.includes(here[0]) && (to[0] === 'app' || to[0] === 'features') && here.join('/') !== 'mocks/handlers.ts') {
        context.report({ node, messageId: 'sharedUp', data: { from: here[0], path: source } });
      }
    };
    return { ImportDeclaration: check, ImportExpression: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
