import type { ReactNode } from 'react';
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, CircleHelp, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { TooltipContent, TooltipRoot, TooltipTrigger } from '@/components/ui/tooltip';
import { DemoCard } from '@/components/patterns/demo-card';
import { COLORS, FILL, SOLID, type DemoColor } from '../components/demo-colors';
import { DemoGrid } from '../components/demo-grid';

function Tip({
  content,
  children,
  side,
  delay,
  color,
}: {
  content: ReactNode;
  children: ReactNode;
  side?: 'top' | 'bottom' | 'left' | 'right';
  delay?: number;
  color?: DemoColor;
}) {
  return (
    <TooltipRoot delayDuration={delay}>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side={side} className={cn(color && SOLID[color])} arrowClassName={color && FILL[color]}>
        {content}
      </TooltipContent>
    </TooltipRoot>
  );
}

const SIDES = [
  ['top', ArrowUp],
  ['bottom', ArrowDown],
  ['left', ArrowLeft],
  ['right', ArrowRight],
] as const;

export default function TooltipPage() {
  const { t } = useTranslation('component-demos');
  return (
    <DemoGrid>
      <DemoCard
        title={t('tooltip.default')}
        description={t('tooltip.defaultText')}
        code={`<Tooltip content="Share">\n  <Button>Share</Button>\n</Tooltip>`}
        contentClassName="flex flex-wrap items-center gap-3"
      >
        <Tip content={t('tooltip.shareTip')}>
          <Button>
            <Share2 aria-hidden="true" />
            {t('tooltip.share')}
          </Button>
        </Tip>
        <Tip content={t('tooltip.helpTip')}>
          <Button size="icon" variant="ghost" color="secondary" aria-label={t('tooltip.help')}>
            <CircleHelp aria-hidden="true" />
          </Button>
        </Tip>
      </DemoCard>

      <DemoCard
        title={t('tooltip.positions')}
        code={`<Tooltip side="left" content="…">…</Tooltip>`}
        contentClassName="flex flex-wrap items-center gap-3"
      >
        {SIDES.map(([side, Icon]) => (
          <Tip key={side} side={side} content={t('tooltip.onSide', { side: t(`sides.${side}`) })}>
            <Button variant="outline">
              <Icon aria-hidden="true" />
              {t(`sides.${side}`)}
            </Button>
          </Tip>
        ))}
      </DemoCard>

      <DemoCard
        title={t('tooltip.delay')}
        description={t('tooltip.delayText')}
        code={`<Tooltip delayDuration={1000} content="…">…</Tooltip>`}
        contentClassName="flex flex-wrap items-center gap-3"
      >
        {[0, 500, 1500].map((ms) => (
          <Tip key={ms} delay={ms} content={t('tooltip.after', { ms })}>
            <Button variant="soft">{t('tooltip.delayMs', { ms })}</Button>
          </Tip>
        ))}
      </DemoCard>

      <DemoCard
        title={t('tooltip.colors')}
        code={`<TooltipContent className="bg-success-solid" arrowClassName="fill-[var(--success-solid)]">…</TooltipContent>`}
        contentClassName="flex flex-wrap items-center gap-3"
      >
        {COLORS.map((c) => (
          <Tip key={c} color={c} content={t('tooltip.colorTip', { color: t(`colors.${c}`) })}>
            <Button color={c} variant="soft">
              {t(`colors.${c}`)}
            </Button>
          </Tip>
        ))}
      </DemoCard>

      <DemoCard
        title={t('tooltip.titleText')}
        description={t('tooltip.titleTextDesc')}
        code={`<TooltipContent>\n  <p className="font-semibold">Title</p>\n  <p>Text</p>\n</TooltipContent>`}
        contentClassName="grid gap-2"
      >
        <Label htmlFor="tooltip-username">{t('tooltip.username')}</Label>
        <div className="flex items-center gap-2">
          <Input id="tooltip-username" className="max-w-xs" />
          <Tip
            side="right"
            content={
              <span className="grid gap-0.5">
                <span className="font-semibold">{t('tooltip.rulesTitle')}</span>
                <span>{t('tooltip.rulesText')}</span>
              </span>
            }
          >
            <Button size="icon" variant="ghost" color="secondary" aria-label={t('tooltip.rulesTitle')}>
              <CircleHelp aria-hidden="true" />
            </Button>
          </Tip>
        </div>
      </DemoCard>
    </DemoGrid>
  );
}
