import { useTranslation } from 'react-i18next';
import { DemoCard } from '@/components/patterns/demo-card';
import { cn } from '@/lib/cn';

const SOLID = {
  primary: 'bg-primary-solid',
  success: 'bg-success-solid',
  danger: 'bg-danger-solid',
  warning: 'bg-warning-solid',
  info: 'bg-info-solid',
  dark: 'bg-dark-solid',
} as const;

const GRADIENTS = {
  primary: 'from-primary-solid to-info-solid',
  success: 'from-success-solid to-primary-solid',
  danger: 'from-danger-solid to-warning-solid',
  warning: 'from-warning-solid to-danger-solid',
  info: 'from-info-solid to-secondary-solid',
  dark: 'from-dark-solid to-secondary-solid',
} as const;

const TEXT = [
  { title: 'text-primary-text', subtitle: 'text-muted-foreground', content: 'text-foreground' },
  { title: 'text-success-text', subtitle: 'text-warning-text', content: 'text-foreground' },
  { title: 'text-danger-text', subtitle: 'text-info-text', content: 'text-muted-foreground' },
] as const;

const SOLID_CODE = `<section className="rounded-lg bg-primary-solid p-5 text-white">
  <h3 className="font-semibold text-white">Primary</h3>
  <p className="text-white">White text on a -solid token passes WCAG AA.</p>
</section>`;
const GRADIENT_CODE = `<section className="rounded-lg bg-linear-to-br from-primary-solid to-info-solid p-5 text-white">
  …
</section>`;
const IMAGE_CODE = `<section className="relative overflow-hidden rounded-lg text-white">
  <img src="/images/cards/place.svg" alt="" className="absolute inset-0 size-full object-cover" />
  <div className="absolute inset-0 bg-linear-to-t from-black/85 via-black/55 to-primary-solid/40" />
  <div className="relative p-5">…</div>
</section>`;
const TEXT_CODE = `<h3 className="text-primary-text">Title</h3>
<p className="text-muted-foreground">Subtitle</p>`;

type Tone = keyof typeof SOLID;
const TONES = Object.keys(SOLID) as Tone[];
const tile = 'rounded-lg p-5 text-white shadow-sm';

export default function CardColorsPage() {
  const { t } = useTranslation('dashboard');
  const body = (tone: Tone) => (
    <>
      <h3 className="text-base font-semibold text-white">{t(`colorNames.${tone}`)}</h3>
      <p className="mt-2 text-sm text-white">{t('cardColors.sample')}</p>
    </>
  );
  return (
    <div className="grid gap-6">
      <DemoCard title={t('cardColors.solid.title')} description={t('cardColors.solid.subtitle')} code={SOLID_CODE}>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {TONES.map((tone) => (
            <section key={tone} className={cn(tile, SOLID[tone])}>
              {body(tone)}
            </section>
          ))}
        </div>
      </DemoCard>
      <DemoCard title={t('cardColors.gradient.title')} description={t('cardColors.gradient.subtitle')} code={GRADIENT_CODE}>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {TONES.map((tone) => (
            <section key={tone} className={cn(tile, 'bg-linear-to-br', GRADIENTS[tone])}>
              {body(tone)}
            </section>
          ))}
        </div>
      </DemoCard>
      <DemoCard title={t('cardColors.image.title')} description={t('cardColors.image.subtitle')} code={IMAGE_CODE}>
        <div className="grid gap-4 md:grid-cols-2">
          {(
            [
              ['primary', 'city'],
              ['danger', 'sound'],
            ] as const
          ).map(([tone, item], i) => (
            <section key={tone} className="relative min-h-56 overflow-hidden rounded-lg text-white shadow-sm">
              <img
                src={i ? '/images/cards/review.svg' : '/images/cards/place.svg'}
                alt=""
                className="absolute inset-0 size-full object-cover"
              />
              <div
                className={cn(
                  'absolute inset-0 bg-linear-to-t from-black/85 via-black/55',
                  tone === 'primary' ? 'to-primary-solid/40' : 'to-danger-solid/40',
                )}
              />
              <div className="relative flex h-full min-h-56 flex-col justify-end p-5">
                <h3 className="text-lg font-semibold text-white">{t(`cardColors.image.items.${item}.title`)}</h3>
                <p className="mt-1 text-sm text-white">{t(`cardColors.image.items.${item}.text`)}</p>
              </div>
            </section>
          ))}
        </div>
      </DemoCard>
      <DemoCard title={t('cardColors.text.title')} description={t('cardColors.text.subtitle')} code={TEXT_CODE}>
        <div className="grid gap-4 md:grid-cols-3">
          {TEXT.map((v) => (
            <section key={v.title} className="rounded-lg border p-5">
              <h3 className={cn('text-base font-semibold', v.title)}>{t('cardColors.text.cardTitle')}</h3>
              <p className={cn('mt-1 text-sm font-medium', v.subtitle)}>{t('cardColors.text.cardSubtitle')}</p>
              <p className={cn('mt-3 text-sm', v.content)}>{t('cardColors.text.content')}</p>
              <p className="mt-3 font-mono text-xs text-muted-foreground">{[v.title, v.subtitle, v.content].join(' · ')}</p>
            </section>
          ))}
        </div>
      </DemoCard>
    </div>
  );
}
