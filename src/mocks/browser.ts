import { setupWorker } from 'msw/browser';
import { enablePersistence } from './db';
import { handlers } from './handlers';
import { guardWorkerUpdate } from './worker-update-guard';

const worker = setupWorker(...handlers);

/** Starts the service worker; unmatched requests go quietly to the network (SPEC §7). */
export async function startMockWorker(): Promise<void> {
  enablePersistence(window.localStorage);
  guardWorkerUpdate();
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mock-api-worker.js' },
  });
}
