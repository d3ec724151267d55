// Starts `vite preview` (node node_modules/vite/bin/vite.js, not npx, so stopping it stops vite) in its own
// process group on 127.0.0.1, preferring `port` and moving to a free one when it is taken.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function portFree(port) {
  return new Promise((res) => {
    const s = createServer()
      .once('error', () => res(false))
      .once('listening', () => s.close(() => res(true)));
    s.listen(port, '127.0.0.1');
  });
}

/** `outDir` serves another build (e.g. the sign-in-required variant); `env` is passed to vite (its CSP reads it). */
export async function startPreview({ port = 4173, timeoutMs = 30000, log = console.log, outDir, env } = {}) {
  let chosen = port;
  if (!(await portFree(chosen))) {
    for (chosen = 4180; chosen < 4400 && !(await portFree(chosen)); chosen += 1);
    log(`port ${port} is busy (another preview?): using ${chosen}`);
  }
  const base = `http://127.0.0.1:${chosen}`;
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  // Output goes to a file, not a pipe: callers block in spawnSync while the server runs.
  const logFile = join(tmpdir(), `tessera-preview-${process.pid}-${chosen}.log`);
  const fd = openSync(logFile, 'w');
  const args = [vite, 'preview', '--host', '127.0.0.1', '--port', String(chosen), '--strictPort', ...(outDir ? ['--outDir', outDir] : [])];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  const output = () => {
    try {
      return readFileSync(logFile, 'utf8');
    } catch {
      return '';
    }
  };
  const stop = () => {
    rmSync(logFile, { force: true });
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      try {
        child.kill('SIGTERM');
      } catch {
        /* already gone */
      }
    }
  };
  process.on('exit', stop);
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && child.exitCode === null) {
    try {
      if ((await fetch(`${base}/`)).ok) return { base, stop, child, logFile };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  stop();
  throw new Error(`vite preview did not start on ${base}: ${output().trim().split('\n').slice(-3).join(' | ')}`);
}
