import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderRoute } from '@/test/render-route';
import { mediaQueryList } from '@/test/media-query';

/**
 * jsdom has no layout, so embla would see every slide at x = 0 with no width. Give slides a 400 px width laid
 * out side by side (by their position among siblings) so embla computes real scroll snaps.
 */
const WIDTH = 400;
const saved = new Map<string, PropertyDescriptor | undefined>();
function stubLayout() {
  const props: Record<string, (this: HTMLElement) => number> = {
    offsetWidth: () => WIDTH,
    offsetHeight: () => 250,
    offsetTop: () => 0,
    offsetLeft(this: HTMLElement) {
      if (!this.hasAttribute('data-carousel-slide') || !this.parentElement) return 0;
      return Array.prototype.indexOf.call(this.parentElement.children, this) * WIDTH;
    },
  };
  for (const [name, get] of Object.entries(props)) {
    saved.set(name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get });
  }
}
function restoreLayout() {
  for (const [name, desc] of saved) if (desc) Object.defineProperty(HTMLElement.prototype, name, desc);
  saved.clear();
}

function mockReducedMotion(reduce: boolean) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) =>
    mediaQueryList(query, reduce && query.includes('prefers-reduced-motion'))) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

/**
 * Autoplay runs on real timers and embla animates on requestAnimationFrame, so some state updates land outside
 * act() by design (as they do in the browser). Tell React this is not an act-only environment; events fired
 * through Testing Library are still wrapped in act().
 */
function allowUpdatesOutsideAct() {
  const g = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = g.IS_REACT_ACT_ENVIRONMENT;
  g.IS_REACT_ACT_ENVIRONMENT = false;
  return () => {
    g.IS_REACT_ACT_ENVIRONMENT = before;
  };
}

/** The machine running tests is often busy: give lazy pages and embla's first measure time to land. */
const eventually = (assertion: () => void) => vi.waitFor(assertion, { timeout: 15_000, interval: 50 });

async function openPage() {
  await renderRoute('/extensions/carousel', { signedInAs: 'editor' });
  return screen.findByRole('region', { name: 'Default' }, { timeout: 30_000 });
}

const region = (name: string) => screen.getByRole('region', { name });

