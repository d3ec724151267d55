import { act, renderHook } from '@testing-library/react';
import { useSearchSettings } from './use-search-settings';

const KEY = 'tessera.search-page.settings';

describe('useSearchSettings', () => {
  beforeEach(() => localStorage.clear());

  it('starts from the defaults, stores every change and reads it back', () => {
    const first = renderHook(() => useSearchSettings());
    expect(first.result.current[0]).toEqual({ newTab: false, highlight: true });
    act(() => first.result.current[1]({ newTab: true }));
    expect(first.result.current[0]).toEqual({ newTab: true, highlight: true });
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({ newTab: true, highlight: true });
    act(() => first.result.current[1]({ highlight: false }));
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({ newTab: true, highlight: false });
    first.unmount();

    const second = renderHook(() => useSearchSettings());
    expect(second.result.current[0]).toEqual({ newTab: true, highlight: false });
  });

  it('falls back to the defaults when the stored value is not valid', () => {
    localStorage.setItem(KEY, '{"newTab":"yes"}');
    const { result } = renderHook(() => useSearchSettings());
    expect(result.current[0]).toEqual({ newTab: false, highlight: true });
  });
});
