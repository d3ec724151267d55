import { act, renderHook } from '@testing-library/react';
import { i18n } from '@/lib/i18n';
import { useFormat } from './use-format';

describe('useFormat().money', () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  // Large sums are shortened to thousands; the currency sign must match the one the same card prints for small sums.
  it.each([
    ['en', '$53.6k', '$744'],
    ['pt', 'US$ 53,6k', 'US$ 744'],
    ['de', '53,6k $', '744 $'],
    ['fr', '53,6k $US', '744 $US'],
  ])('%s writes %s and %s', async (lng, big, small) => {
    await act(() => i18n.changeLanguage(lng));
    const { result } = renderHook(() => useFormat());
    const norm = (s: string) => s.replace(/\s/g, ' ');
    expect(norm(result.current.money(53_600))).toBe(big);
    expect(norm(result.current.money(744))).toBe(small);
    expect(norm(result.current.money(-53_600))).toBe(`-${big}`);
  });
});
