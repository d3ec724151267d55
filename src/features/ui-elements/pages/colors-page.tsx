import { useId } from 'react';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DemoCard } from '@/components/patterns/demo-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { BRAND_HEX, type ThemeColor } from '@/lib/colors';
import { cn } from '@/lib/cn';
import { usePreferences } from '@/lib/preferences.store';
import { ColorSwatch, ContrastRow } from '../components/color-swatch';
import { useCopyValue } from '../components/copy-value';
import { useThemeTokens } from '../components/use-theme-tokens';

const DEFAULTS: ThemeColor[] = ['primary', 'success', 'danger', 'warning', 'dark'];
const MORE: ThemeColor[] = ['secondary', 'info', 'light'];
const GRADIENTS = [
  'bg-linear-to-br from-primary-solid to-info-solid',
  'bg-linear-to-br from-success-solid to-primary-solid',
  'bg-linear-to-br from-danger-solid to-warning-solid',
  'bg-linear-to-br from-warning-solid to-danger-solid',
  'bg-linear-to-br from-info-solid to-secondary-solid',
  'bg-linear-to-br from-dark-solid to-secondary-solid',
];
/** Picker presets: sample brand colours a user may try. */
const PRESETS = ['#00A598', '#7367F0', '#1E88E5', '#EA5455', '#FF9F43', '#28C76F'];
const UTIL: ThemeColor[] = ['primary', 'success', 'danger', 'warning', 'info', 'secondary', 'dark'];
const TEXT_CLASS: Record<string, string> = {
  primary: 'text-primary-text',
  success: 'text-success-text',
  danger: 'text-danger-text',
  warning: 'text-warning-text',
  info: 'text-info-text',
  secondary: 'text-secondary-text',
  dark: 'text-dark-text',
};
const SOFT_CLASS: Record<string, string> = {
  primary: 'bg-primary-soft text-primary-text',
  success: 'bg-success-soft text-success-text',
  danger: 'bg-danger-soft text-danger-text',
  warning: 'bg-warning-soft text-warning-text',
  info: 'bg-info-soft text-info-text',
  secondary: 'bg-secondary-soft text-secondary-text',
  dark: 'bg-dark-soft text-dark-text',
};
const SOLID_CLASS: Record<string, string> = {
  primary: 'bg-primary-solid',
  success: 'bg-success-solid',
  danger: 'bg-danger-solid',
  warning: 'bg-warning-solid',
  info: 'bg-info-solid',
  secondary: 'bg-secondary-solid',
  dark: 'bg-dark-solid',
};

const CODE = {
  swatch: `<button onClick={() => navigator.clipboard.writeText('#00A598')} className="bg-primary" />
contrastRatio('#FFFFFF', '#00786E'); // 5.3 → AA`,
  gradient: `<div className="bg-linear-to-br from-primary-solid to-info-solid text-white" />`,
  picker: `const setLayout = usePreferences((s) => s.setLayout);
<input type="color" onChange={(e) => setLayout({ primaryColor: e.target.value })} />
setLayout({ primaryColor: null }); // back to #00A598`,
  utilities: `/* theme.css */ :root { --brand: #7367f0; --brand-solid: #5e50ee; }
/* index.css */ @theme inline { --color-brand: var(--brand); --color-brand-solid: var(--brand-solid); }
<p className="text-primary-text">…</p>
<div className="bg-brand-solid text-white">…</div>`,
};

