import { useEffect, useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { DemoCard } from '@/components/patterns/demo-card';
import { COLORS } from '../components/demo-colors';
import { DemoGrid } from '../components/demo-grid';

const HEIGHTS = [2, 4, 6, 8, 10, 12];

export default function ProgressPage() {
  const { t, i18n } = useTranslation('component-demos');
  // 40% (en), 40 % (de, fr).
  const percent = (n: number) => formatNumber(n / 100, i18n.language, { style: 'percent' });
  const [value, setValue] = useState(40);
  const [running, setRunning] = useState(0);
  useEffect(() => {
    if (running >= 100) return;
    const id = setTimeout(() => setRunning((v) => Math.min(100, v + 5)), 300);
    return () => clearTimeout(id);
  }, [running]);

  return (
    <DemoGrid>
      <DemoCard title={t('progress.colors')} code={`<Progress value={60} color="success" label="Upload" />`} contentClassName="grid gap-4">
        {COLORS.map((c, i) => (
          <Progress key={c} value={30 + i * 10} color={c} label={t('progress.colorLabel', { color: t(`colors.${c}`) })} />
        ))}
      </DemoCard>

      <DemoCard title={t('progress.heights')} code={`<Progress value={70} height={12} />`} contentClassName="grid gap-4">
        {HEIGHTS.map((h) => (
          <div key={h} className="grid grid-cols-[3.5rem_1fr] items-center gap-3">
            <span className="text-xs text-muted-foreground tabular-nums">{h} px</span>
            <Progress value={70} height={h} label={t('progress.heightLabel', { h })} />
          </div>
        ))}
      </DemoCard>

      <DemoCard
        title={t('progress.indeterminate')}
        description={t('progress.indeterminateText')}
        code={`<Progress value={null} label="Loading" />`}
        contentClassName="grid gap-4"
      >
        <Progress value={null} label={t('progress.loading')} />
        <Progress value={null} color="warning" height={4} label={t('progress.loading')} />
      </DemoCard>

      <DemoCard
        title={t('progress.labelled')}
        description={t('progress.labelledText')}
        code={`<span id="storage">Storage</span>\n<Progress value={value} aria-labelledby="storage" />`}
        contentClassName="grid gap-5"
      >
        <div className="grid gap-2">
          <div className="flex items-center justify-between text-sm">
            <span id="progress-storage" className="font-medium text-[var(--heading)]">
              {t('progress.storage')}
            </span>
            <span className="text-muted-foreground tabular-nums">{percent(value)}</span>
          </div>
          <Progress
            value={value}
            aria-labelledby="progress-storage"
            height={8}
            color={value >= 90 ? 'danger' : value >= 70 ? 'warning' : 'primary'}
          />
          <div className="flex gap-2">
            <Button
              size="icon-sm"
              variant="outline"
              color="secondary"
              aria-label={t('progress.less')}
              focusableWhenDisabled
              disabled={value <= 0}
              onClick={() => setValue((v) => Math.max(0, v - 10))}
            >
              <Minus aria-hidden="true" />
            </Button>
            <Button
              size="icon-sm"
              variant="outline"
              color="secondary"
              aria-label={t('progress.more')}
              focusableWhenDisabled
              disabled={value >= 100}
              onClick={() => setValue((v) => Math.min(100, v + 10))}
            >
              <Plus aria-hidden="true" />
            </Button>
          </div>
        </div>
        <div className="grid gap-2">
          <div className="flex items-center justify-between text-sm">
            <span id="progress-sync" className="font-medium text-[var(--heading)]">
              {t('progress.sync')}
            </span>
            <span className="text-muted-foreground tabular-nums" aria-live="polite">
              {running >= 100 ? t('progress.done') : percent(running)}
            </span>
          </div>
          <Progress value={running} aria-labelledby="progress-sync" color={running >= 100 ? 'success' : 'info'} />
          <Button
            size="sm"
            variant="soft"
            className="w-fit"
            focusableWhenDisabled
            disabled={running < 100}
            onClick={() => running >= 100 && setRunning(0)}
          >
            {t('progress.restart')}
          </Button>
        </div>
      </DemoCard>
    </DemoGrid>
  );
}
