import { defineRoutes } from '@/lib/route-manifest';

/** Auth pages (SPEC §2 full layout). Each entry is added as its page is built. */
export const routes = defineRoutes([]);
