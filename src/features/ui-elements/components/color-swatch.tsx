import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { contrastRatio, type ThemeColor } from '@/lib/colors';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import type { ThemeTokens } from './use-theme-tokens';
import { useCopyValue } from './copy-value';

const AA = 4.5;
const WHITE = '#FFFFFF';

/** Literal classes so Tailwind generates them. */
const FILL: Record<ThemeColor, string> = {
  primary: 'bg-primary',
  secondary: 'bg-secondary',
  success: 'bg-success',
  danger: 'bg-danger',
  warning: 'bg-warning',
  info: 'bg-info',
  // In the dark theme `dark` is the card colour itself: a frame inside keeps the tile from reading as empty.
  dark: 'bg-dark dark:outline-1 dark:-outline-offset-8 dark:outline-border',
  light: 'bg-light border',
};

export function ContrastRow({ label, swatch, fg, bg }: { label: string; swatch: string; fg: string; bg: string }) {
  const { t, i18n } = useTranslation('ui-elements');
  const ratio = contrastRatio(fg, bg);
  const pass = ratio >= AA;
  return (
    <div className="flex items-center gap-2 py-1.5 text-xs">
      {/* foreground/20 keeps the chip's edge visible when it matches the card (dark on a dark card). */}
      <span className="size-3.5 shrink-0 rounded-sm border border-foreground/20" style={{ background: swatch }} aria-hidden="true" />
      {/* The label may wrap (long in German at 390 px); it must never run under the ratio. */}
      <span className="min-w-0 flex-1">
        <span className="text-[var(--heading)]">{label}</span>{' '}
        <span className="font-mono whitespace-nowrap text-muted-foreground">{swatch}</span>
      </span>
      <span className="shrink-0 font-mono whitespace-nowrap tabular-nums">
        {t('colors.ratio', { value: formatNumber(ratio, i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) })}
      </span>
      <Badge color={pass ? 'success' : 'danger'}>{pass ? t('colors.pass') : t('colors.fail')}</Badge>
    </div>
  );
}

/** A theme colour: click copies its hex; below, its -solid and -text shades with their contrast and AA verdict. */
export function ColorSwatch({ name, tokens }: { name: ThemeColor; tokens: ThemeTokens }) {
  const { t } = useTranslation('ui-elements');
  const copy = useCopyValue();
  const c = tokens.colors[name];
  const light = name === 'light';
  return (
    <div className="overflow-hidden rounded-lg border">
      <button
        type="button"
        onClick={() => void copy(c.base)}
        className={cn(
          'group flex h-24 w-full cursor-pointer items-end justify-between border-b p-3 text-start focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-ring',
          FILL[name],
        )}
        aria-label={t('colors.copyHex', { name: t(`colors.names.${name}`), value: c.base })}
      >
        <span className={cn('rounded bg-black/55 px-1.5 py-0.5 font-mono text-xs text-white', light && 'bg-white/80 text-dark')}>
          {c.base}
        </span>
        <Copy
          className={cn(
            'size-4 opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100',
            light ? 'text-black' : 'text-white',
          )}
          aria-hidden="true"
        />
      </button>
      <div className="p-3">
        <h3 className="text-sm font-semibold">{t(`colors.names.${name}`)}</h3>
        <div className="mt-1 divide-y">
          {light ? (
            // `light` is the neutral surface (#F6F6F6, #2A2A2A in dark): the theme's heading ink is what sits on it.
            <ContrastRow label={t('colors.inkOn', { name: 'light' })} swatch={tokens.heading} fg={tokens.heading} bg={c.base} />
          ) : (
            <>
              <ContrastRow label={t('colors.solidRow', { name })} swatch={c.solid} fg={WHITE} bg={c.solid} />
              <ContrastRow label={t('colors.textRow', { name })} swatch={c.text} fg={c.text} bg={tokens.card} />
              <ContrastRow label={t('colors.baseRow')} swatch={c.base} fg={WHITE} bg={c.base} />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
