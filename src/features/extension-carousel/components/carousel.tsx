import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { NavButton } from './nav-button';
import { useReducedMotion } from '@/hooks/use-media-query';

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;
type EmblaOptions = Parameters<typeof useEmblaCarousel>[0];
type EmblaPlugins = Parameters<typeof useEmblaCarousel>[1];

export interface CarouselState {
  selected: number;
  /** Number of scroll snaps (pages): the dots and the counter use it. */
  count: number;
  canPrev: boolean;
  canNext: boolean;
}

/** Selected snap, snap count and prev/next availability, kept in sync with embla's events. */
function useCarouselState(api: CarouselApi | undefined): CarouselState {
  const [state, setState] = useState<CarouselState>({ selected: 0, count: 0, canPrev: false, canNext: false });
  useEffect(() => {
    if (!api) return;
    const sync = () =>
      setState({
        selected: api.selectedScrollSnap(),
        count: api.scrollSnapList().length,
        canPrev: api.canScrollPrev(),
        canNext: api.canScrollNext(),
      });
    sync();
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api]);
  return state;
}

interface CarouselContextValue extends CarouselState {
  api: CarouselApi | undefined;
  viewportRef: (node: HTMLElement | null) => void;
  reduced: boolean;
  prev: () => void;
  next: () => void;
  to: (index: number) => void;
}

const CarouselContext = createContext<CarouselContextValue | null>(null);

export function useCarousel(): CarouselContextValue {
  const ctx = use(CarouselContext);
  if (!ctx) throw new Error('useCarousel must be used inside <Carousel>');
  return ctx;
}

export interface CarouselProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Accessible name of the carousel region. */
  label: string;
  options?: EmblaOptions;
  plugins?: EmblaPlugins;
  /** Receives the embla API once it exists (for effects, thumbs and autoplay). */
  onApi?: (api: CarouselApi) => void;
  /** Screen-reader announcement of slide changes: 'off' while autoplay rotates. */
  live?: 'polite' | 'off';
  /** Optional slide title for the announcement ("Slide 3 of 8: Desert dunes"). */
  describe?: (index: number) => string;
  children: ReactNode;
}

/**
 * The carousel region (WAI-ARIA carousel pattern): a focusable region with aria-roledescription "carousel";
 * Left/Right/Home/End move between slides when it (or a control inside it) has focus. Under
 * prefers-reduced-motion every programmatic move jumps instead of animating.
 */
