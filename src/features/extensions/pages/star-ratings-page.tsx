import { useState, type ReactNode } from 'react';
import { Heart, RotateCcw, ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { StarRating } from '@/components/ui/star-rating';
import { Switch } from '@/components/ui/switch';
import { Label } from '@/components/ui/label';
import { DemoCard } from '@/components/patterns/demo-card';
import { DemoGrid } from '../components/demo-grid';

const SIZES = ['sm', 'md', 'lg', 'xl'] as const;
const COLORS = ['warning', 'primary', 'danger', 'success', 'info'] as const;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
      <span className="text-sm text-muted-foreground">{label}</span>
      {children}
    </div>
  );
}

export default function StarRatingsPage() {
  const { t, i18n } = useTranslation('extensions');
  // Half and fluid values are read out and shown with the locale's decimal separator (2,5 in German).
  const num = (v: number) => formatNumber(v, i18n.language, { maximumFractionDigits: 2 });
  const [fluid, setFluid] = useState(3.27);
  const [captured, setCaptured] = useState(0);
  const [hovered, setHovered] = useState<number | null>(null);
  const [showLabel, setShowLabel] = useState(true);
  const [bound, setBound] = useState(3);
  const text = (v: number, max: number) => t('stars.valueText', { value: num(v), max: num(max) });

  return (
    <DemoGrid>
      <DemoCard
        title={t('stars.basic.title')}
        description={t('stars.basic.text')}
        code={`<StarRating aria-label="Rating" />\n<StarRating step={0.5} defaultValue={2.5} />\n<StarRating step={0.01} value={v} onValueChange={setV} />`}
        contentClassName="grid gap-4"
      >
        <Row label={t('stars.basic.default')}>
          <StarRating aria-label={t('stars.basic.default')} getValueText={text} />
        </Row>
        <Row label={t('stars.basic.half')}>
          <StarRating aria-label={t('stars.basic.half')} step={0.5} defaultValue={2.5} getValueText={text} />
        </Row>
        <Row label={t('stars.basic.preset')}>
          <StarRating aria-label={t('stars.basic.preset')} defaultValue={4} getValueText={text} />
        </Row>
        <Row
          label={`${t('stars.basic.fluid')} (${formatNumber(fluid, i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })})`}
        >
          <StarRating aria-label={t('stars.basic.fluid')} step={0.01} value={fluid} onValueChange={setFluid} getValueText={text} />
        </Row>
      </DemoCard>

      <DemoCard
        title={t('stars.custom.title')}
        description={t('stars.custom.text')}
        code={`<StarRating starClassName="stroke-[2.5]" />\n<StarRating icon={Heart} color="danger" />\n<StarRating starClassName="drop-shadow-[0_0_6px_var(--warning)]" />`}
        contentClassName="grid gap-4"
      >
        <Row label={t('stars.custom.bordered')}>
          <StarRating
            aria-label={t('stars.custom.bordered')}
            defaultValue={3}
            starClassName="stroke-[2.5] stroke-warning-text"
            getValueText={text}
          />
        </Row>
        <Row label={t('stars.custom.styledText')}>
          <span className="flex items-center gap-3">
            <StarRating aria-label={t('stars.custom.styledText')} value={4} readOnly getValueText={text} />
            <span className="rounded-md bg-warning-soft px-2 py-0.5 text-sm font-semibold text-warning-text">
              {t('stars.custom.excellent')}
            </span>
          </span>
        </Row>
        <Row label={t('stars.custom.shape')}>
          <StarRating aria-label={t('stars.custom.shape')} icon={Heart} color="danger" defaultValue={2} getValueText={text} />
        </Row>
        <Row label={t('stars.custom.shape2')}>
          <StarRating aria-label={t('stars.custom.shape2')} icon={ThumbsUp} color="primary" defaultValue={3} getValueText={text} />
        </Row>
        <Row label={t('stars.custom.glow')}>
          <StarRating
            aria-label={t('stars.custom.glow')}
            defaultValue={4}
            starClassName="drop-shadow-[0_0_6px_var(--warning)]"
            getValueText={text}
          />
        </Row>
      </DemoCard>

      <DemoCard title={t('stars.sizing.title')} code={`<StarRating size="sm" />\n<StarRating size="xl" />`} contentClassName="grid gap-4">
        {SIZES.map((s) => (
          <Row key={s} label={t(`stars.sizing.${s}`)}>
            <StarRating aria-label={t(`stars.sizing.${s}`)} size={s} defaultValue={3} getValueText={text} />
          </Row>
        ))}
      </DemoCard>

      <DemoCard title={t('stars.colors.title')} code={`<StarRating color="success" defaultValue={3} />`} contentClassName="grid gap-4">
        {COLORS.map((c) => (
          <Row key={c} label={t(`stars.colors.${c}`)}>
            <StarRating aria-label={t(`stars.colors.${c}`)} color={c} defaultValue={3} getValueText={text} />
          </Row>
        ))}
      </DemoCard>

      <DemoCard
        title={t('stars.capture.title')}
        description={t('stars.capture.text')}
        code={`<StarRating value={v} onValueChange={setV} onHoverChange={setHover} />\n<Button onClick={() => setV(0)}>Reset</Button>`}
        contentClassName="grid gap-4"
      >
        <StarRating
          aria-label={t('stars.capture.label')}
          size="lg"
          value={captured}
          onValueChange={setCaptured}
          onHoverChange={setHovered}
          getValueText={text}
        />
        {showLabel && (
          <p className="text-sm" aria-live="polite" data-testid="captured">
            {t('stars.capture.selected', { count: captured })}
          </p>
        )}
        <p className="min-h-5 text-sm text-muted-foreground">{hovered !== null && t('stars.capture.hover', { count: hovered })}</p>
        <div className="flex flex-wrap items-center gap-4">
          <Button
            variant="outline"
            color="secondary"
            size="sm"
            disabled={captured === 0}
            onClick={(e) => {
              // Reset disables itself: focus goes back to the rating it cleared, not to <body>.
              const rating = e.currentTarget.closest('section')?.querySelector<HTMLElement>('[role="slider"]');
              setCaptured(0);
              rating?.focus();
            }}
          >
            <RotateCcw aria-hidden="true" />
            {t('stars.capture.reset')}
          </Button>
          <div className="flex items-center gap-2">
            <Switch id="stars-show-label" checked={showLabel} onCheckedChange={setShowLabel} />
            <Label htmlFor="stars-show-label">{t('stars.capture.showLabel')}</Label>
          </div>
        </div>
      </DemoCard>

      <DemoCard
        title={t('stars.other.title')}
        description={t('stars.other.text')}
        code={`<StarRating readOnly value={3.5} />\n<StarRating max={10} />`}
        contentClassName="grid gap-4"
      >
        <Row label={t('stars.other.readOnly')}>
          <StarRating aria-label={t('stars.other.readOnly')} readOnly value={3.5} getValueText={text} />
        </Row>
        <Row label={t('stars.other.bound', { value: bound })}>
          <span className="flex flex-col items-end gap-1">
            <StarRating aria-label={t('stars.other.boundA')} value={bound} onValueChange={setBound} getValueText={text} />
            <StarRating
              aria-label={t('stars.other.boundB')}
              value={bound}
              onValueChange={setBound}
              color="info"
              size="sm"
              getValueText={text}
            />
          </span>
        </Row>
        <Row label={t('stars.other.max')}>
          <StarRating aria-label={t('stars.other.max')} max={10} defaultValue={7} size="sm" getValueText={text} />
        </Row>
      </DemoCard>
    </DemoGrid>
  );
}
