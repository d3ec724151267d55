import { render, screen } from '@testing-library/react';
import { toast } from './toast';
import { mediaQueryList } from '@/test/media-query';
import { Toaster } from './toaster';

afterEach(() => vi.restoreAllMocks());

describe('lazy toaster', () => {
  it('shows a toast fired before the lazy Toaster mounted', async () => {
    toast.success('Saved before mount');
    render(<Toaster theme="light" />);
    expect(await screen.findByText('Saved before mount')).toBeInTheDocument();
    toast.error('Then another');
    expect(await screen.findByText('Then another')).toBeInTheDocument();
  });
});

describe('placement', () => {
  it('puts toasts below the navbar on wide screens, and at the bottom on phones where they hid the page title', async () => {
    const { unmount } = render(<Toaster theme="light" />);
    toast.success('Placed');
    await screen.findByText('Placed');
    const outlet = () => document.querySelector<HTMLElement>('[data-sonner-toaster]');
    expect(outlet()).toHaveAttribute('data-y-position', 'top');
    expect(outlet()?.style.getPropertyValue('--offset-top')).toBe('84px');
    unmount();

    vi.spyOn(window, 'matchMedia').mockImplementation((query) => mediaQueryList(query, query === '(max-width: 575.98px)'));
    render(<Toaster theme="light" />);
    toast.success('On a phone');
    await screen.findByText('On a phone');
    expect(outlet()).toHaveAttribute('data-y-position', 'bottom');
    expect(outlet()).toHaveAttribute('data-x-position', 'center');
  });
});

describe('error toasts', () => {
  it('the same error again updates one toast instead of stacking a second', async () => {
    render(<Toaster theme="light" />);
    toast.error('Could not save', { description: 'The server had a problem.' });
    await screen.findByText('Could not save');
    toast.error('Could not save', { description: 'The server had a problem.' });
    toast.error('Could not save', { description: 'You are offline.' });
    await screen.findByText('You are offline.');
    expect(screen.getAllByText('Could not save')).toHaveLength(2);
    expect(screen.getAllByText('The server had a problem.')).toHaveLength(1);
  });
});
