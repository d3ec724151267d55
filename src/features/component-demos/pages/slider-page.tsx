import { useState, type ReactNode } from 'react';
import { Sun, SunDim, Volume1, Volume2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { Slider } from '@/components/ui/slider';
import { DemoCard } from '@/components/patterns/demo-card';
import { COLORS } from '../components/demo-colors';
import { DemoGrid } from '../components/demo-grid';

function Output({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <output id={id} className="text-sm font-medium text-[var(--heading)] tabular-nums" aria-live="polite">
      {children}
    </output>
  );
}

export default function SliderPage() {
  const { t, i18n } = useTranslation('component-demos');
  // Read-outs in the reader's number format: 1.000 € (de), 1 000 € (fr), 65 % (de, fr).
  const euros = (v: number) => formatNumber(v, i18n.language, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const [volume, setVolume] = useState([40]);
  const [price, setPrice] = useState([120, 480]);
  const [rating, setRating] = useState([3]);
  const [live, setLive] = useState([25]);
  const [committed, setCommitted] = useState([25]);
  const [brightness, setBrightness] = useState([60]);

  return (
    <DemoGrid>
      <DemoCard
        title={t('slider.default')}
        description={t('slider.defaultText')}
        code={`<Slider value={value} onValueChange={setValue} thumbLabels="Volume" />`}
        contentClassName="grid gap-3"
      >
        <Slider value={volume} onValueChange={setVolume} thumbLabels={t('slider.volume')} />
        <Output>{t('slider.value', { value: volume[0] })}</Output>
        <Slider defaultValue={[30]} disabled thumbLabels={t('slider.disabled')} />
      </DemoCard>

      <DemoCard title={t('slider.colors')} code={`<Slider color="danger" defaultValue={[50]} />`} contentClassName="grid gap-5">
        {COLORS.map((c, i) => (
          <Slider key={c} color={c} defaultValue={[20 + i * 10]} thumbLabels={t('slider.colorLabel', { color: t(`colors.${c}`) })} />
        ))}
      </DemoCard>

      <DemoCard
        title={t('slider.icon')}
        code={`<Volume1 aria-hidden="true" />\n<Slider … />\n<Volume2 aria-hidden="true" />`}
        contentClassName="grid gap-5"
      >
        <div className="flex items-center gap-3 text-muted-foreground [&>svg]:size-5 [&>svg]:shrink-0">
          <Volume1 aria-hidden="true" />
          <Slider value={volume} onValueChange={setVolume} thumbLabels={t('slider.volume')} />
          <Volume2 aria-hidden="true" />
        </div>
        <div className="flex items-center gap-3 text-muted-foreground [&>svg]:size-5 [&>svg]:shrink-0">
          <SunDim aria-hidden="true" />
          <Slider color="warning" value={brightness} onValueChange={setBrightness} thumbLabels={t('slider.brightness')} />
          <Sun aria-hidden="true" />
        </div>
      </DemoCard>

      <DemoCard
        title={t('slider.range')}
        description={t('slider.rangeText')}
        code={`<Slider value={[min, max]} min={0} max={1000} step={10} minStepsBetweenThumbs={5} thumbLabels={['Minimum', 'Maximum']} />`}
        contentClassName="grid gap-3"
      >
        <Slider
          value={price}
          onValueChange={setPrice}
          min={0}
          max={1000}
          step={10}
          minStepsBetweenThumbs={5}
          color="success"
          thumbLabels={[t('slider.min'), t('slider.max')]}
        />
        <Output>{t('slider.priceRange', { min: euros(price[0] ?? 0), max: euros(price[1] ?? 0) })}</Output>
      </DemoCard>

      <DemoCard
        title={t('slider.ticks')}
        description={t('slider.ticksText')}
        code={`<Slider min={1} max={5} step={1} showTicks />`}
        contentClassName="grid gap-3"
      >
        <Slider
          value={rating}
          onValueChange={setRating}
          min={1}
          max={5}
          step={1}
          showTicks
          color="warning"
          thumbLabels={t('slider.rating')}
        />
        <div className="flex justify-between px-1 text-xs text-muted-foreground" aria-hidden="true">
          {[1, 2, 3, 4, 5].map((n) => (
            <span key={n}>{n}</span>
          ))}
        </div>
        <Output>{t('slider.stars', { count: rating[0] })}</Output>
      </DemoCard>

      <DemoCard title={t('slider.label')} description={t('slider.labelText')} code={`<Slider showValue formatValue={(v) => \`\${v}%\`} />`}>
        <Slider
          defaultValue={[65]}
          showValue
          formatValue={(v) => formatNumber(v / 100, i18n.language, { style: 'percent' })}
          color="info"
          thumbLabels={t('slider.opacity')}
        />
      </DemoCard>

      <DemoCard
        title={t('slider.change')}
        description={t('slider.changeText')}
        code={`<Slider onValueChange={setLive} onValueCommit={setCommitted} />`}
        contentClassName="grid gap-3"
      >
        <Slider value={live} onValueChange={setLive} onValueCommit={setCommitted} thumbLabels={t('slider.level')} />
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div className="rounded-md bg-muted px-3 py-2">
            <dt className="text-xs text-muted-foreground">{t('slider.liveValue')}</dt>
            <dd className="font-semibold text-[var(--heading)] tabular-nums">{live[0]}</dd>
          </div>
          <div className="rounded-md bg-muted px-3 py-2">
            <dt className="text-xs text-muted-foreground">{t('slider.committed')}</dt>
            <dd className="font-semibold text-[var(--heading)] tabular-nums">{committed[0]}</dd>
          </div>
        </dl>
      </DemoCard>
    </DemoGrid>
  );
}
