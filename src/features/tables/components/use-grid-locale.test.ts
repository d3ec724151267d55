import { act, renderHook, waitFor } from '@testing-library/react';
import { i18n } from '@/lib/i18n';
import { useGridLocale } from './use-grid-locale';

describe('useGridLocale', () => {
  afterEach(() => act(() => void i18n.changeLanguage('en')));

  it('English uses the grid’s built-in texts at once', () => {
    const { result } = renderHook(() => useGridLocale());
    expect(result.current).toEqual({ language: 'en', localeText: undefined });
  });

  it.each([
    ['de', 'Keine Zeilen zum Anzeigen'],
    ['fr', 'Aucune ligne à afficher'],
    ['pt', 'Sem linhas para mostrar'],
  ])('%s: null while the texts download, then the grid texts of that language', async (language, noRows) => {
    await act(() => i18n.changeLanguage(language));
    const { result } = renderHook(() => useGridLocale());
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current?.localeText?.noRowsToShow).toBe(noRows));
    expect(result.current?.language).toBe(language);
  });
});
