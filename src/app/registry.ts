import type { RouteEntry } from '@/lib/route-manifest';

/**
 * The composition root's list of features: every src/features/<f>/index.ts exports `routes`.
 * Collected by folder (see docs/decisions/003-registry-by-folder.md) so adding a feature edits no shared file.
 */
const modules = import.meta.glob<{ routes?: readonly RouteEntry[] }>('../features/*/index.ts', { eager: true });

export const registry: readonly RouteEntry[] = Object.keys(modules)
  .sort()
  .flatMap((key) => modules[key]?.routes ?? []);
