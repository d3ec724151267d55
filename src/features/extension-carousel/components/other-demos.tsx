import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BREAKPOINTS as WIDTHS } from '@/hooks/use-width-class';
import { cn } from '@/lib/cn';
import { DemoCard } from '@/components/patterns/demo-card';
import { Spinner } from '@/components/ui/spinner';
import {
  Carousel,
  CarouselArrows,
  CarouselCounter,
  CarouselDots,
  CarouselSlide,
  CarouselViewport,
  useCarousel,
  type CarouselApi,
} from './carousel';
import { SlideImage, SlideTile, useSlideText } from './slide-art';
import { SLIDES, pickSlides, type Slide } from './slides';
import { useMediaQuery, useReducedMotion } from '@/hooks/use-media-query';

const CODE = {
  thumbs: `const [mainRef, main] = useEmblaCarousel();\nconst [thumbRef, thumbs] = useEmblaCarousel({ dragFree: true, containScroll: 'keepSnaps' });\nmain.on('select', () => thumbs.scrollTo(main.selectedScrollSnap()));\n<button aria-current={i === selected} onClick={() => main.scrollTo(i)} />`,
  lazy: `api.on('slidesInView', () => {\n  setLoaded((s) => new Set([...s, ...api.slidesInView()]));\n});\n<img src={loaded.has(i) ? src : undefined} onLoad={...} /> // spinner until then`,
  responsive: `<CarouselSlide className="basis-full sm:basis-1/2 lg:basis-1/3 2xl:basis-1/4" />\n// options.breakpoints (sm 576, lg 992, 2xl 1536 px): {\n//   '(min-width: 576px)': { slidesToScroll: 2 },\n//   '(min-width: 992px)': { slidesToScroll: 3 },\n//   '(min-width: 1536px)': { slidesToScroll: 4 },\n// }`,
};

/** Thumbnails that follow the main carousel and drive it (inside the main carousel's region). */
function Thumbs({ slides }: { slides: readonly Slide[] }) {
  const { t } = useTranslation('extension-carousel');
  const text = useSlideText();
  const { selected, to } = useCarousel();
  const reduced = useReducedMotion();
  const [ref, thumbs] = useEmblaCarousel({ containScroll: 'keepSnaps', dragFree: true });
  useEffect(() => {
    thumbs?.scrollTo(selected, reduced);
  }, [thumbs, selected, reduced]);
  return (
    <div ref={ref} className="mt-3 overflow-hidden p-1">
      <div role="group" aria-label={t('thumbs.label')} className="-ml-2 flex touch-pan-y">
        {slides.map((slide, i) => (
          <div key={slide.id} className="min-w-0 shrink-0 grow-0 basis-1/4 pl-2 sm:basis-1/6">
            <button
              type="button"
              onClick={() => to(i)}
              aria-label={t('thumbs.show', { index: i + 1, title: text.title(slide) })}
              aria-current={i === selected ? 'true' : undefined}
              className={cn(
                'block w-full cursor-pointer overflow-hidden rounded-md ring-2 ring-offset-2 ring-offset-card focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring motion-safe:transition',
                i === selected ? 'ring-primary' : 'opacity-60 ring-transparent hover:opacity-90',
              )}
            >
              <img src={slide.src} alt="" loading="lazy" draggable={false} className="aspect-[4/3] w-full object-cover" />
            </button>
          </div>
        ))}
      </div>
    </div>
  );
}

export function ThumbsDemo() {
  const { t } = useTranslation('extension-carousel');
  const text = useSlideText();
  const slides = SLIDES;
  return (
    <DemoCard title={t('demos.thumbs.title')} description={t('demos.thumbs.description')} code={CODE.thumbs}>
      <Carousel label={t('demos.thumbs.title')} describe={(i) => text.titleAt(slides, i)} className="mx-auto max-w-3xl">
        <div className="relative">
          <CarouselViewport>
            {slides.map((slide, i) => (
              <CarouselSlide key={slide.id} index={i} total={slides.length}>
                <SlideImage slide={slide} caption ratio="aspect-[16/9]" />
              </CarouselSlide>
            ))}
          </CarouselViewport>
          <CarouselArrows variant="overlay" />
        </div>
        <Thumbs slides={slides} />
      </Carousel>
    </DemoCard>
  );
}

/** An image whose src is only set once `load` turns true; a spinner covers it until the browser has it. */
function LazyImage({ slide, load }: { slide: Slide; load: boolean }) {
  const { t } = useTranslation('extension-carousel');
  const text = useSlideText();
  const [state, setState] = useState<'loading' | 'loaded' | 'error'>('loading');
  return (
    <figure className="relative aspect-[16/10] overflow-hidden rounded-lg bg-muted">
      {load && (
        <img
          src={slide.src}
          alt={text.title(slide)}
          draggable={false}
          onLoad={() => setState('loaded')}
          onError={() => setState('error')}
          data-loaded={state === 'loaded' ? '' : undefined}
          className="carousel-lazy-img absolute inset-0 size-full object-cover select-none"
        />
      )}
      {state !== 'loaded' && (
        <div className="absolute inset-0 grid place-items-center text-muted-foreground">
          {state === 'error' ? (
            <span className="flex flex-col items-center gap-2 text-sm">
              <ImageOff aria-hidden="true" className="size-6" />
              {t('lazy.failed')}
            </span>
          ) : load ? (
            <Spinner className="size-8 text-primary-text" label={t('lazy.loading', { title: text.title(slide) })} />
          ) : (
            <span className="text-xs">{t('lazy.waiting')}</span>
          )}
        </div>
      )}
    </figure>
  );
}

