import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';

/** Loads public/mock-api-worker.js in a fake service-worker scope and returns its fetch listener. */
function loadWorker() {
  const listeners: ((event: { request: { url: string }; stopImmediatePropagation: () => void }) => void)[] = [];
  const imported: string[] = [];
  const self = {
    addEventListener: (type: string, fn: (typeof listeners)[number]) => type === 'fetch' && listeners.push(fn),
    importScripts: (url: string) => imported.push(url),
  };
  runInNewContext(readFileSync('public/mock-api-worker.js', 'utf8'), { self, URL });
  return { listeners, imported };
}

function passesToMsw(url: string) {
  const { listeners } = loadWorker();
  let stopped = false;
  listeners.forEach((fn) => fn({ request: { url }, stopImmediatePropagation: () => (stopped = true) }));
  return !stopped;
}

describe('mock API worker filter', () => {
  it('registers its filter before importing the MSW worker, so the filter runs first', () => {
    const { listeners, imported } = loadWorker();
    expect(listeners).toHaveLength(1);
    expect(imported).toEqual(['/mockServiceWorker.js']);
  });

  it('hands every path with /api/ to MSW, on any origin (the handlers match */api/*)', () => {
    expect(passesToMsw('http://127.0.0.1:4173/api/apps/email/mails?folder=inbox')).toBe(true);
    expect(passesToMsw('https://api.example.com/v1/api/auth/login')).toBe(true);
  });

  it('lets scripts, styles, images, locales and other origins go straight to the network', () => {
    for (const url of [
      'http://127.0.0.1:4173/assets/index-abc.js',
      'http://127.0.0.1:4173/assets/index-abc.css',
      'http://127.0.0.1:4173/images/avatars/avatar-1.svg',
      'http://127.0.0.1:4173/favicon.svg',
      'https://maps.googleapis.com/maps/api.js',
      'http://127.0.0.1:4173/apis/x',
    ])
      expect(passesToMsw(url), url).toBe(false);
  });

  it('is the worker the browser registers', () => {
    expect(readFileSync('src/mocks/browser.ts', 'utf8')).toContain("url: '/mock-api-worker.js'");
  });
});
