import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { ArrowLeft, ArrowRight, Check, X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { usePreferences } from '@/lib/preferences.store';
import { Button } from '@/components/ui/button';
import { Popover, PopoverAnchor } from '@/components/ui/popover';
import { useTour } from './tour.store';

type Side = 'top' | 'right' | 'bottom' | 'left';
interface TourStep {
  /** The element carrying data-tour="<id>" (and the i18n key tour.steps.<id>). */
  id: 'menu' | 'bookmarks' | 'locale' | 'search' | 'customizer';
  side: Side | 'end';
  align: 'start' | 'center' | 'end';
}

const TOUR_STEPS: readonly TourStep[] = [
  { id: 'menu', side: 'bottom', align: 'start' },
  { id: 'bookmarks', side: 'bottom', align: 'start' },
  { id: 'locale', side: 'bottom', align: 'end' },
  { id: 'search', side: 'bottom', align: 'end' },
  // The customizer tab sits on the inline-end edge, so the popover opens towards the content.
  { id: 'customizer', side: 'end', align: 'center' },
];

const PAD = 6;
const targetOf = (id: string) => document.querySelector<HTMLElement>(`[data-tour="${id}"]`);
/** Rendered and not display:none (engines without checkVisibility, like jsdom, count every element). */
const visible = (el: HTMLElement | null) => !!el && (typeof el.checkVisibility !== 'function' || el.checkVisibility());

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/**
 * The running tour (loaded by ./guided-tour when a tour starts): a spotlight on each shell control with a
 * popover that takes focus. Skip / Previous / Next / Done; Esc skips.
 */
export default function TourPopover() {
  const { t } = useTranslation('overlays');
  const active = useTour((s) => s.active);
  const step = useTour((s) => s.step);
  const { goTo, finish, cancel } = useTour.getState();
  const rtl = usePreferences((s) => s.rtl);
  const [steps, setSteps] = useState<readonly TourStep[]>([]);
  const [box, setBox] = useState<Box | null>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();

  // On start: keep the steps whose element is on screen (a hidden navbar has none of its four).
  useLayoutEffect(() => {
    if (!active) {
      setSteps([]);
      return;
    }
    const available = TOUR_STEPS.filter((s) => visible(targetOf(s.id)));
    if (available.length === 0) cancel();
    setSteps(available);
  }, [active, cancel]);

  const current = steps[Math.min(step, steps.length - 1)];
  const measure = useCallback(() => {
    const el = current ? targetOf(current.id) : null;
    if (!el) return setBox(null);
    // The ring stays inside the viewport (the customizer tab touches the edge, the menu header the top).
    const r = el.getBoundingClientRect();
    const top = Math.max(2, r.top - PAD);
    const left = Math.max(2, r.left - PAD);
    const right = Math.min(window.innerWidth - 2, r.right + PAD);
    const bottom = Math.min(window.innerHeight - 2, r.bottom + PAD);
    setBox({ top, left, width: Math.max(0, right - left), height: Math.max(0, bottom - top) });
  }, [current]);

  useLayoutEffect(() => {
    if (!active || !current) return;
    targetOf(current.id)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [active, current, measure]);

  // Each step keeps focus inside the popover (Previous disappears on the first step).
  useEffect(() => {
    if (!active || !box) return;
    if (!contentRef.current?.contains(document.activeElement)) nextRef.current?.focus();
  }, [active, step, box]);

  if (!active || !current || !box) return null;
  const index = steps.indexOf(current);
  const last = index === steps.length - 1;
  const side: Side = current.side === 'end' ? (rtl ? 'right' : 'left') : current.side;

  return (
    <Popover open modal onOpenChange={(open) => !open && finish('skipped')}>
      <PopoverAnchor asChild>
        <div
          aria-hidden="true"
          data-testid="tour-spotlight"
          className="pointer-events-none fixed z-[60] rounded-xl shadow-[0_0_0_9999px_rgb(15_17_21/0.58)] ring-2 ring-primary transition-[top,left,width,height] duration-300 ease-out motion-reduce:transition-none"
          style={box}
        />
      </PopoverAnchor>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          ref={contentRef}
          side={side}
          align={current.align}
          sideOffset={14}
          collisionPadding={12}
          updatePositionStrategy="always"
          aria-labelledby={titleId}
          aria-describedby={textId}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            nextRef.current?.focus();
          }}
          onCloseAutoFocus={(e) => e.preventDefault()}
          onEscapeKeyDown={(e) => {
            e.preventDefault();
            finish('skipped');
          }}
          onInteractOutside={(e) => e.preventDefault()}
          className="z-[70] w-80 max-w-[calc(100vw-2rem)] rounded-xl border bg-popover p-5 text-foreground shadow-2xl outline-none data-[state=open]:animate-fade-in"
        >
          <div className="mb-3 flex items-center justify-between gap-3">
            <span className="rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-primary-text">
              {t('tour.progress', { current: index + 1, total: steps.length })}
            </span>
            <button
              type="button"
              onClick={() => finish('skipped')}
              className="rounded-md p-1 text-muted-foreground transition hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              aria-label={t('tour.close')}
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
          <div aria-live="polite">
            <h2 id={titleId} className="mb-1.5 text-base font-semibold">
              {t(`tour.steps.${current.id}.title`)}
            </h2>
            <p id={textId} className="text-sm leading-relaxed text-muted-foreground">
              {t(`tour.steps.${current.id}.text`)}
            </p>
          </div>
          <div className="mt-4 flex gap-1.5" aria-hidden="true">
            {steps.map((s, i) => (
              <span
                key={s.id}
                className={cn('h-1.5 rounded-full transition-all duration-300', i === index ? 'w-6 bg-primary-solid' : 'w-1.5 bg-input')}
              />
            ))}
          </div>
          <div className="mt-4 flex items-center justify-between gap-2">
            <Button variant="ghost" color="secondary" size="sm" onClick={() => finish('skipped')}>
              {t('tour.skip')}
            </Button>
            <div className="flex gap-2">
              {index > 0 && (
                <Button variant="outline" color="secondary" size="sm" onClick={() => goTo(index - 1)}>
                  <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
                  {t('tour.previous')}
                </Button>
              )}
              <Button ref={nextRef} size="sm" onClick={() => (last ? finish('done') : goTo(index + 1))}>
                {last ? t('tour.done') : t('tour.next')}
                {last ? <Check aria-hidden="true" /> : <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />}
              </Button>
            </div>
          </div>
          <PopoverPrimitive.Arrow className="fill-[var(--popover)]" width={14} height={7} />
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </Popover>
  );
}