export function LazyDemo() {
  const { t } = useTranslation('extension-carousel');
  const text = useSlideText();
  const [api, setApi] = useState<CarouselApi>();
  const [requested, setRequested] = useState<ReadonlySet<number>>(() => new Set([0]));
  const slides = pickSlides(8, 8);

  const request = useCallback((api: CarouselApi) => {
    const wanted = [...api.slidesInView(), ...(api.internalEngine().slideRegistry[api.selectedScrollSnap()] ?? [])];
    setRequested((prev) => (wanted.every((i) => prev.has(i)) ? prev : new Set([...prev, ...wanted])));
  }, []);

  useEffect(() => {
    if (!api) return;
    request(api);
    const onChange = () => request(api);
    api.on('slidesInView', onChange).on('select', onChange).on('reInit', onChange);
    return () => {
      api.off('slidesInView', onChange).off('select', onChange).off('reInit', onChange);
    };
  }, [api, request]);

  return (
    <DemoCard title={t('demos.lazy.title')} description={t('demos.lazy.description')} code={CODE.lazy}>
      <Carousel label={t('demos.lazy.title')} onApi={setApi} describe={(i) => text.titleAt(slides, i)}>
        <CarouselViewport>
          {slides.map((slide, i) => (
            <CarouselSlide key={`${slide.id}-${i}`} index={i} total={slides.length}>
              <LazyImage slide={slide} load={requested.has(i)} />
            </CarouselSlide>
          ))}
        </CarouselViewport>
        <div className="mt-3 flex items-center justify-between gap-3">
          <p className="text-xs text-muted-foreground" data-testid="lazy-count">
            {t('lazy.requested', { count: requested.size, total: slides.length })}
          </p>
          <CarouselArrows />
        </div>
      </Carousel>
    </DemoCard>
  );
}

/** The app's Tailwind breakpoints (sm 576, lg 992, 2xl 1536), so the highlighted rule matches the slide widths. */
const BREAKPOINTS = [
  { query: '(min-width: 1536px)', min: 1536, perView: 4 },
  { query: `(min-width: ${WIDTHS.lg}px)`, min: WIDTHS.lg, perView: 3 },
  { query: `(min-width: ${WIDTHS.sm}px)`, min: WIDTHS.sm, perView: 2 },
] as const;

export function ResponsiveDemo() {
  const { t } = useTranslation('extension-carousel');
  const xxl = useMediaQuery(BREAKPOINTS[0].query);
  const lg = useMediaQuery(BREAKPOINTS[1].query);
  const sm = useMediaQuery(BREAKPOINTS[2].query);
  const perView = xxl ? 4 : lg ? 3 : sm ? 2 : 1;
  const rules = [{ min: 0, perView: 1 }, ...[...BREAKPOINTS].reverse()];
  const slides = SLIDES;
  return (
    <DemoCard title={t('demos.responsive.title')} description={t('demos.responsive.description')} code={CODE.responsive}>
      <ul className="mb-4 flex flex-wrap gap-2" aria-label={t('responsive.rules')}>
        {rules.map((rule) => {
          const active = rule.perView === perView;
          return (
            <li
              key={rule.min}
              aria-current={active ? 'true' : undefined}
              className={cn(
                'rounded-full border px-3 py-1 text-xs motion-safe:transition-colors',
                active ? 'border-primary bg-primary-soft font-semibold text-primary-text' : 'text-muted-foreground',
              )}
            >
              {rule.min ? t('responsive.from', { width: rule.min }) : t('responsive.base')} ·{' '}
              {t('responsive.perView', { count: rule.perView })}
            </li>
          );
        })}
      </ul>
      <Carousel
        label={t('demos.responsive.title')}
        options={{
          align: 'start',
          containScroll: 'trimSnaps',
          // Embla merges the matching queries in key order: narrowest first, so the widest match wins.
          breakpoints: Object.fromEntries([...BREAKPOINTS].reverse().map((b) => [b.query, { slidesToScroll: b.perView }])),
        }}
      >
        <CarouselViewport containerClassName="-ml-4">
          {slides.map((slide, i) => (
            <CarouselSlide
              key={slide.id}
              index={i}
              total={slides.length}
              className="basis-full pl-4 sm:basis-1/2 lg:basis-1/3 2xl:basis-1/4"
            >
              <SlideTile slide={slide} ratio="aspect-[16/10]" />
            </CarouselSlide>
          ))}
        </CarouselViewport>
        <div className="mt-3 flex items-center justify-between gap-3">
          <CarouselCounter />
          <CarouselDots className="hidden min-w-0 flex-1 sm:flex" />
          <CarouselArrows />
        </div>
      </Carousel>
    </DemoCard>
  );
}
