import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mediaQueryList } from '@/test/media-query';
import { i18n } from '@/lib/i18n';
import { renderRoute } from '@/test/render-route';

/** Pretend the viewport is at least `min` px wide (the Limit card reads `(min-width: 576px)`). */
function viewport(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity);
    return mediaQueryList(query, width >= min);
  });
}

const pageButtons = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((b) => b.textContent);

describe('pagination demo: Limit card', { timeout: 40_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows nine links on wide screens', async () => {
    viewport(1024);
    await renderRoute('/components/pagination', { signedInAs: 'editor' });
    const nav = await screen.findByRole('navigation', { name: 'Up to 9 links' });
    expect(pageButtons(nav)).toEqual(['1', '23', '24', '25', '26', '27', '50']);
    expect(screen.queryByText(/on small screens/)).not.toBeInTheDocument();
  });

  it('drops the nine-link example to seven on phones, and says so', async () => {
    viewport(390);
    await renderRoute('/components/pagination', { signedInAs: 'editor' });
    const nav = await screen.findByRole('navigation', { name: 'Up to 9 links (7 on small screens)' });
    expect(pageButtons(nav)).toEqual(['1', '24', '25', '26', '50']);
    expect(screen.getByText('Up to 9 links (7 on small screens)')).toBeVisible();
    // The smaller examples are unchanged.
    expect(pageButtons(screen.getByRole('navigation', { name: 'Up to 5 links' }))).toEqual(['1', '25', '50']);
  });
});

describe('pagination demo: one row on a 360 px phone', { timeout: 40_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows five links in the Default card and small buttons in the Icons card on phones', async () => {
    viewport(360);
    await renderRoute('/components/pagination', { signedInAs: 'editor' });
    const icons = await screen.findByRole('navigation', { name: 'Pagination with first and last' });
    expect(pageButtons(screen.getByRole('navigation', { name: 'Pagination' }))).toEqual(['1', '2', '3', '10']);
    // Five links is the least the Icons card can show: its nine buttons take the small size (h-7) instead.
    expect(pageButtons(icons)).toEqual(['1', '10', '20']);
    expect(within(icons).getByRole('button', { name: 'First page' })).toHaveClass('h-7');
  });

  it('keeps seven links and full-size buttons from the sm breakpoint up', async () => {
    viewport(1024);
    await renderRoute('/components/pagination', { signedInAs: 'editor' });
    const icons = await screen.findByRole('navigation', { name: 'Pagination with first and last' });
    expect(pageButtons(screen.getByRole('navigation', { name: 'Pagination' }))).toEqual(['1', '2', '3', '4', '5', '10']);
    expect(within(icons).getByRole('button', { name: 'First page' })).not.toHaveClass('h-7');
  });
});

describe('pagination demo: Default card', { timeout: 40_000 }, () => {
  it('writes order totals in the reader’s currency format', async () => {
    await renderRoute('/components/pagination', { signedInAs: 'editor' });
    const list = await screen.findByRole('list', { name: 'Orders' });
    const firstRow = () => within(list).getAllByRole('listitem')[0]!.textContent;
    expect(firstRow()).toMatch(/€20$/);
    await act(() => i18n.changeLanguage('de'));
    // German puts the euro sign after the amount, with a (non-breaking) space.
    await waitFor(() => expect(firstRow()).toMatch(/20\s€$/));
  });
});

describe('pagination demo: Programmatic card', { timeout: 40_000 }, () => {
  it('keeps focus on Previous / Next when they reach the first or last page', async () => {
    const user = userEvent.setup();
    await renderRoute('/components/pagination', { signedInAs: 'editor' });
    const previous = await screen.findByRole('button', { name: 'Previous' });
    previous.focus();
    await user.keyboard('{Enter}{Enter}');
    expect(screen.getByText('Page 1 of 12')).toBeInTheDocument();
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).toHaveFocus();
    // Pressing it again at the first page changes nothing.
    await user.keyboard('{Enter}');
    expect(screen.getByText('Page 1 of 12')).toBeInTheDocument();

    const next = screen.getByRole('button', { name: 'Next' });
    next.focus();
    for (let i = 0; i < 11; i++) await user.keyboard('{Enter}');
    expect(screen.getByText('Page 12 of 12')).toBeInTheDocument();
    expect(next).toHaveFocus();
  });
});
