import { act, fireEvent, render, screen } from '@testing-library/react';

// Each test gets fresh copies of ./toast and ./toaster (module state: loaded sonner, queued toasts).
let sonnerImports = 0;
let failNextImport = false;

beforeEach(() => {
  vi.resetModules();
  sonnerImports = 0;
  failNextImport = false;
  vi.doMock('sonner', async () => {
    sonnerImports += 1;
    if (failNextImport) {
      failNextImport = false;
      throw new Error('Failed to fetch dynamically imported module');
    }
    return vi.importActual('sonner');
  });
});

async function fresh() {
  const { toast } = await import('./toast');
  const { Toaster } = await import('./toaster');
  return { toast, Toaster };
}

describe('toaster loading', () => {
  it('does not download sonner while nothing is toasted and nobody interacts', async () => {
    const { Toaster } = await fresh();
    render(<Toaster theme="light" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(sonnerImports).toBe(0);
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();
  });

  it('starts loading on the first key press, so the next toast shows at once', async () => {
    const { toast, Toaster } = await fresh();
    render(<Toaster theme="dark" />);
    // The download resolves outside the event: act() waits for the Toaster to render with it.
    await act(async () => {
      fireEvent.keyDown(window, { key: 'Tab' });
      await vi.waitFor(() => expect(sonnerImports).toBe(1));
    });
    expect(document.querySelector('section[aria-live="polite"]')).not.toBeNull();
    toast.info('Right away');
    expect(await screen.findByText('Right away')).toBeInTheDocument();
  });

  it('keeps a toast whose sonner download failed and shows it when the next one succeeds', async () => {
    const { toast, Toaster } = await fresh();
    render(<Toaster theme="light" />);
    failNextImport = true;
    toast.error('Saved offline');
    await vi.waitFor(() => expect(sonnerImports).toBe(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText('Saved offline')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Saved offline')).toBeInTheDocument();
    expect(sonnerImports).toBe(2);
  });
});
