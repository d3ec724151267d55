import { act, render, screen } from '@testing-library/react';
import { i18n, loadNamespaces } from '@/lib/i18n';
import { generateCatalogue } from '../mocks/shop.seed';
import { refine } from '../search/refine';
import { EMPTY_STATE } from '../search/search-state';
import { ShopFilters } from './shop-filters';

beforeAll(() => loadNamespaces(['shop']));
afterEach(() => act(() => i18n.changeLanguage('en')));

describe('shop filters: price slider labels', () => {
  it.each([
    ['en', /^\$\d[\d,]*$/],
    ['de', /^\d[\d.]* \$$/],
  ])('%s: whole dollars in the reader format, no ".00" or ",00"', async (lng, pattern) => {
    await act(() => i18n.changeLanguage(lng));
    const result = refine(generateCatalogue(200), EMPTY_STATE);
    render(<ShopFilters state={EMPTY_STATE} result={result} onChange={vi.fn()} onClear={vi.fn()} />);
    const [min] = screen.getAllByRole('slider');
    const labels = min!.closest('.px-1')!.querySelectorAll('.tabular-nums span');
    expect(labels).toHaveLength(2);
    for (const label of labels) expect(label.textContent?.replace(/\u00a0/g, ' ')).toMatch(pattern);
  });
});
