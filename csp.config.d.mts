// Types for csp.config.mjs (imported by vite.config.ts).
type Env = Record<string, string | undefined>;
export declare const VIDEO_EMBED_ORIGINS: readonly string[];
export declare const GOOGLE_MAPS_SOURCES: Record<string, string[]>;
export declare function offSiteOrigin(url: string | undefined): string | null;
export declare function cspDirectives(env?: Env): Record<string, string[]>;
export declare function buildCsp(env?: Env): string;
export declare function securityHeaders(env?: Env, options?: { hsts?: boolean }): Record<string, string>;
export declare function headersFile(env?: Env): string;
export declare function nginxSnippet(env?: Env): string;
export declare function apacheSnippet(env?: Env): string;
