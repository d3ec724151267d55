import { Heart, Scissors, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DemoCard } from '@/components/patterns/demo-card';
import { COLORS } from '../components/demo-colors';
import { DemoGrid } from '../components/demo-grid';
import { Divider } from '../components/divider';

export default function DividerPage() {
  const { t } = useTranslation('component-demos');
  const para = <p className="text-sm text-muted-foreground">{t('divider.para')}</p>;
  return (
    <DemoGrid>
      <DemoCard title={t('divider.default')} code={`<Divider />`} contentClassName="grid gap-3">
        {para}
        <Divider />
        {para}
      </DemoCard>

      <DemoCard title={t('divider.text')} code={`<Divider>Or</Divider>`} contentClassName="grid gap-3">
        {para}
        <Divider>{t('divider.or')}</Divider>
        {para}
      </DemoCard>

      <DemoCard title={t('divider.position')} code={`<Divider position="left">Left</Divider>`} contentClassName="grid gap-4">
        {(['left', 'center', 'right'] as const).map((p) => (
          <Divider key={p} position={p}>
            {t(`sides.${p}`)}
          </Divider>
        ))}
      </DemoCard>

      <DemoCard title={t('divider.colors')} code={`<Divider color="success">Success</Divider>`} contentClassName="grid gap-4">
        {COLORS.map((c) => (
          <Divider key={c} color={c}>
            {t(`colors.${c}`)}
          </Divider>
        ))}
      </DemoCard>

      <DemoCard title={t('divider.style')} code={`<Divider lineStyle="dashed">Dashed</Divider>`} contentClassName="grid gap-4">
        {(['solid', 'dashed', 'dotted'] as const).map((s) => (
          <Divider key={s} lineStyle={s} color={s === 'solid' ? undefined : 'primary'}>
            {t(`divider.styles.${s}`)}
          </Divider>
        ))}
      </DemoCard>

      <DemoCard title={t('divider.icon')} code={`<Divider><Star aria-hidden="true" /></Divider>`} contentClassName="grid gap-4">
        <Divider color="warning">
          <Star aria-hidden="true" />
          <span className="sr-only">{t('divider.star')}</span>
        </Divider>
        <Divider color="danger" lineStyle="dashed">
          <Heart aria-hidden="true" />
          {t('divider.liked')}
        </Divider>
        <Divider lineStyle="dotted" position="left">
          <Scissors aria-hidden="true" />
          {t('divider.cut')}
        </Divider>
      </DemoCard>
    </DemoGrid>
  );
}
