import { useEffect, useRef, useState } from 'react';
import { Hand } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DemoCard } from '@/components/patterns/demo-card';
import { Carousel, CarouselArrows, CarouselCounter, CarouselDots, CarouselSlide, CarouselViewport, type CarouselApi } from './carousel';
import { ImageSlides, SlideImage, SlideTile, useSlideText } from './slide-art';
import { SLIDES, chunk, pickSlides } from './slides';

const CODE = {
  default: `const [ref, api] = useEmblaCarousel();\n<div role="region" aria-roledescription="carousel" aria-label="Landscapes">\n  <div ref={ref} className="overflow-hidden">\n    <div className="flex">{slides}</div>\n  </div>\n</div>`,
  arrows: `<Carousel label="Landscapes" options={{ loop: true }}>\n  <CarouselViewport>{slides}</CarouselViewport>\n  <CarouselArrows variant="overlay" />\n</Carousel>`,
  dots: `<Carousel label="Landscapes">\n  <CarouselViewport>{slides}</CarouselViewport>\n  <CarouselDots /> {/* buttons with aria-current */}\n</Carousel>`,
  progress: `api.on('scroll', () => {\n  bar.style.transform = \`scaleX(\${api.scrollProgress()})\`;\n});`,
  multiple: `<CarouselViewport containerClassName="-ml-3">\n  <CarouselSlide className="basis-1/2 pl-3 sm:basis-1/3" />\n</CarouselViewport>\n// options: { align: 'start', slidesToScroll: 'auto' }`,
  multiRow: `chunk(items, 2).map((column, i) => (\n  <CarouselSlide key={i} className="basis-1/2 sm:basis-1/3">\n    {column.map((item) => <Tile item={item} />)}\n  </CarouselSlide>\n))`,
};

export function DefaultDemo() {
  const { t } = useTranslation('extension-carousel');
  const text = useSlideText();
  const slides = pickSlides(6);
  return (
    <DemoCard title={t('demos.default.title')} description={t('demos.default.description')} code={CODE.default}>
      <Carousel label={t('demos.default.title')} describe={(i) => text.titleAt(slides, i)}>
        <CarouselViewport>
          <ImageSlides slides={slides} caption eagerFirst />
        </CarouselViewport>
        <div className="mt-3 flex items-center justify-between gap-3">
          <p className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
            <Hand aria-hidden="true" className="size-3.5 shrink-0" />
            {t('hint')}
          </p>
          <CarouselArrows />
        </div>
      </Carousel>
    </DemoCard>
  );
}

export function ArrowsDemo() {
  const { t } = useTranslation('extension-carousel');
  const text = useSlideText();
  const slides = pickSlides(6, 3);
  return (
    <DemoCard title={t('demos.arrows.title')} description={t('demos.arrows.description')} code={CODE.arrows}>
      <Carousel label={t('demos.arrows.title')} options={{ loop: true }} describe={(i) => text.titleAt(slides, i)}>
        <CarouselViewport>
          <ImageSlides slides={slides} caption />
        </CarouselViewport>
        <CarouselArrows variant="overlay" />
      </Carousel>
    </DemoCard>
  );
}

export function DotsDemo() {
  const { t } = useTranslation('extension-carousel');
  const text = useSlideText();
  const slides = pickSlides(6, 5);
  return (
    <DemoCard title={t('demos.dots.title')} description={t('demos.dots.description')} code={CODE.dots}>
      <Carousel label={t('demos.dots.title')} describe={(i) => text.titleAt(slides, i)}>
        <CarouselViewport>
          <ImageSlides slides={slides} />
        </CarouselViewport>
        <div className="absolute inset-x-0 bottom-3 flex justify-center">
          <CarouselDots tone="onImage" className="rounded-full bg-black/45 px-1.5 backdrop-blur-sm" />
        </div>
      </Carousel>
    </DemoCard>
  );
}

/** Scroll progress as a bar, written straight to the DOM on every scroll frame (no React re-render). */
function ProgressBar({ api, count }: { api: CarouselApi | undefined; count: number }) {
  const bar = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!api) return;
    const paint = () => {
      const progress = Math.max(0, Math.min(1, api.scrollProgress()));
      const n = Math.max(1, count);
      if (bar.current) bar.current.style.transform = `scaleX(${(progress * (n - 1) + 1) / n})`;
    };
    paint();
    api.on('scroll', paint).on('reInit', paint).on('select', paint);
    return () => {
      api.off('scroll', paint).off('reInit', paint).off('select', paint);
    };
  }, [api, count]);
  return (
    <span aria-hidden="true" className="relative block h-1.5 min-w-0 flex-1 overflow-hidden rounded-full bg-muted">
      <span ref={bar} style={{ transform: 'scaleX(0)' }} className="absolute inset-0 origin-left rounded-full bg-primary-solid" />
    </span>
  );
}

export function ProgressDemo() {
  const { t } = useTranslation('extension-carousel');
  const text = useSlideText();
  const [api, setApi] = useState<CarouselApi>();
  const slides = pickSlides(8, 2);
  return (
    <DemoCard title={t('demos.progress.title')} description={t('demos.progress.description')} code={CODE.progress}>
      <Carousel label={t('demos.progress.title')} onApi={setApi} describe={(i) => text.titleAt(slides, i)}>
        <CarouselViewport>
          {slides.map((slide, i) => (
            <CarouselSlide key={`${slide.id}-${i}`} index={i} total={slides.length}>
              <SlideImage slide={slide} caption />
            </CarouselSlide>
          ))}
        </CarouselViewport>
        <div className="mt-4 flex items-center gap-4">
          <CarouselArrows />
          <ProgressBar api={api} count={slides.length} />
          <CarouselCounter />
        </div>
      </Carousel>
    </DemoCard>
  );
}

export function MultipleDemo() {
  const { t } = useTranslation('extension-carousel');
  const slides = SLIDES;
  return (
    <DemoCard title={t('demos.multiple.title')} description={t('demos.multiple.description')} code={CODE.multiple}>
      <Carousel label={t('demos.multiple.title')} options={{ align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps' }}>
        <CarouselViewport containerClassName="-ml-3">
          {slides.map((slide, i) => (
            <CarouselSlide key={slide.id} index={i} total={slides.length} className="basis-1/2 pl-3 sm:basis-1/3">
              <SlideTile slide={slide} />
            </CarouselSlide>
          ))}
        </CarouselViewport>
        <div className="mt-3 flex items-center justify-between gap-3">
          <CarouselDots className="-ml-1 justify-start" />
          <CarouselArrows />
        </div>
      </Carousel>
    </DemoCard>
  );
}

export function MultiRowDemo() {
  const { t } = useTranslation('extension-carousel');
  const columns = chunk(pickSlides(12, 4), 2);
  return (
    <DemoCard title={t('demos.multiRow.title')} description={t('demos.multiRow.description')} code={CODE.multiRow}>
      <Carousel label={t('demos.multiRow.title')} options={{ align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps' }}>
        <CarouselViewport containerClassName="-ml-3">
          {columns.map((column, i) => (
            <CarouselSlide key={i} index={i} total={columns.length} className="grid basis-1/2 gap-4 pl-3 sm:basis-1/3">
              {column.map((slide, j) => (
                <SlideTile key={`${slide.id}-${j}`} slide={slide} ratio="aspect-[16/9]" />
              ))}
            </CarouselSlide>
          ))}
        </CarouselViewport>
        <div className="mt-3 flex items-center justify-between gap-3">
          <CarouselDots className="-ml-1 justify-start" />
          <CarouselArrows />
        </div>
      </Carousel>
    </DemoCard>
  );
}
