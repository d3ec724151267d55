import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { CarouselSlide } from './carousel';
import type { Slide } from './slides';

export function useSlideText() {
  const { t } = useTranslation('extension-carousel');
  const title = (slide: Slide) => t(`slides.${slide.id}.title`);
  return {
    title,
    text: (slide: Slide) => t(`slides.${slide.id}.text`),
    /** Title of the slide at `index`, '' past the end (for announcements). */
    titleAt: (slides: readonly Slide[], index: number) => {
      const slide = slides[index];
      return slide ? title(slide) : '';
    },
  };
}

interface SlideImageProps extends Omit<ComponentProps<'figure'>, 'children'> {
  slide: Slide;
  /** Overlay a caption (title + line); the image itself is then decorative. */
  caption?: boolean;
  /** The title is shown next to the image, so the image itself is decorative. */
  decorative?: boolean;
  /** Aspect ratio utility of the frame. */
  ratio?: string;
  imgClassName?: string;
  eager?: boolean;
}

/** A bundled illustration in a rounded frame, optionally with a readable caption chip over it. */
export function SlideImage({
  slide,
  caption = false,
  decorative = false,
  ratio = 'aspect-[16/10]',
  className,
  imgClassName,
  eager = false,
  ...rest
}: SlideImageProps) {
  const text = useSlideText();
  return (
    <figure className={cn('relative overflow-hidden rounded-lg bg-muted', ratio, className)} {...rest}>
      <img
        src={slide.src}
        alt={caption || decorative ? '' : text.title(slide)}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        draggable={false}
        className={cn('absolute inset-0 size-full object-cover select-none', imgClassName)}
      />
      {caption && (
        <figcaption className="absolute inset-x-3 bottom-3 w-fit max-w-[calc(100%-1.5rem)] rounded-md bg-black/70 px-3 py-2 text-white shadow-sm backdrop-blur-sm">
          <span className="block text-sm leading-tight font-semibold">{text.title(slide)}</span>
          <span className="mt-0.5 block text-xs leading-snug">{text.text(slide)}</span>
        </figcaption>
      )}
    </figure>
  );
}

/** Title and caption under an image (for tiles that sit several to a view). */
export function SlideTile({ slide, ratio = 'aspect-[4/3]', className }: { slide: Slide; ratio?: string; className?: string }) {
  const text = useSlideText();
  return (
    <div className={cn('min-w-0', className)}>
      <SlideImage slide={slide} ratio={ratio} decorative />
      {/* Two lines, not one: a single truncated line cut most German and French titles at every width. */}
      <p className="mt-2 line-clamp-2 text-sm font-semibold text-[var(--heading)]">{text.title(slide)}</p>
      <p className="line-clamp-2 text-xs text-muted-foreground">{text.text(slide)}</p>
    </div>
  );
}

/** One full-width image slide per item: the usual content of a carousel viewport. */
export function ImageSlides({
  slides,
  caption = false,
  eagerFirst = false,
}: {
  slides: readonly Slide[];
  caption?: boolean;
  eagerFirst?: boolean;
}) {
  return slides.map((slide, i) => (
    <CarouselSlide key={slide.id} index={i} total={slides.length}>
      <SlideImage slide={slide} caption={caption} eager={eagerFirst && i === 0} />
    </CarouselSlide>
  ));
}
