import type { RouteEntry } from '@/lib/route-manifest';
import { authRoutes } from '@/features/auth';
import { systemPagesRoutes } from '@/features/system-pages';

/** The composition root's list of features: one line each. Everything else derives from it. */
export const registry: readonly RouteEntry[] = [...authRoutes, ...systemPagesRoutes];