export default function ColorsPage() {
  const { t } = useTranslation('ui-elements');
  const tokens = useThemeTokens();
  const copy = useCopyValue();
  const primaryColor = usePreferences((s) => s.primaryColor);
  const setLayout = usePreferences((s) => s.setLayout);
  const pickerId = useId();
  const current = (primaryColor ?? BRAND_HEX.primary).toUpperCase();
  const solid = tokens.colors.primary.solid;
  return (
    <div className="grid gap-6">
      <DemoCard title={t('colors.default.title')} description={t('colors.default.text')} code={CODE.swatch}>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {DEFAULTS.map((name) => (
            <ColorSwatch key={name} name={name} tokens={tokens} />
          ))}
        </div>
        <h3 className="mt-6 mb-3 text-sm font-semibold">{t('colors.more')}</h3>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {MORE.map((name) => (
            <ColorSwatch key={name} name={name} tokens={tokens} />
          ))}
        </div>
      </DemoCard>

      <DemoCard title={t('colors.gradients.title')} description={t('colors.gradients.text')} code={CODE.gradient}>
        <div className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6">
          {GRADIENTS.map((cls, i) => (
            <button
              key={cls}
              type="button"
              onClick={() => void copy(cls)}
              aria-label={t('colors.copyClass', { value: cls })}
              className={cn(
                'flex h-24 cursor-pointer items-end rounded-lg p-3 text-start text-xs font-semibold text-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                cls,
              )}
            >
              {t('colors.gradients.item', { n: i + 1 })}
            </button>
          ))}
        </div>
      </DemoCard>

      <DemoCard title={t('colors.picker.title')} description={t('colors.picker.text')} code={CODE.picker}>
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="space-y-4">
            <div className="flex flex-wrap items-center gap-3">
              <label htmlFor={pickerId} className="text-sm font-medium text-[var(--heading)]">
                {t('colors.picker.label')}
              </label>
              <input
                id={pickerId}
                type="color"
                value={current.toLowerCase()}
                onChange={(e) => setLayout({ primaryColor: e.target.value })}
                className="h-9 w-14 cursor-pointer rounded-md border bg-card p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              />
              <span className="font-mono text-sm">{current}</span>
              <Button
                size="sm"
                variant="outline"
                color="secondary"
                onClick={() => setLayout({ primaryColor: null })}
                focusableWhenDisabled
                disabled={!primaryColor}
              >
                <RotateCcw aria-hidden="true" />
                {t('colors.picker.reset')}
              </Button>
            </div>
            <div className="flex flex-wrap gap-2" role="group" aria-label={t('colors.picker.presets')}>
              {PRESETS.map((hex) => (
                <button
                  key={hex}
                  type="button"
                  onClick={() => setLayout({ primaryColor: hex === BRAND_HEX.primary ? null : hex })}
                  aria-label={t('colors.picker.use', { value: hex })}
                  aria-pressed={current === hex}
                  className="size-8 cursor-pointer rounded-full ring-offset-2 ring-offset-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-pressed:ring-2 aria-pressed:ring-[var(--heading)]"
                  style={{ background: hex }}
                />
              ))}
            </div>
            <ContrastRow label={t('colors.solidRow', { name: 'primary' })} swatch={solid} fg="#FFFFFF" bg={solid} />
          </div>
          <div className="space-y-4 rounded-lg border p-4" aria-label={t('colors.picker.preview')} role="group">
            <div className="flex flex-wrap gap-2">
              <Button size="sm">{t('colors.picker.button')}</Button>
              <Button size="sm" variant="outline">
                {t('colors.picker.button')}
              </Button>
              <Badge>{t('colors.picker.badge')}</Badge>
              <Badge variant="solid">{t('colors.picker.badge')}</Badge>
            </div>
            <Progress value={64} label={t('colors.picker.preview')} />
            <p className="text-sm">
              {t('colors.picker.sample')} <span className="font-semibold text-primary-text">{t('colors.picker.highlight')}</span>
            </p>
          </div>
        </div>
      </DemoCard>

      <DemoCard title={t('colors.utilities.title')} description={t('colors.utilities.text')} code={CODE.utilities}>
        <div className="grid gap-3 md:grid-cols-3">
          {UTIL.map((name) => (
            <div key={name} className="grid gap-2 rounded-lg border p-3">
              <p className={cn('text-sm font-semibold', TEXT_CLASS[name])}>{TEXT_CLASS[name]}</p>
              <p className={cn('rounded-md px-2 py-1.5 font-mono text-xs', SOFT_CLASS[name])}>{`bg-${name}-soft`}</p>
              <p
                className={cn('rounded-md px-2 py-1.5 font-mono text-xs text-white', SOLID_CLASS[name])}
              >{`bg-${name}-solid text-white`}</p>
            </div>
          ))}
        </div>
      </DemoCard>
    </div>
  );
}
