#!/usr/bin/env node
// Prints the security headers for the current build environment (the same VITE_* values `vite build` reads:
// .env files and the process environment), as a raw header and as nginx / Apache / _headers snippets.
// The policy itself lives in csp.config.mjs. usage: node scripts/print-csp.mjs [--mode production]
import { loadEnv } from 'vite';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apacheSnippet, buildCsp, headersFile, nginxSnippet } from '../csp.config.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const i = args.indexOf('--mode');
const env = loadEnv(i >= 0 ? args[i + 1] : 'production', root, 'VITE_');

console.log(`# Content-Security-Policy\n${buildCsp(env)}\n`);
console.log(`# nginx (server block)\n${nginxSnippet(env)}\n`);
console.log(`# Apache (mod_headers)\n${apacheSnippet(env)}\n`);
console.log(`# Netlify / Cloudflare Pages (dist/_headers, written by vite build)\n${headersFile(env)}`);
