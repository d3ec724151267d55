import { render, screen } from '@testing-library/react';
import { Avatar } from './avatar';

/** Radix Avatar preloads its image with `new window.Image()`: record what it is asked to load. */
function recordImageLoads() {
  const loads: string[] = [];
  const RealImage = window.Image;
  const spy = vi.spyOn(window, 'Image').mockImplementation(function FakeImage(this: unknown, ...args: [number?, number?]) {
    const img = new RealImage(...args);
    Object.defineProperty(img, 'src', { set: (v: string) => loads.push(v), get: () => loads.at(-1) ?? '' });
    return img;
  } as unknown as () => HTMLImageElement);
  return { loads, restore: () => spy.mockRestore() };
}

describe('F11: avatar image URLs from data', () => {
  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'http://insecure.example/a.png',
    '//evil.example/a.png',
    ' javascript:alert(1)',
  ])('F11: photoURL %j is never loaded; the initials show at once', async (src) => {
    const images = recordImageLoads();
    render(<Avatar src={src} name="Eve Ray" />);
    expect(await screen.findByText('ER')).toBeInTheDocument();
    expect(images.loads).toEqual([]);
    expect(document.querySelector('img')).toBeNull();
    images.restore();
  });

  it.each(['https://cdn.example.com/a.png', '/images/avatars/avatar-1.svg'])('F11: photoURL %j is loaded', async (src) => {
    const images = recordImageLoads();
    render(<Avatar src={src} name="Eve Ray" />);
    await new Promise((r) => setTimeout(r, 20));
    expect(images.loads).toEqual([src]);
    images.restore();
  });
});
