import { act, renderHook } from '@testing-library/react';
import { useSearchText } from './use-search-text';

describe('useSearchText', () => {
  it('keeps what was typed while the URL catches up, and follows a URL change made elsewhere', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(({ value }) => useSearchText(value, onChange), { initialProps: { value: '' } });
    act(() => result.current[1]('k'));
    act(() => result.current[1]('ke'));
    expect(onChange).toHaveBeenLastCalledWith('ke');
    // The first keystroke's URL arrives after the second keystroke: the box keeps "ke".
    rerender({ value: 'k' });
    expect(result.current[0]).toBe('ke');
    rerender({ value: 'ke' });
    expect(result.current[0]).toBe('ke');
    // "Clear filters" empties the URL: the box follows.
    rerender({ value: '' });
    expect(result.current[0]).toBe('');
    rerender({ value: 'apple' });
    expect(result.current[0]).toBe('apple');
  });
});
