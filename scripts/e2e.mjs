#!/usr/bin/env node
// `npm run test:e2e`: serves dist/ with vite preview (building first when dist/ is missing) and runs
// e2e/run.mjs against it. Extra arguments go to the runner (e.g. --only /apps/ or a spec file).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPreview } from './preview-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(join(root, 'dist', 'index.html'))) {
  const b = spawnSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
const { base, stop } = await startPreview({ port: Number(process.env.E2E_PORT || 4173) });
const r = spawnSync(process.execPath, [join(root, 'e2e', 'run.mjs'), '--base', base, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
stop();
process.exit(r.status ?? 1);
