import { afterPointerRelease, isPointerPressed } from './pointer-press';

const press = (type: string, button = 0) => window.dispatchEvent(new MouseEvent(type, { button }));
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('pointer press', () => {
  it('holds a callback from the main button going down until after it is released', async () => {
    const done = vi.fn();
    press('pointerdown');
    expect(isPointerPressed()).toBe(true);
    afterPointerRelease(done);
    press('pointerup');
    expect(isPointerPressed()).toBe(false);
    // The click that ends the press is dispatched first.
    expect(done).not.toHaveBeenCalled();
    await nextTask();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('ignores a right press, which may end in a native menu without a pointerup', () => {
    const done = vi.fn();
    press('pointerdown', 2);
    expect(isPointerPressed()).toBe(false);
    afterPointerRelease(done);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('lets a press that ends outside the window go when the window loses focus; a cancelled wait never runs', async () => {
    const done = vi.fn();
    press('pointerdown');
    const cancel = afterPointerRelease(done);
    cancel();
    window.dispatchEvent(new Event('blur'));
    expect(isPointerPressed()).toBe(false);
    await nextTask();
    expect(done).not.toHaveBeenCalled();
  });
});
