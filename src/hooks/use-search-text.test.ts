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

describe('useSearchText with a delay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (value = '') => {
    const onChange = vi.fn();
    const hook = renderHook(({ value }) => useSearchText(value, onChange, { delay: 300 }), { initialProps: { value } });
    const type = (text: string) => act(() => hook.result.current[1](text));
    const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
    return { onChange, type, wait, ...hook };
  };

  it('makes one call with the last text after a burst of typing', () => {
    const { result, onChange, type, wait, rerender } = setup();
    type('r');
    wait(200);
    type('re');
    wait(200);
    type('rea');
    expect(result.current[0]).toBe('rea');
    wait(299);
    expect(onChange).not.toHaveBeenCalled();
    wait(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('rea');
    // Its echo is ignored, and a keystroke made meanwhile survives it and is written in turn.
    type('reac');
    rerender({ value: 'rea' });
    expect(result.current[0]).toBe('reac');
    wait(300);
    expect(onChange).toHaveBeenLastCalledWith('reac');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('writes nothing when the burst ends on the URL value', () => {
    const { onChange, type, wait } = setup('news');
    type('newsx');
    type('news');
    wait(1000);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a URL change made elsewhere replaces the text and cancels the waiting write', () => {
    const { result, onChange, type, wait, rerender } = setup('news');
    type('newsx');
    wait(100);
    // "Clear filters" or Back.
    rerender({ value: '' });
    expect(result.current[0]).toBe('');
    wait(1000);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('flush writes the waiting text at once (Enter), and only once', () => {
    const { result, onChange, type, wait } = setup();
    type('maps');
    act(() => result.current[2]());
    expect(onChange).toHaveBeenCalledWith('maps');
    wait(1000);
    act(() => result.current[2]());
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('unmounting cancels the waiting write', () => {
    const { onChange, type, wait, unmount } = setup();
    type('video');
    unmount();
    wait(1000);
    expect(onChange).not.toHaveBeenCalled();
  });
});
