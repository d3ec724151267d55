import { render, screen, waitFor } from '@testing-library/react';
import { LazyOverlay } from './lazy-overlay';

type PanelModule = { default: typeof Panel };

function Panel({ title }: { title: string }) {
  return <div role="dialog" aria-label={title} />;
}

describe('LazyOverlay', () => {
  it('renders the loaded overlay with its props', async () => {
    render(<LazyOverlay load={() => Promise.resolve({ default: Panel })} props={{ title: 'Customizer' }} onError={() => {}} />);
    expect(await screen.findByRole('dialog', { name: 'Customizer' })).toBeInTheDocument();
  });

  it('reports a chunk that fails to download instead of throwing to the route', async () => {
    const onError = vi.fn();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(
      <div>
        <p>page content</p>
        <LazyOverlay
          load={(): Promise<PanelModule> => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))}
          props={{ title: 'x' }}
          onError={onError}
        />
      </div>,
    );
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(container).toHaveTextContent('page content');
    expect(screen.queryByRole('dialog')).toBeNull();
    quiet.mockRestore();
  });

  it('tries the download again on the next mount', async () => {
    let calls = 0;
    const load = (): Promise<PanelModule> => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Panel }));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    const first = render(<LazyOverlay load={load} props={{ title: 'Search' }} onError={onError} />);
    await waitFor(() => expect(onError).toHaveBeenCalled());
    first.unmount();
    render(<LazyOverlay load={load} props={{ title: 'Search' }} onError={onError} />);
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    expect(calls).toBe(2);
    quiet.mockRestore();
  });
});
