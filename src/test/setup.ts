import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from '@/mocks/node';
import { resetDb } from '@/mocks/db';
import { DEFAULT_CONTROLS, setMockControls } from '@/mocks/http';
import { initI18n, i18n } from '@/lib/i18n';
import { resetRefreshGate } from '@/lib/api-client';
import { usePreferences } from '@/lib/preferences.store';
import { useSession } from '@/lib/session/session.store';
import { toast } from '@/components/ui/toast';
import { mediaQueryList } from './media-query';

// jsdom gaps that Radix, charts and layout hooks rely on.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
Object.assign(globalThis, { ResizeObserver: ResizeObserverStub, IntersectionObserver: IntersectionObserverStub });
window.matchMedia ??= (query: string) => mediaQueryList(query, false);
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.setPointerCapture ??= () => {};
URL.createObjectURL ??= () => 'blob:mock';
URL.revokeObjectURL ??= () => {};

initI18n('en');
// Pages load lazily; on a busy 2-core machine the first render can take seconds.
configure({ asyncUtilTimeout: 10_000 });

// Any console.error fails the test that caused it (epic-stack habit): errors must be handled, not logged.
const originalError = console.error;
beforeEach(() => {
  console.error = (...args: unknown[]) => {
    originalError(...args);
    throw new Error(`console.error called: ${args.map(String).join(' ').slice(0, 500)}`);
  };
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  // sonner keeps undismissed toasts in module state and replays them to the next Toaster: a test would see (and
  // could click) the previous test's "Undo", whose callback belongs to the unmounted render. After cleanup, so no
  // mounted Toaster re-renders outside act().
  toast.dismiss();
  server.resetHandlers();
  resetDb();
  setMockControls({ ...DEFAULT_CONTROLS });
  resetRefreshGate();
  // A test that presses without releasing (drag tests) must not leave the next test's field errors waiting.
  window.dispatchEvent(new Event('pointerup'));
  localStorage.clear();
  sessionStorage.clear();
  useSession.getState().hydrate();
  usePreferences.getState().reset();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  console.error = originalError;
});
afterAll(() => server.close());
