import { useMemo, useState, type CSSProperties, type FocusEvent, type ReactNode } from 'react';
import Fade from 'embla-carousel-fade';
import { Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { DemoCard } from '@/components/patterns/demo-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Carousel, CarouselArrows, CarouselDots, CarouselSlide, CarouselViewport, type CarouselApi, type CarouselProps } from './carousel';
import { coverflow, cube, parallax, useEffectTween, type Effect } from './effects';
import { ImageSlides, SlideImage, useSlideText } from './slide-art';
import { pickSlides, type Slide } from './slides';
import { useAutoplay, type AutoplayStatus } from './use-autoplay';
import { useReducedMotion } from '@/hooks/use-media-query';
import './carousel.css';

const AUTOPLAY_DELAY = 4000;

const CODE = {
  autoplay: `const autoplay = useAutoplay(api, { delay: 4000, reducedMotion });\n<Button onClick={autoplay.toggle}>{autoplay.enabled ? 'Pause' : 'Play'}</Button>\n// pauses on hover and focus; starts paused under prefers-reduced-motion`,
  fade: `import Fade from 'embla-carousel-fade';\nconst [ref, api] = useEmblaCarousel({ loop: true }, [Fade()]);`,
  cube: `// Embla tracks the drag; the slides turn 90° per slide of scroll:\nslide.style.transform =\n  \`translateZ(-\${w / 2}px) rotateY(\${offset * 90}deg) translateZ(\${w / 2}px)\`;`,
  coverflow: `api.on('scroll', () => slideOffsets(api, 'center').forEach((d, i) => {\n  cards[i].style.transform =\n    \`translateX(\${-d * 24}%) translateZ(\${-Math.abs(d) * 160}px) rotateY(\${-d * 48}deg)\`;\n}));`,
  parallax: `api.on('scroll', () => slideOffsets(api).forEach((d, i) => {\n  layers[i].style.transform = \`translateX(\${-d * 14}%)\`;\n}));`,
};

function ReducedMotionNote() {
  const { t } = useTranslation('extension-carousel');
  return (
    <Badge color="warning" className="mb-3 whitespace-normal">
      {t('reducedMotion')}
    </Badge>
  );
}

const STATUS_DOT: Record<AutoplayStatus, string> = {
  playing: 'bg-success-solid',
  hover: 'bg-warning-solid',
  focus: 'bg-warning-solid',
  paused: 'bg-secondary-solid',
  reduced: 'bg-secondary-solid',
};

export function AutoplayDemo() {
  const { t } = useTranslation('extension-carousel');
  const text = useSlideText();
  const reduced = useReducedMotion();
  const [api, setApi] = useState<CarouselApi>();
  const autoplay = useAutoplay(api, { delay: AUTOPLAY_DELAY, reducedMotion: reduced });
  const slides = pickSlides(6, 1);

  const onFocus = (e: FocusEvent<HTMLDivElement>) => autoplay.setFocused(!(e.target as HTMLElement).closest('[data-autoplay-control]'));
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) autoplay.setFocused(false);
  };

  return (
    <DemoCard title={t('demos.autoplay.title')} description={t('demos.autoplay.description')} code={CODE.autoplay}>
      <Carousel
        label={t('demos.autoplay.title')}
        options={{ loop: true }}
        onApi={setApi}
        live={autoplay.running ? 'off' : 'polite'}
        describe={(i) => text.titleAt(slides, i)}
        onFocus={onFocus}
        onBlur={onBlur}
        // The whole carousel, not only the slides: a slide must not change under a pointer heading for a dot.
        onMouseEnter={() => autoplay.setHovered(true)}
        onMouseLeave={() => autoplay.setHovered(false)}
      >
        <CarouselViewport>
          <ImageSlides slides={slides} caption />
        </CarouselViewport>
        <span aria-hidden="true" className="mt-3 block h-1 overflow-hidden rounded-full bg-muted">
          {autoplay.running && (
            <span
              key={autoplay.cycle}
              className="carousel-timer block h-full rounded-full bg-primary-solid"
              style={{ '--carousel-delay': `${AUTOPLAY_DELAY}ms` } as CSSProperties}
            />
          )}
        </span>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <div className="flex items-center gap-3">
            <Button data-autoplay-control variant="soft" color="primary" size="sm" onClick={autoplay.toggle}>
              {autoplay.enabled ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
              {autoplay.enabled ? t('autoplay.pause') : t('autoplay.play')}
            </Button>
            <span className="flex items-center gap-1.5 text-xs text-muted-foreground" data-testid="autoplay-status">
              <span
                aria-hidden="true"
                className={cn(
                  'size-2 rounded-full',
                  STATUS_DOT[autoplay.status],
                  autoplay.status === 'playing' && 'motion-safe:animate-pulse',
                )}
              />
              {t(`autoplay.status.${autoplay.status}`)}
            </span>
          </div>
          <CarouselDots />
        </div>
      </Carousel>
    </DemoCard>
  );
}

