import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight, Layers } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { DemoCard } from '@/components/patterns/demo-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NavButton } from './nav-button';
import { SLIDES } from './slides';
import { useReducedMotion } from '@/hooks/use-media-query';

const VIRTUAL_TOTAL = 1000;
const VIRTUAL_OVERSCAN = 2;

/** Indexes to render around `index`: never more than 2 × overscan + 1, clamped to [0, total). */
export function virtualWindow(index: number, total: number, overscan = VIRTUAL_OVERSCAN): number[] {
  if (total <= 0) return [];
  const current = Math.min(total - 1, Math.max(0, index));
  const start = Math.max(0, current - overscan);
  const end = Math.min(total - 1, current + overscan);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/** Where a released drag lands: one slide on when it passed the threshold, otherwise back. */
export function dragTarget(index: number, dx: number, width: number, total: number): number {
  const threshold = Math.min(80, width * 0.2);
  const step = dx <= -threshold ? 1 : dx >= threshold ? -1 : 0;
  return Math.min(total - 1, Math.max(0, index + step));
}

const CODE = `// 1000 slides, 5 in the DOM: only the window around the current index is rendered\nvirtualWindow(index, 1000, 2).map((i) => (\n  <Slide key={i} style={{ left: \`\${i * 100}%\` }} />\n));\n<div style={{ transform: \`translateX(\${-index * 100}%)\` }} />`;

export function VirtualDemo() {
  const { t, i18n } = useTranslation('extension-carousel');
  const reduced = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [animate, setAnimate] = useState(true);
  const [dx, setDx] = useState(0);
  const [jump, setJump] = useState('500');
  const [jumpInvalid, setJumpInvalid] = useState(false);
  const drag = useRef<{ x: number; width: number } | null>(null);
  const jumpId = useId();
  const nf = new Intl.NumberFormat(i18n.language);
  const total = VIRTUAL_TOTAL;

  const go = (target: number) => {
    const next = Math.min(total - 1, Math.max(0, target));
    setAnimate(!reduced && Math.abs(next - index) <= 1);
    setIndex(next);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      PageUp: index - 10,
      PageDown: index + 10,
      Home: 0,
      End: total - 1,
    };
    const target = moves[e.key];
    if (target === undefined || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    go(target);
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { x: e.clientX, width: e.currentTarget.clientWidth };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const raw = e.clientX - drag.current.x;
    const atEdge = (index === 0 && raw > 0) || (index === total - 1 && raw < 0);
    setDx(atEdge ? raw / 3 : raw);
  };
  const onPointerEnd = () => {
    if (!drag.current) return;
    const target = dragTarget(index, dx, drag.current.width, total);
    drag.current = null;
    setDx(0);
    go(target);
  };

  // Out of range or empty: say so next to the field (not the browser's bubble) and keep what was typed.
  const onJump = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const n = Number(jump);
    if (jump.trim() === '' || !Number.isInteger(n) || n < 1 || n > total) {
      setJumpInvalid(true);
      e.currentTarget.querySelector('input')?.focus();
      return;
    }
    setJumpInvalid(false);
    go(n - 1);
  };

  const rendered = virtualWindow(index, total);
  const dragging = dx !== 0;

  return (
    <DemoCard title={t('demos.virtual.title')} description={t('demos.virtual.description')} code={CODE}>
      {/* WAI-ARIA carousel pattern: the region takes focus so the arrow keys can move the slides. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        role="region"
        aria-roledescription={t('roles.carousel')}
        aria-label={t('demos.virtual.title')}
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="relative min-w-0 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card"
      >
        <div
          className="relative aspect-[16/10] cursor-grab touch-pan-y overflow-hidden rounded-lg bg-muted select-none active:cursor-grabbing sm:aspect-[21/9] xl:aspect-[3/1]"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
        >
          <div
            className="absolute inset-0"
            style={{
              transform: `translateX(calc(${-index * 100}% + ${dx}px))`,
              transition: dragging || !animate ? 'none' : 'transform 380ms cubic-bezier(0.22, 0.61, 0.36, 1)',
            }}
          >
            {rendered.map((i) => {
              const art = SLIDES[i % SLIDES.length] ?? SLIDES[0];
              return (
                <div
                  key={i}
                  role="group"
                  aria-roledescription={t('roles.slide')}
                  aria-label={t('slideOf', { index: nf.format(i + 1), total: nf.format(total) })}
                  data-virtual-slide={i}
                  className="absolute inset-y-0 w-full"
                  style={{ left: `${i * 100}%` }}
                >
                  <img src={art.src} alt="" draggable={false} className="absolute inset-0 size-full object-cover" />
                  <div className="absolute inset-0 grid place-items-center p-4">
                    <p className="rounded-xl bg-black/70 px-5 py-3 text-center text-white shadow-lg backdrop-blur-sm">
                      <span className="block text-xs font-medium tracking-wider uppercase">{t('virtual.slide')}</span>
                      <span className="block font-mono text-3xl leading-tight font-bold tabular-nums sm:text-4xl">{nf.format(i + 1)}</span>
                    </p>
                  </div>
                </div>
              );
            })}
          </div>
        </div>
        <span className="sr-only" aria-live="polite" aria-atomic="true">
          {t('counter', { index: nf.format(index + 1), total: nf.format(total) })}
        </span>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <NavButton onActivate={() => go(0)} disabled={index === 0} label={t('controls.first')}>
            <ChevronsLeft aria-hidden="true" />
          </NavButton>
          <NavButton onActivate={() => go(index - 1)} disabled={index === 0} label={t('controls.previous')}>
            <ChevronLeft aria-hidden="true" />
          </NavButton>
          <NavButton onActivate={() => go(index + 1)} disabled={index === total - 1} label={t('controls.next')}>
            <ChevronRight aria-hidden="true" />
          </NavButton>
          <NavButton onActivate={() => go(total - 1)} disabled={index === total - 1} label={t('controls.last')}>
            <ChevronsRight aria-hidden="true" />
          </NavButton>
          <p className="ml-1 font-mono text-sm text-muted-foreground tabular-nums">
            <span className="font-semibold text-[var(--heading)]">{nf.format(index + 1)}</span> / {nf.format(total)}
          </p>
          <Badge color="info" className="ml-auto" data-testid="virtual-rendered">
            <Layers aria-hidden="true" />
            {t('virtual.rendered', { count: rendered.length, total: nf.format(total) })}
          </Badge>
        </div>
      </div>
      <form onSubmit={onJump} noValidate className="mt-4 flex flex-wrap items-end gap-2 border-t pt-4">
        <div className="grid gap-1.5">
          <Label htmlFor={jumpId}>{t('virtual.jumpLabel')}</Label>
          <Input
            id={jumpId}
            type="number"
            inputMode="numeric"
            min={1}
            max={total}
            value={jump}
            onChange={(e) => {
              setJump(e.target.value);
              setJumpInvalid(false);
            }}
            aria-invalid={jumpInvalid || undefined}
            aria-describedby={jumpInvalid ? `${jumpId}-error` : undefined}
            className="w-28"
          />
        </div>
        <Button type="submit" variant="soft" color="primary">
          {t('virtual.jump')}
        </Button>
        {jumpInvalid && (
          <FieldError id={`${jumpId}-error`} className="basis-full text-sm">
            {t('virtual.jumpError', { total: nf.format(total) })}
          </FieldError>
        )}
        <p className={cn('basis-full text-xs text-muted-foreground')}>{t('virtual.keys')}</p>
      </form>
    </DemoCard>
  );
}
