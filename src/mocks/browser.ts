import { setupWorker } from 'msw/browser';
import { enablePersistence } from './db';
import { handlers } from './handlers';
import { persistMockControls } from './http';
import { guardWorkerUpdate } from './worker-update-guard';

const worker = setupWorker(...handlers);

/** Starts the service worker; unmatched requests go quietly to the network (SPEC §7). */
export async function startMockWorker(): Promise<void> {
  enablePersistence(window.localStorage);
  persistMockControls(window.sessionStorage);
  guardWorkerUpdate();
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mock-api-worker.js' },
  });
}