export function FadeDemo() {
  const { t } = useTranslation('extension-carousel');
  const text = useSlideText();
  const plugins = useMemo(() => [Fade()], []);
  const slides = pickSlides(5, 6);
  return (
    <DemoCard title={t('demos.fade.title')} description={t('demos.fade.description')} code={CODE.fade}>
      <Carousel label={t('demos.fade.title')} options={{ loop: true }} plugins={plugins} describe={(i) => text.titleAt(slides, i)}>
        <div className="relative">
          <CarouselViewport>
            <ImageSlides slides={slides} caption />
          </CarouselViewport>
          <CarouselArrows variant="overlay" />
        </div>
        <CarouselDots className="mt-3" />
      </Carousel>
    </DemoCard>
  );
}

interface EffectDemoProps {
  name: 'cube' | 'coverflow' | 'parallax';
  effect: Effect;
  slides: readonly Slide[];
  options?: CarouselProps['options'];
  /** The viewport and controls; `reduced` means the effect is off and slides sit flat. */
  children: (reduced: boolean) => ReactNode;
}

/** A demo whose slides are transformed while scrolling (off under prefers-reduced-motion, with a note saying so). */
function EffectDemo({ name, effect, slides, options, children }: EffectDemoProps) {
  const { t } = useTranslation('extension-carousel');
  const text = useSlideText();
  const reduced = useReducedMotion();
  const [api, setApi] = useState<CarouselApi>();
  useEffectTween(api, effect, !reduced);
  return (
    <DemoCard title={t(`demos.${name}.title`)} description={t(`demos.${name}.description`)} code={CODE[name]}>
      {reduced && <ReducedMotionNote />}
      <Carousel label={t(`demos.${name}.title`)} options={options} onApi={setApi} describe={(i) => text.titleAt(slides, i)}>
        {children(reduced)}
      </Carousel>
    </DemoCard>
  );
}

function DotsAndArrows() {
  return (
    <div className="mt-3 flex items-center justify-between gap-3">
      <CarouselDots className="-ml-1 justify-start" />
      <CarouselArrows />
    </div>
  );
}

export function CubeDemo() {
  const slides = pickSlides(5, 3);
  return (
    <EffectDemo name="cube" effect={cube} slides={slides}>
      {(reduced) => (
        <>
          <div className="overflow-hidden px-[6%] py-[3%]">
            <CarouselViewport className={reduced ? undefined : 'overflow-visible'} containerClassName="[perspective:1400px]">
              {slides.map((slide, i) => (
                <CarouselSlide key={slide.id} index={i} total={slides.length} className="[backface-visibility:hidden]">
                  <SlideImage slide={slide} caption />
                  <span data-shade="" aria-hidden="true" className="pointer-events-none absolute inset-0 rounded-lg bg-black opacity-0" />
                </CarouselSlide>
              ))}
            </CarouselViewport>
          </div>
          <DotsAndArrows />
        </>
      )}
    </EffectDemo>
  );
}

export function CoverflowDemo() {
  const slides = pickSlides(7, 2);
  return (
    <EffectDemo name="coverflow" effect={coverflow} slides={slides} options={{ loop: true, align: 'center' }}>
      {(reduced) => (
        <>
          <CarouselViewport className="py-3" containerClassName={reduced ? '-ml-3' : undefined}>
            {slides.map((slide, i) => (
              <CarouselSlide
                key={`${slide.id}-${i}`}
                index={i}
                total={slides.length}
                className={cn('basis-[70%] sm:basis-[52%]', reduced ? 'pl-3' : '[perspective:1000px]')}
              >
                <div data-tween="" className="will-change-transform">
                  <SlideImage slide={slide} ratio="aspect-[4/3]" className="shadow-lg" />
                </div>
              </CarouselSlide>
            ))}
          </CarouselViewport>
          <div className="mt-2 flex items-center justify-center gap-3">
            <CarouselArrows />
          </div>
        </>
      )}
    </EffectDemo>
  );
}

export function ParallaxDemo() {
  const text = useSlideText();
  const slides = pickSlides(6, 7);
  return (
    <EffectDemo name="parallax" effect={parallax} slides={slides}>
      {() => (
        <>
          <CarouselViewport containerClassName="-ml-3">
            {slides.map((slide, i) => (
              <CarouselSlide key={slide.id} index={i} total={slides.length} className="basis-[86%] pl-3">
                <div className="relative aspect-[16/10] overflow-hidden rounded-lg bg-muted">
                  <div data-tween="" className="absolute inset-y-0 -left-[20%] w-[140%] will-change-transform">
                    <img src={slide.src} alt="" loading="lazy" draggable={false} className="size-full object-cover select-none" />
                  </div>
                  <p className="absolute inset-x-3 bottom-3 w-fit rounded-md bg-black/70 px-3 py-2 text-sm font-semibold text-white backdrop-blur-sm">
                    {text.title(slide)}
                  </p>
                </div>
              </CarouselSlide>
            ))}
          </CarouselViewport>
          <DotsAndArrows />
        </>
      )}
    </EffectDemo>
  );
}
