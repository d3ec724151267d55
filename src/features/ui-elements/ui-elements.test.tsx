import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contrastRatio } from '@/lib/colors';
import { formatNumber } from '@/lib/format';
import { usePreferences } from '@/lib/preferences.store';
import { renderRoute } from '@/test/render-route';
import { readThemeTokens } from './components/use-theme-tokens';

configure({ asyncUtilTimeout: 12_000 });
vi.setConfig({ testTimeout: 40_000 });
beforeAll(async () => {
  await Promise.all([
    import('./pages/grid-vuesax-page'),
    import('./pages/grid-tailwind-page'),
    import('./pages/colors-page'),
    import('@/app/layouts/main-layout/main-layout'),
  ]);
}, 60_000);

const open = (path: string) => renderRoute(path, { signedInAs: 'editor' });
const card = async (name: string) => (await screen.findByRole('heading', { name, level: 2 })).closest('section') as HTMLElement;

describe('/ui-elements/grid/vuesax', () => {
  it('renders every demo, shows the live width class and toggles the order', async () => {
    const user = userEvent.setup();
    await open('/ui-elements/grid/vuesax');
    for (const name of [
      'Overview',
      'Design concept',
      'Responsive layout',
      'Flex layout',
      'Flex alignment',
      'Flex order',
      'Column offset',
    ]) {
      expect(await card(name)).toBeInTheDocument();
    }
    const responsive = await card('Responsive layout');
    // The description names the breakpoints themselves, not an internal document.
    expect(responsive).toHaveTextContent('breakpoints (576, 768, 992 and 1200 px)');
    expect(responsive).not.toHaveTextContent('SPEC');
    const initial = window.innerWidth;
    act(() => {
      window.innerWidth = 400;
      window.dispatchEvent(new Event('resize'));
    });
    expect(within(responsive).getByText('xs')).toBeInTheDocument();
    expect(within(responsive).getByText('below 576 px')).toBeInTheDocument();
    act(() => {
      window.innerWidth = 1000;
      window.dispatchEvent(new Event('resize'));
    });
    expect(within(responsive).getByText('lg')).toBeInTheDocument();
    act(() => {
      window.innerWidth = initial;
      window.dispatchEvent(new Event('resize'));
    });

    const align = await card('Flex alignment');
    for (const cls of ['justify-start', 'justify-center', 'justify-end', 'justify-between', 'justify-around'])
      expect(within(align).getByText(cls)).toBeInTheDocument();
    const order = await card('Flex order');
    const toggle = within(order).getByRole('button', { name: 'Toggle order' });
    expect(within(order).getByText('Item 1 · order 3')).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(within(order).getByText('Item 1 · order 1')).toBeInTheDocument();
  });
});

describe('/ui-elements/grid/tailwind', () => {
  it('renders every demo and the gap picker changes the spacing', async () => {
    const user = userEvent.setup();
    await open('/ui-elements/grid/tailwind');
    for (const name of [
      'Basic',
      'Responsive',
      'Mixed column sizes',
      'Automatic widths',
      'Wrapping columns',
      'Column spacing',
      'Simple offsets',
      'Column order',
    ]) {
      expect(await card(name)).toBeInTheDocument();
    }
    const spacing = await card('Column spacing');
    await user.click(within(spacing).getByRole('radio', { name: 'gap-6' }));
    expect(within(spacing).getByText('8').parentElement).toHaveClass('gap-6');
  });
});

describe('/ui-elements/colors', () => {
  it('shows contrast ratios, copies a hex (and reports a refused clipboard), and recolours the primary live', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await open('/ui-elements/colors');
    const defaults = await card('Default colours');
    for (const name of ['Primary', 'Success', 'Danger', 'Warning', 'Dark', 'Secondary', 'Info', 'Light']) {
      expect(within(defaults).getByRole('heading', { name, level: 3 })).toBeInTheDocument();
    }
    const solid = readThemeTokens().colors.primary.solid;
    const ratio = formatNumber(contrastRatio('#FFFFFF', solid), 'en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(within(defaults).getAllByText(`${ratio}:1`).length).toBeGreaterThan(0);
    expect(within(defaults).getAllByText('AA').length).toBeGreaterThanOrEqual(14);
    // The raw brand colours fail with white text: the page says so.
    expect(within(defaults).getAllByText('Fail').length).toBeGreaterThan(0);

    await user.click(within(defaults).getByRole('button', { name: 'Copy Primary #00A598' }));
    expect(writeText).toHaveBeenCalledWith('#00A598');
    expect(await screen.findByText('Copied #00A598')).toBeInTheDocument();
    writeText.mockRejectedValueOnce(new Error('denied'));
    await user.click(within(defaults).getByRole('button', { name: 'Copy Danger #EA5455' }));
    expect(await screen.findByText('Could not copy to the clipboard.')).toBeInTheDocument();

    const picker = await card('Change colour');
    fireEvent.change(within(picker).getByLabelText('Primary colour'), { target: { value: '#7367f0' } });
    expect(usePreferences.getState().primaryColor).toBe('#7367f0');
    await waitFor(() => expect(document.documentElement.style.getPropertyValue('--primary')).toBe('#7367f0'));
    await waitFor(() => expect(within(defaults).getByRole('button', { name: 'Copy Primary #7367F0' })).toBeInTheDocument());
    const reset = within(picker).getByRole('button', { name: 'Reset' });
    await user.click(reset);
    expect(usePreferences.getState().primaryColor).toBeNull();
    // Nothing left to reset: the button says so but keeps focus (a disabled one would drop it to <body>).
    expect(reset).toHaveAttribute('aria-disabled', 'true');
    expect(reset).toHaveFocus();
    await waitFor(() => expect(document.documentElement.style.getPropertyValue('--primary')).toBe(''));
  });

  it('rates the light surface against the theme heading ink, so the dark theme passes too', async () => {
    const root = document.documentElement;
    // The dark theme's values: #1E1E1E ink on this #2A2A2A surface would read 1.16:1 and "Fail".
    root.style.setProperty('--light', '#2a2a2a');
    root.style.setProperty('--heading', '#eef0f3');
    try {
      await open('/ui-elements/colors');
      const defaults = await card('Default colours');
      const light = within(defaults).getByRole('heading', { name: 'Light', level: 3 }).parentElement as HTMLElement;
      const ratio = formatNumber(contrastRatio('#EEF0F3', '#2A2A2A'), 'en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      expect(within(light).getByText('Heading text on it')).toBeInTheDocument();
      expect(within(light).getByText(`${ratio}:1`)).toBeInTheDocument();
      expect(within(light).getByText('AA')).toBeInTheDocument();
      expect(within(light).queryByText('Fail')).not.toBeInTheDocument();
    } finally {
      // The page re-reads its tokens when the root style changes.
      await act(async () => {
        root.style.removeProperty('--light');
        root.style.removeProperty('--heading');
      });
    }
  });
});
