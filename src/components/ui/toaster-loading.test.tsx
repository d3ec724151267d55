import { act, render, screen, waitFor } from '@testing-library/react';

// Each test gets fresh copies of ./toast and ./toaster (module state: loaded sonner, queued toasts).
let outletImports = 0;
let failNextImport = false;
/** The Toaster's idle callback, run by the test when it wants the browser to be idle. */
let idle: (() => void) | null = null;

beforeEach(() => {
  vi.resetModules();
  outletImports = 0;
  failNextImport = false;
  idle = null;
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    idle = callback;
    return 1;
  });
  vi.stubGlobal('cancelIdleCallback', () => {
    idle = null;
  });
  // The lazily imported chunk: sonner with the app's outlet.
  vi.doMock('./toast-outlet', async () => {
    outletImports += 1;
    if (failNextImport) {
      failNextImport = false;
      throw new Error('Failed to fetch dynamically imported module');
    }
    return vi.importActual('./toast-outlet');
  });
});

async function fresh() {
  const { toast } = await import('./toast');
  const { Toaster } = await import('./toaster');
  return { toast, Toaster };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('toaster loading', () => {
  it('leaves sonner out of the first paint and loads it once the browser is idle', async () => {
    const { toast, Toaster } = await fresh();
    render(<Toaster theme="dark" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(outletImports).toBe(0);
    expect(document.querySelector('section[aria-live="polite"]')).toBeNull();
    // The download resolves after the idle callback: act() waits for the Toaster to render with it.
    await act(async () => {
      idle?.();
      await vi.waitFor(() => expect(outletImports).toBe(1));
    });
    await waitFor(() => expect(document.querySelector('section[aria-live="polite"]')).not.toBeNull());
    toast.info('Right away');
    expect(await screen.findByText('Right away')).toBeInTheDocument();
    expect(outletImports).toBe(1);
  });

  it('loads sonner at once for a toast fired before the browser was idle', async () => {
    const { toast, Toaster } = await fresh();
    render(<Toaster theme="light" />);
    toast.success('Saved early');
    expect(await screen.findByText('Saved early')).toBeInTheDocument();
    expect(outletImports).toBe(1);
  });

  it('keeps a toast whose sonner download failed and shows it when the next one succeeds', async () => {
    const { toast, Toaster } = await fresh();
    render(<Toaster theme="light" />);
    failNextImport = true;
    toast.error('Saved offline');
    await vi.waitFor(() => expect(outletImports).toBe(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText('Saved offline')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Saved offline')).toBeInTheDocument();
    expect(outletImports).toBe(2);
  });
});