describe('/extensions/carousel', { timeout: 60_000 }, () => {
  let restoreAct: () => void;
  beforeEach(() => {
    stubLayout();
    restoreAct = allowUpdatesOutsideAct();
  });
  afterEach(() => {
    restoreLayout();
    restoreAct();
  });

  it('renders fifteen labelled carousels whose slides are "N of M" groups, not list items', async () => {
    await openPage();
    const names = [
      'Default',
      'Navigation arrows',
      'Pagination dots',
      'Progress bar',
      'Multiple slides per view',
      'Multi-row',
      'Autoplay',
      'Fade',
      '3D cube',
      '3D coverflow',
      'Gallery with thumbs',
      'Parallax',
      'Lazy loading',
      'Responsive breakpoints',
      'Virtual slides',
    ];
    for (const name of names) {
      const r = region(name);
      expect(r).toHaveAttribute('aria-roledescription', 'carousel');
      expect(r).toHaveAttribute('tabindex', '0');
      const slides = within(r)
        .getAllByRole('group')
        .filter((g) => g.getAttribute('aria-roledescription') === 'slide');
      expect(slides.length).toBeGreaterThan(0);
      expect(slides[0]).toHaveAccessibleName(/^1 of /);
    }
    expect(document.querySelector('[role="region"][aria-roledescription="carousel"] [role="list"]')).toBeNull();
  });

  it('dots scroll to their slide and mark it current; arrow keys and Home/End move the carousel', async () => {
    await openPage();
    const dots = region('Pagination dots');
    const dot = (n: number) => within(dots).getByRole('button', { name: `Go to slide ${n}` });
    await eventually(() => expect(dot(1)).toHaveAttribute('aria-current', 'true'));
    fireEvent.click(dot(3));
    expect(dot(3)).toHaveAttribute('aria-current', 'true');
    expect(dot(1)).not.toHaveAttribute('aria-current');
    fireEvent.keyDown(dots, { key: 'ArrowRight' });
    expect(dot(4)).toHaveAttribute('aria-current', 'true');
    fireEvent.keyDown(dots, { key: 'ArrowLeft' });
    fireEvent.keyDown(dots, { key: 'ArrowLeft' });
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    fireEvent.keyDown(dots, { key: 'End' });
    expect(dot(6)).toHaveAttribute('aria-current', 'true');
    fireEvent.keyDown(dots, { key: 'Home' });
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    // The change is announced politely.
    expect(within(dots).getByText('Slide 1 of 6: City at night')).toBeInTheDocument();
  });

  it('prev/next buttons scroll, disable at the ends, and update the counter', async () => {
    await openPage();
    const progress = region('Progress bar');
    const next = within(progress).getByRole('button', { name: 'Next slide' });
    const prev = within(progress).getByRole('button', { name: 'Previous slide' });
    await eventually(() => expect(next).toBeEnabled());
    expect(prev).toBeDisabled();
    expect(within(progress).getByText('Slide 1 of 8')).toBeInTheDocument();
    fireEvent.click(next);
    fireEvent.click(next);
    expect(within(progress).getByText('Slide 3 of 8')).toBeInTheDocument();
    expect(prev).toBeEnabled();
    fireEvent.click(prev);
    expect(within(progress).getByText('Slide 2 of 8')).toBeInTheDocument();
    // Previous disables itself on the first slide: focus moves to Next instead of <body>.
    act(() => prev.focus());
    fireEvent.click(prev);
    await eventually(() => expect(prev).toBeDisabled());
    await eventually(() => expect(next).toHaveFocus());
    // The looping arrows carousel wraps from the first slide to the last.
    const arrows = region('Navigation arrows');
    fireEvent.click(within(arrows).getByRole('button', { name: 'Previous slide' }));
    expect(within(arrows).getByText(/^Slide 6 of 6/)).toBeInTheDocument();
  });

  it('thumbnails drive the gallery and follow it', async () => {
    await openPage();
    const gallery = region('Gallery with thumbs');
    const thumb = (n: number) => within(gallery).getByRole('button', { name: new RegExp(`^Show slide ${n}:`) });
    await eventually(() => expect(within(gallery).getByRole('button', { name: 'Next slide' })).toBeEnabled());
    expect(thumb(1)).toHaveAttribute('aria-current', 'true');
    fireEvent.click(thumb(4));
    expect(thumb(4)).toHaveAttribute('aria-current', 'true');
    expect(within(gallery).getByText('Slide 4 of 10: Northern lights')).toBeInTheDocument();
    fireEvent.click(within(gallery).getByRole('button', { name: 'Next slide' }));
    expect(thumb(5)).toHaveAttribute('aria-current', 'true');
  });

  it('autoplay: the visible pause button toggles rotation and its label', async () => {
    await openPage();
    const auto = region('Autoplay');
    const status = within(auto).getByTestId('autoplay-status');
    await eventually(() => expect(status).toHaveTextContent('Playing'));
    expect(auto.querySelector('.carousel-timer')).not.toBeNull();
    fireEvent.click(within(auto).getByRole('button', { name: 'Pause autoplay' }));
    expect(status).toHaveTextContent('Paused');
    expect(auto.querySelector('.carousel-timer')).toBeNull();
    fireEvent.click(within(auto).getByRole('button', { name: 'Start autoplay' }));
    expect(status).toHaveTextContent('Playing');
    // Hovering the carousel pauses (the dots too: a slide must not change under a pointer aiming at one).
    fireEvent.mouseEnter(within(auto).getByRole('group', { name: 'Choose a slide' }));
    expect(status).toHaveTextContent('Paused while the pointer is over the carousel');
    fireEvent.mouseLeave(auto);
    expect(status).toHaveTextContent('Playing');
    // Focusing the carousel pauses.
    act(() => auto.focus());
    expect(status).toHaveTextContent('Paused while the carousel has focus');
  });

  it('3D cube: slides become cube faces turned 90° per slide; only the current face is shown at rest', async () => {
    await openPage();
    const cube = region('3D cube');
    const faces = () => [...cube.querySelectorAll<HTMLElement>('[data-carousel-slide]')];
    await eventually(() => expect(faces()[1]!.style.transform).toContain('rotateY(90deg)'));
    expect(faces()[0]!.style.transform).toContain('rotateY(0deg)');
    expect(faces()[0]!.style.visibility).toBe('');
    expect(faces()[1]!.style.visibility).toBe('hidden');
    // Faces are pulled back onto the viewport: face 2 sits 800 px along the row.
    expect(faces()[2]!.style.transform).toContain('translateX(-800px)');
    fireEvent.click(within(cube).getByRole('button', { name: 'Go to slide 3' }));
    expect(within(cube).getByText('Slide 3 of 5: City at night')).toBeInTheDocument();
  });

  it('virtual slides: 1000 slides, only a window of five in the DOM', async () => {
    await openPage();
    const virtual = region('Virtual slides');
    const slides = () => within(virtual).getAllByRole('group');
    expect(slides()).toHaveLength(3); // 1, 2, 3 at the start
    expect(slides()[0]).toHaveAccessibleName('1 of 1,000');
    fireEvent.click(within(virtual).getByRole('button', { name: 'Next slide' }));
    expect(slides().map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 1,000', '2 of 1,000', '3 of 1,000', '4 of 1,000']);
    fireEvent.change(screen.getByLabelText('Go to slide number'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(slides().map((s) => s.getAttribute('aria-label'))).toEqual([
      '498 of 1,000',
      '499 of 1,000',
      '500 of 1,000',
      '501 of 1,000',
      '502 of 1,000',
    ]);
    expect(within(virtual).getByTestId('virtual-rendered')).toHaveTextContent('5 of 1,000 slides in the page');
    fireEvent.keyDown(virtual, { key: 'End' });
    expect(slides().at(-1)).toHaveAccessibleName('1,000 of 1,000');
    expect(within(virtual).getByRole('button', { name: 'Next slide' })).toBeDisabled();
    expect(document.querySelectorAll('[data-virtual-slide]').length).toBeLessThanOrEqual(5);
  });

  it('virtual slides: an out-of-range or empty slide number says so by the field and keeps the input', async () => {
    await openPage();
    const virtual = region('Virtual slides');
    const input = screen.getByLabelText('Go to slide number');
    fireEvent.change(input, { target: { value: '1001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Enter a whole number from 1 to 1,000.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a whole number from 1 to 1,000.');
    expect(input).toHaveValue(1001);
    expect(input).toHaveFocus();
    expect(within(virtual).getAllByRole('group')[0]).toHaveAccessibleName('1 of 1,000');
    // Typing clears the message; a valid number jumps.
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(
      within(virtual)
        .getAllByRole('group')
        .map((s) => s.getAttribute('aria-label')),
    ).toContain('7 of 1,000');
  });

  it('lazy loading: only the visible image is requested, with a spinner until it loads', async () => {
    await openPage();
    const lazy = region('Lazy loading');
    const images = () => lazy.querySelectorAll('img');
    await eventually(() => expect(images()).toHaveLength(1));
    await eventually(() => expect(within(lazy).getByRole('button', { name: 'Next slide' })).toBeEnabled());
    expect(within(lazy).getByRole('status')).toHaveTextContent('Loading Red canyon');
    expect(within(lazy).getAllByText('Loads when it comes into view')).toHaveLength(7);
    fireEvent.load(images()[0]!);
    expect(within(lazy).queryByRole('status')).toBeNull();
    expect(images()[0]).toHaveAttribute('data-loaded');
    fireEvent.click(within(lazy).getByRole('button', { name: 'Next slide' }));
    expect(images()).toHaveLength(2);
    expect(within(lazy).getByTestId('lazy-count')).toHaveTextContent('2 of 8 images requested');
  });
});

describe('/extensions/carousel with prefers-reduced-motion', { timeout: 60_000 }, () => {
  let restoreMedia: () => void;
  let restoreAct: () => void;
  beforeEach(() => {
    stubLayout();
    restoreMedia = mockReducedMotion(true);
    restoreAct = allowUpdatesOutsideAct();
  });
  afterEach(() => {
    restoreLayout();
    restoreMedia();
    restoreAct();
  });

  it('does not autoplay, turns the 3D effects off, and still lets the user start autoplay', async () => {
    await openPage();
    const auto = region('Autoplay');
    const status = within(auto).getByTestId('autoplay-status');
    expect(status).toHaveTextContent('Off: you prefer reduced motion');
    expect(auto.querySelector('.carousel-timer')).toBeNull();
    expect(within(auto).getByRole('button', { name: 'Start autoplay' })).toBeInTheDocument();
    // No 3D transforms are written to the cube's slides (once its carousel is live).
    await eventually(() => expect(within(region('3D cube')).getByRole('button', { name: 'Next slide' })).toBeEnabled());
    const cubeSlides = [...region('3D cube').querySelectorAll<HTMLElement>('[data-carousel-slide]')];
    expect(cubeSlides).toHaveLength(5);
    for (const slide of cubeSlides) expect(slide.style.transform).toBe('');
    expect(screen.getAllByText(/Reduced motion is on/)).toHaveLength(3);
    fireEvent.click(within(auto).getByRole('button', { name: 'Start autoplay' }));
    await eventually(() => expect(status).toHaveTextContent('Playing'));
  });
});

describe('/extensions/carousel in a 600 px wide window', { timeout: 60_000 }, () => {
  let restoreAct: () => void;
  const original = window.matchMedia;
  beforeEach(() => {
    stubLayout();
    restoreAct = allowUpdatesOutsideAct();
    // Min-width queries match as in a 600 px window (the app's `sm` breakpoint is 576 px, so slides are sm:basis-1/2).
    window.matchMedia = ((query: string) => {
      const min = /min-width:\s*(\d+)px/.exec(query);
      return mediaQueryList(query, min ? Number(min[1]) <= 600 : false);
    }) as typeof window.matchMedia;
  });
  afterEach(() => {
    restoreLayout();
    restoreAct();
    window.matchMedia = original;
  });

  it('responsive breakpoints: the highlighted rule is the one the slide widths follow (sm = 576 px)', async () => {
    await openPage();
    const rules = screen.getByRole('list', { name: 'Breakpoints' });
    expect(
      within(rules)
        .getByText(/From 576 px/)
        .closest('li'),
    ).toHaveAttribute('aria-current', 'true');
    expect(
      within(rules)
        .getByText(/From 576 px/)
        .closest('li'),
    ).toHaveTextContent('2 slides');
    expect(within(rules).getByText(/From 992 px/)).toBeInTheDocument();
  });
});
