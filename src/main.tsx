import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/styles/index.css';
import { initI18n, loadCoreLocale } from '@/lib/i18n';
import { readLocale } from '@/lib/preferences.store';
import { App } from '@/app/app';
import { reportMockUnavailable } from '@/app/mock-status';
import { holdRequestsUntil, renewSessionAtStart } from '@/lib/api-client';

const MOCK_START_TIMEOUT_MS = 4000;

/** The mock API starts before the first render, from its own chunk (kept out of the entry bundle). */
async function startMocks(): Promise<void> {
  // Written as a literal env check so that a VITE_ENABLE_MOCKS=false build drops the mock chunk entirely.
  if (import.meta.env.VITE_ENABLE_MOCKS === 'false') return;
  try {
    await Promise.race([
      import('@/mocks/browser').then((m) => m.startMockWorker()),
      new Promise((_, reject) => setTimeout(() => reject(new Error('mock worker start timed out')), MOCK_START_TIMEOUT_MS)),
    ]);
  } catch (error) {
    console.warn('Mock API unavailable, using the network:', error);
    reportMockUnavailable();
  }
}

const locale = readLocale();
initI18n(locale);
// The first render does not wait for the mock API: requests do (holdRequestsUntil). <html data-api="ready"> says
// when they may go out (the worker answers, or it failed and the network does); tests wait for it.
const apiReady = startMocks().then(() => {
  document.documentElement.dataset.api = 'ready';
});
holdRequestsUntil(apiReady);
void loadCoreLocale(locale)
  .catch(() => undefined)
  .then(() => {
    // SPEC §4: tokens are renewed silently at start; a failure is only logged.
    void renewSessionAtStart();
    createRoot(document.getElementById('root') as HTMLElement).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