export function Carousel({
  label,
  options,
  plugins,
  onApi,
  live = 'polite',
  describe,
  className,
  children,
  onKeyDown,
  ...rest
}: CarouselProps) {
  const { t } = useTranslation('extension-carousel');
  const reduced = useReducedMotion();
  const [viewportRef, api] = useEmblaCarousel(options, plugins);
  const state = useCarouselState(api);
  const [announced, setAnnounced] = useState<string>('');

  useEffect(() => {
    if (api) onApi?.(api);
  }, [api, onApi]);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => {
      const i = api.selectedScrollSnap();
      const total = api.scrollSnapList().length;
      const base = t('announce', { index: i + 1, total });
      setAnnounced(describe ? `${base}: ${describe(i)}` : base);
    };
    api.on('select', onSelect);
    return () => {
      api.off('select', onSelect);
    };
  }, [api, t, describe]);

  const prev = useCallback(() => api?.scrollPrev(reduced), [api, reduced]);
  const next = useCallback(() => api?.scrollNext(reduced), [api, reduced]);
  const to = useCallback((index: number) => api?.scrollTo(index, reduced), [api, reduced]);

  const value = useMemo<CarouselContextValue>(
    () => ({ ...state, api, viewportRef, reduced, prev, next, to }),
    [state, api, viewportRef, reduced, prev, next, to],
  );

  const handleKey = (e: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(e);
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    const actions: Record<string, () => void> = {
      ArrowLeft: prev,
      ArrowRight: next,
      Home: () => to(0),
      End: () => to(Math.max(0, state.count - 1)),
    };
    const action = actions[e.key];
    if (!action) return;
    e.preventDefault();
    action();
  };

  return (
    <CarouselContext value={value}>
      {/* WAI-ARIA carousel pattern: the region takes focus so the arrow keys can move the slides. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        role="region"
        aria-roledescription={t('roles.carousel')}
        aria-label={label}
        tabIndex={0}
        onKeyDown={handleKey}
        className={cn(
          'relative min-w-0 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card',
          className,
        )}
        {...rest}
      >
        {children}
        <span className="sr-only" aria-live={live} aria-atomic="true">
          {live === 'off' ? '' : announced}
        </span>
      </div>
    </CarouselContext>
  );
}

export function CarouselViewport({
  className,
  containerClassName,
  children,
  ...rest
}: ComponentProps<'div'> & { containerClassName?: string }) {
  const { viewportRef } = useCarousel();
  return (
    <div ref={viewportRef} className={cn('overflow-hidden rounded-lg', className)} {...rest}>
      <div className={cn('flex touch-pan-y touch-pinch-zoom', containerClassName)}>{children}</div>
    </div>
  );
}

export function CarouselSlide({ index, total, className, children, ...rest }: ComponentProps<'div'> & { index: number; total: number }) {
  const { t } = useTranslation('extension-carousel');
  return (
    <div
      role="group"
      aria-roledescription={t('roles.slide')}
      aria-label={t('slideOf', { index: index + 1, total })}
      data-carousel-slide=""
      className={cn('relative min-w-0 shrink-0 grow-0 basis-full', className)}
      {...rest}
    >
      {children}
    </div>
  );
}

/** Prev/next buttons: `overlay` floats them over the slide edges, `inline` renders an outline pair. */
export function CarouselArrows({ variant = 'inline', className }: { variant?: 'overlay' | 'inline'; className?: string }) {
  const { t } = useTranslation('extension-carousel');
  const { prev, next, canPrev, canNext } = useCarousel();
  if (variant === 'overlay') {
    const base =
      'absolute top-1/2 z-10 -translate-y-1/2 rounded-full border-0 bg-card/90 text-foreground shadow-md backdrop-blur-sm hover:bg-card disabled:opacity-0 motion-safe:transition-opacity';
    return (
      <>
        <NavButton
          size="icon"
          className={cn(base, 'left-3', className)}
          onActivate={prev}
          disabled={!canPrev}
          label={t('controls.previous')}
        >
          <ChevronLeft aria-hidden="true" />
        </NavButton>
        <NavButton size="icon" className={cn(base, 'right-3', className)} onActivate={next} disabled={!canNext} label={t('controls.next')}>
          <ChevronRight aria-hidden="true" />
        </NavButton>
      </>
    );
  }
  return (
    <div className={cn('flex gap-2', className)}>
      <NavButton onActivate={prev} disabled={!canPrev} label={t('controls.previous')}>
        <ChevronLeft aria-hidden="true" />
      </NavButton>
      <NavButton onActivate={next} disabled={!canNext} label={t('controls.next')}>
        <ChevronRight aria-hidden="true" />
      </NavButton>
    </div>
  );
}

/** One button per snap; the current one carries aria-current. 24 px hit areas around 8 px dots. */
export function CarouselDots({ className, tone = 'default' }: { className?: string; tone?: 'default' | 'onImage' }) {
  const { t } = useTranslation('extension-carousel');
  const { count, selected, to } = useCarousel();
  if (count < 2) return null;
  return (
    <div role="group" aria-label={t('controls.pagination')} className={cn('flex flex-wrap items-center justify-center', className)}>
      {Array.from({ length: count }, (_, i) => {
        const current = i === selected;
        return (
          <button
            key={i}
            type="button"
            onClick={() => to(i)}
            aria-label={t('controls.goTo', { index: i + 1 })}
            aria-current={current ? 'true' : undefined}
            className="group grid h-6 min-w-6 cursor-pointer place-items-center rounded-full px-1 focus-visible:outline-2 focus-visible:outline-ring"
          >
            <span
              aria-hidden="true"
              className={cn(
                'block h-2 rounded-full motion-safe:transition-all motion-safe:duration-300',
                current ? 'w-5 bg-primary-solid' : 'w-2 bg-muted-foreground/40 group-hover:bg-muted-foreground/70',
                tone === 'onImage' && (current ? 'bg-white' : 'bg-white/55 group-hover:bg-white/80'),
              )}
            />
          </button>
        );
      })}
    </div>
  );
}

/** "03 / 10" with the current index emphasised. */
export function CarouselCounter({ className }: { className?: string }) {
  const { t } = useTranslation('extension-carousel');
  const { selected, count } = useCarousel();
  if (!count) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    <p className={cn('font-mono text-sm text-muted-foreground tabular-nums', className)}>
      <span aria-hidden="true">
        <span className="font-semibold text-[var(--heading)]">{pad(selected + 1)}</span> / {pad(count)}
      </span>
      <span className="sr-only">{t('counter', { index: selected + 1, total: count })}</span>
    </p>
  );
}
