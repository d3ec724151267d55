import { useCallback, useEffect, useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { DemoCard } from '@/components/patterns/demo-card';
import { ColorPicker } from '../components/color-picker';
import { type DemoColor } from '../components/demo-colors';
import { DemoGrid } from '../components/demo-grid';
import { LOADER_TYPES, Loader } from '../components/loaders';
import { PageOverlay, type OverlayState } from '../components/page-overlay';

const BACKDROPS = {
  dim: 'bg-black/45',
  light: 'bg-white/70 dark:bg-black/60',
  primary: 'bg-primary/45',
  dark: 'bg-black/85',
} as const;

export default function LoadingPage() {
  const { t } = useTranslation('component-demos');
  const [overlay, setOverlay] = useState<OverlayState | null>(null);
  const [color, setColor] = useState<DemoColor>('primary');
  const [backdrop, setBackdrop] = useState<keyof typeof BACKDROPS>('dim');
  const [contained, setContained] = useState(false);
  const close = useCallback(() => setOverlay(null), []);
  useEffect(() => {
    if (!contained) return;
    const id = setTimeout(() => setContained(false), 3000);
    return () => clearTimeout(id);
  }, [contained]);

  return (
    <DemoGrid>
      <DemoCard
        title={t('loading.types')}
        description={t('loading.typesText')}
        code={`const [loading, setLoading] = useState(false);\n<PageOverlay open={loading} type="point" />  // closes after 3 s`}
        className="xl:col-span-2"
      >
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
          {LOADER_TYPES.map((type) => (
            <li key={type}>
              <button
                type="button"
                onClick={() => setOverlay({ type, color, backdrop: BACKDROPS[backdrop] })}
                className="flex w-full cursor-pointer flex-col items-center gap-2 rounded-lg border px-2 py-4 text-sm transition hover:border-primary hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <Loader type={type} color={color} />
                <span className="font-medium text-[var(--heading)]">{t(`loading.type.${type}`)}</span>
              </button>
            </li>
          ))}
        </ul>
      </DemoCard>

      <DemoCard
        title={t('loading.color')}
        description={t('loading.colorText')}
        code={`<Loader type="material" color="success" />`}
        contentClassName="grid gap-4"
      >
        <ColorPicker value={color} onChange={setColor} label={t('loading.color')} />
        <div className="flex flex-wrap gap-4">
          {LOADER_TYPES.map((type) => (
            <Loader key={type} type={type} color={color} />
          ))}
        </div>
      </DemoCard>

      <DemoCard
        title={t('loading.background')}
        description={t('loading.backgroundText')}
        code={`<PageOverlay backdrop="bg-black/85" … />`}
        contentClassName="grid gap-4"
      >
        <ToggleGroup
          type="single"
          size="sm"
          value={backdrop}
          onValueChange={(v) => v && setBackdrop(v as keyof typeof BACKDROPS)}
          aria-label={t('loading.background')}
        >
          {(Object.keys(BACKDROPS) as (keyof typeof BACKDROPS)[]).map((b) => (
            <ToggleGroupItem key={b} value={b}>
              {t(`loading.backdrop.${b}`)}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
        <Button className="w-fit" onClick={() => setOverlay({ type: 'material', color, backdrop: BACKDROPS[backdrop] })}>
          {t('loading.openOverlay')}
        </Button>
      </DemoCard>

      <DemoCard
        title={t('loading.contained')}
        description={t('loading.containedText')}
        code={`<div className="relative" aria-busy={loading}>\n  {loading && <div className="absolute inset-0 …"><Loader /></div>}\n  …\n</div>`}
        className="xl:col-span-2"
      >
        <div className="relative overflow-hidden rounded-lg border" aria-busy={contained}>
          <div className={cn('grid gap-2 p-4 text-sm transition', contained && 'opacity-40')}>
            <p className="font-semibold text-[var(--heading)]">{t('loading.report')}</p>
            <p className="text-muted-foreground">{t('loading.reportText')}</p>
            <Button
              size="sm"
              variant="soft"
              className="w-fit"
              focusableWhenDisabled
              disabled={contained}
              onClick={() => setContained(true)}
            >
              <RefreshCw aria-hidden="true" />
              {t('loading.refresh')}
            </Button>
          </div>
          {contained && (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-card/70 backdrop-blur-[1px] animate-fade-in">
              <Loader type="point" color={color} />
              <span role="status" className="text-xs font-medium text-[var(--heading)]">
                {t('loading.refreshing')}
              </span>
            </div>
          )}
        </div>
      </DemoCard>

      <PageOverlay state={overlay} onDone={close} />
    </DemoGrid>
  );
}
