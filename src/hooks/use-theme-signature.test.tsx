import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useThemeSignature } from './use-theme-signature';

const root = document.documentElement;

afterEach(() => {
  // Unmount first: resetting the attributes with the hook still watching would update it outside act().
  cleanup();
  root.className = '';
  root.removeAttribute('data-theme');
  root.removeAttribute('style');
});

describe('useThemeSignature', () => {
  it('changes with the dark class, the semi-dark attribute and a recoloured primary, and only then', async () => {
    const { result } = renderHook(() => useThemeSignature());
    const seen = [result.current];
    const flush = () => act(() => new Promise((r) => setTimeout(r, 0)));
    for (const change of [
      () => root.classList.add('dark'),
      () => root.setAttribute('data-theme', 'semi-dark'),
      () => root.style.setProperty('--primary', '#7367f0'),
    ]) {
      change();
      await flush();
      expect(seen).not.toContain(result.current);
      seen.push(result.current);
    }
    root.setAttribute('lang', 'de');
    await flush();
    expect(result.current).toBe(seen.at(-1));
    root.removeAttribute('lang');
  });
});
