import { act, renderHook } from '@testing-library/react';
import type { CarouselApi } from './carousel';
import { chunk, pickSlides, SLIDES } from './slides';
import { useAutoplay } from './use-autoplay';
import { dragTarget, virtualWindow } from './virtual-demo';

/** The part of the embla API autoplay touches, with listeners we can fire. */
function fakeApi(canNext = true) {
  const listeners = new Map<string, Set<() => void>>();
  const api = {
    scrollNext: vi.fn(),
    scrollTo: vi.fn(),
    canScrollNext: vi.fn(() => canNext),
    on: vi.fn((event: string, cb: () => void) => {
      const set = listeners.get(event) ?? new Set<() => void>();
      set.add(cb);
      listeners.set(event, set);
      return api;
    }),
    off: vi.fn((event: string, cb: () => void) => {
      listeners.get(event)?.delete(cb);
      return api;
    }),
    emit: (event: string) => listeners.get(event)?.forEach((cb) => cb()),
  };
  return api;
}

describe('useAutoplay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances every delay, and the countdown restarts after a manual change', () => {
    const api = fakeApi();
    renderHook(() => useAutoplay(api as unknown as CarouselApi, { delay: 1000, reducedMotion: false }));
    act(() => vi.advanceTimersByTime(999));
    expect(api.scrollNext).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(600));
    act(() => api.emit('select')); // user moved: full delay again
    act(() => vi.advanceTimersByTime(600));
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(400));
    expect(api.scrollNext).toHaveBeenCalledTimes(2);
  });

  it('wraps to the first slide when it cannot go on', () => {
    const api = fakeApi(false);
    renderHook(() => useAutoplay(api as unknown as CarouselApi, { delay: 500, reducedMotion: false }));
    act(() => vi.advanceTimersByTime(500));
    expect(api.scrollTo).toHaveBeenCalledWith(0);
  });

  it('stops while paused, hovered or focused and resumes afterwards', () => {
    const api = fakeApi();
    const { result } = renderHook(() => useAutoplay(api as unknown as CarouselApi, { delay: 500, reducedMotion: false }));
    act(() => result.current.toggle());
    expect(result.current.status).toBe('paused');
    act(() => vi.advanceTimersByTime(2000));
    expect(api.scrollNext).not.toHaveBeenCalled();
    act(() => result.current.toggle());
    act(() => result.current.setHovered(true));
    expect(result.current.status).toBe('hover');
    act(() => vi.advanceTimersByTime(2000));
    act(() => result.current.setHovered(false));
    act(() => result.current.setFocused(true));
    expect(result.current.status).toBe('focus');
    act(() => vi.advanceTimersByTime(2000));
    expect(api.scrollNext).not.toHaveBeenCalled();
    act(() => result.current.setFocused(false));
    expect(result.current.status).toBe('playing');
    act(() => vi.advanceTimersByTime(500));
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
  });

  it('never starts under reduced motion unless the user starts it', () => {
    const api = fakeApi();
    const { result } = renderHook(() => useAutoplay(api as unknown as CarouselApi, { delay: 500, reducedMotion: true }));
    expect(result.current.enabled).toBe(false);
    expect(result.current.status).toBe('reduced');
    act(() => vi.advanceTimersByTime(5000));
    expect(api.scrollNext).not.toHaveBeenCalled();
    act(() => result.current.toggle());
    expect(result.current.status).toBe('playing');
    act(() => vi.advanceTimersByTime(500));
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
  });

  it('stops when reduced motion is switched on while playing', () => {
    const api = fakeApi();
    const { result, rerender } = renderHook(
      ({ reduced }) => useAutoplay(api as unknown as CarouselApi, { delay: 500, reducedMotion: reduced }),
      {
        initialProps: { reduced: false },
      },
    );
    expect(result.current.running).toBe(true);
    rerender({ reduced: true });
    expect(result.current.running).toBe(false);
    act(() => vi.advanceTimersByTime(2000));
    expect(api.scrollNext).not.toHaveBeenCalled();
  });
});

describe('virtualWindow', () => {
  it('renders at most 2 × overscan + 1 indexes, clamped to the list', () => {
    expect(virtualWindow(0, 1000)).toEqual([0, 1, 2]);
    expect(virtualWindow(500, 1000)).toEqual([498, 499, 500, 501, 502]);
    expect(virtualWindow(999, 1000)).toEqual([997, 998, 999]);
    expect(virtualWindow(5000, 1000, 1)).toEqual([998, 999]);
    expect(virtualWindow(-3, 1000, 1)).toEqual([0, 1]);
    expect(virtualWindow(0, 0)).toEqual([]);
    for (let i = 0; i < 1000; i += 37) expect(virtualWindow(i, 1000).length).toBeLessThanOrEqual(5);
  });

  it('a released drag moves one slide past the threshold, never beyond the ends', () => {
    expect(dragTarget(5, -100, 400, 1000)).toBe(6);
    expect(dragTarget(5, 100, 400, 1000)).toBe(4);
    expect(dragTarget(5, -40, 400, 1000)).toBe(5);
    expect(dragTarget(5, -50, 200, 1000)).toBe(6); // 20 % of a narrow slide
    expect(dragTarget(0, 300, 400, 1000)).toBe(0);
    expect(dragTarget(999, -300, 400, 1000)).toBe(999);
  });
});

describe('slides', () => {
  it('chunks into columns and cycles the artwork', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(() => chunk([1], 0)).toThrow(RangeError);
    const picked = pickSlides(12, 8);
    expect(picked).toHaveLength(12);
    expect(picked[0]).toBe(SLIDES[8]);
    expect(picked[2]).toBe(SLIDES[0]);
  });
});
