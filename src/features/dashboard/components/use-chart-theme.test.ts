import { act, renderHook, waitFor } from '@testing-library/react';
import { applyTheme, usePreferences } from '@/lib/preferences.store';
import { baseOptions } from './chart-options';
import { useChartTheme } from './use-chart-theme';

describe('useChartTheme', () => {
  afterEach(() => {
    applyTheme('light');
    document.documentElement.removeAttribute('style');
  });

  it('re-themes live when the theme or a token changes, with a new key to redraw', async () => {
    const { result, unmount } = renderHook(() => useChartTheme());
    expect(result.current.palette.mode).toBe('light');
    const lightKey = result.current.key;
    await act(async () => {
      usePreferences.getState().setTheme('dark');
      applyTheme('dark');
    });
    await waitFor(() => expect(result.current.palette.mode).toBe('dark'));
    expect(result.current.key).not.toBe(lightKey);
    await act(async () => document.documentElement.style.setProperty('--primary', '#ff0000'));
    await waitFor(() => expect(result.current.palette.primary).toBe('#ff0000'));
    expect(result.current.palette.series[0]).toBe('#ff0000');
    // Options built from the theme carry its colours.
    expect(baseOptions(result.current, String).plugins?.tooltip?.backgroundColor).toBe(result.current.palette.card);
    unmount();
  });
});
