import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { ChevronRight, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Slider } from '@/components/ui/slider';
import { Switch } from '@/components/ui/switch';
import type { CategoryNode, RefineResult } from '../search/refine';
import { activePreset, isRefined, PRICE_PRESETS, type SearchState } from '../search/search-state';
import { RatingStars } from './rating-stars';

interface ShopFiltersProps {
  state: SearchState;
  result: RefineResult;
  /** `replace`: rewrite the current history entry instead of adding one (Back then skips it). */
  onChange: (patch: Partial<SearchState>, options?: { replace?: boolean }) => void;
  onClear: () => void;
}

const BRANDS_SHOWN = 8;
const SLIDER_BURST_MS = 1000;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="border-b py-4 last:border-b-0">
      <h3 className="mb-3 text-sm font-semibold text-[var(--heading)]">{title}</h3>
      {children}
    </section>
  );
}

function CategoryList({ nodes, onPick }: { nodes: CategoryNode[]; onPick: (node: CategoryNode) => void }) {
  const { i18n } = useTranslation();
  return (
    <ul className="grid gap-0.5">
      {nodes.map((node) => (
        <li key={node.value}>
          <button
            type="button"
            onClick={() => onPick(node)}
            aria-pressed={node.refined}
            className={cn(
              'flex w-full items-center gap-1.5 rounded-md px-2 py-1.5 text-left text-sm transition hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
              node.refined && 'font-semibold text-primary-text',
            )}
          >
            <ChevronRight className={cn('size-3.5 shrink-0 transition-transform', node.refined && 'rotate-90')} aria-hidden="true" />
            <span className="min-w-0 flex-1 break-words">{node.label}</span>
            <span className="rounded-full bg-muted px-1.5 text-xs text-muted-foreground tabular-nums">
              {formatNumber(node.count, i18n.language)}
            </span>
          </button>
          {node.refined && node.children.length > 0 && (
            <div className="ml-3 border-l pl-1.5">
              <CategoryList nodes={node.children} onPick={onPick} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

function PriceSlider({
  state,
  bounds,
  onChange,
}: {
  state: SearchState;
  bounds: { min: number; max: number };
  onChange: ShopFiltersProps['onChange'];
}) {
  const { t, i18n } = useTranslation('shop');
  const committed = useMemo(() => {
    const clamp = (v: number) => Math.min(bounds.max, Math.max(bounds.min, v));
    return [clamp(state.priceMin ?? bounds.min), clamp(state.priceMax ?? bounds.max)];
  }, [state.priceMin, state.priceMax, bounds.min, bounds.max]);
  const [value, setValue] = useState(committed);
  useEffect(() => setValue(committed), [committed]);
  const lastCommit = useRef(0);
  // Whole dollars (the slider steps by 1) in the reader's format: "$4" / "4 $", never "4,00 $".
  const money = (v: number) =>
    formatNumber(v, i18n.language, { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });
  if (bounds.max <= bounds.min) return <p className="text-sm text-muted-foreground">{money(bounds.min)}</p>;
  return (
    <div className="px-1">
      <Slider
        min={bounds.min}
        max={bounds.max}
        step={1}
        minStepsBetweenThumbs={1}
        value={value}
        onValueChange={setValue}
        onValueCommit={([lo = bounds.min, hi = bounds.max]) => {
          // Arrow and Page keys commit on every press: a burst of them is one history entry, so Back undoes it at once.
          const now = Date.now();
          const replace = now - lastCommit.current < SLIDER_BURST_MS;
          lastCommit.current = now;
          onChange({ priceMin: lo <= bounds.min ? null : lo, priceMax: hi >= bounds.max ? null : hi }, { replace });
        }}
        thumbLabels={[t('filters.minPrice'), t('filters.maxPrice')]}
      />
      <div className="mt-2 flex justify-between text-xs text-muted-foreground tabular-nums">
        <span>{money(value[0] ?? bounds.min)}</span>
        <span>{money(value[1] ?? bounds.max)}</span>
      </div>
    </div>
  );
}

export function ShopFilters({ state, result, onChange, onClear }: ShopFiltersProps) {
  const { t, i18n } = useTranslation('shop');
  const uid = useId();
  const [brandQuery, setBrandQuery] = useState('');
  const [showAllBrands, setShowAllBrands] = useState(false);
  const preset = activePreset(state);
  const brands = result.brands.filter((b) => b.value.toLowerCase().includes(brandQuery.trim().toLowerCase()));
  const visibleBrands = showAllBrands || brandQuery ? brands : brands.slice(0, BRANDS_SHOWN);
  const count = (n: number) => formatNumber(n, i18n.language);

  return (
    <div className="text-sm">
      <Section title={t('filters.priceRange')}>
        <RadioGroup
          value={preset ?? ''}
          onValueChange={(id) => {
            const p = PRICE_PRESETS.find((x) => x.id === id);
            if (p) onChange({ priceMin: p.min, priceMax: p.max });
          }}
          aria-label={t('filters.priceRange')}
        >
          {PRICE_PRESETS.map((p) => (
            <div key={p.id} className="flex items-center gap-2">
              <RadioGroupItem value={p.id} id={`${uid}price-${p.id}`} />
              <Label htmlFor={`${uid}price-${p.id}`} className="cursor-pointer font-normal">
                {t(`filters.presets.${p.id}`)}
              </Label>
            </div>
          ))}
        </RadioGroup>
      </Section>

      <Section title={t('filters.priceSlider')}>
        <PriceSlider state={state} bounds={result.priceBounds} onChange={onChange} />
      </Section>

      <Section title={t('filters.category')}>
        <button
          type="button"
          onClick={() => onChange({ category: '' })}
          aria-pressed={!state.category}
          className={cn(
            'mb-1 w-full rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted',
            !state.category && 'font-semibold text-primary-text',
          )}
        >
          {t('filters.allCategories')}
        </button>
        <CategoryList
          nodes={result.categories}
          onPick={(node) => onChange({ category: node.refined ? node.value.split(' > ').slice(0, node.level).join(' > ') : node.value })}
        />
      </Section>

      <Section title={t('filters.brand')}>
        <div className="relative mb-3">
          <Search
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            value={brandQuery}
            onChange={(e) => setBrandQuery(e.target.value)}
            placeholder={t('filters.brandSearch')}
            aria-label={t('filters.brandSearch')}
            className="pl-8"
            maxLength={100}
          />
        </div>
        {visibleBrands.length === 0 ? (
          <p className="py-2 text-muted-foreground">{t('filters.noBrands')}</p>
        ) : (
          <ul className="grid gap-2">
            {visibleBrands.map((b) => {
              const id = `${uid}brand-${b.value.replace(/\W+/g, '-')}`;
              return (
                <li key={b.value} className="flex items-center gap-2">
                  <Checkbox
                    id={id}
                    checked={state.brands.includes(b.value)}
                    onCheckedChange={(on) =>
                      onChange({ brands: on ? [...state.brands, b.value] : state.brands.filter((x) => x !== b.value) })
                    }
                  />
                  <Label htmlFor={id} className="min-w-0 flex-1 cursor-pointer font-normal">
                    <span dir="auto" className="truncate">
                      {b.value}
                    </span>
                  </Label>
                  <span className="text-xs text-muted-foreground tabular-nums">{count(b.count)}</span>
                </li>
              );
            })}
          </ul>
        )}
        {!brandQuery && brands.length > BRANDS_SHOWN && (
          <Button variant="link" size="sm" className="mt-2" onClick={() => setShowAllBrands((v) => !v)}>
            {showAllBrands ? t('filters.showLess') : t('filters.showMore')}
          </Button>
        )}
      </Section>

      <Section title={t('filters.rating')}>
        <ul className="grid gap-0.5">
          {result.ratings.map((r) => (
            <li key={r.value}>
              <button
                type="button"
                aria-pressed={state.rating === r.value}
                onClick={() => onChange({ rating: state.rating === r.value ? null : r.value })}
                className={cn(
                  'flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left hover:bg-muted',
                  state.rating === r.value && 'bg-primary-soft font-semibold text-primary-text',
                )}
              >
                <RatingStars value={r.value} />
                <span className="sr-only">{t('filters.stars', { count: r.value })}</span>
                <span className="flex-1">{t('filters.andUp')}</span>
                <span className="text-xs text-muted-foreground tabular-nums">({count(r.count)})</span>
              </button>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t('filters.shipping')}>
        <div className="flex items-center gap-2">
          <Switch id={`${uid}free-shipping`} checked={state.freeShipping} onCheckedChange={(on) => onChange({ freeShipping: on })} />
          <Label htmlFor={`${uid}free-shipping`} className="flex-1 cursor-pointer font-normal">
            {t('filters.freeShipping')}
          </Label>
          <span className="text-xs text-muted-foreground tabular-nums">{count(result.freeShippingCount)}</span>
        </div>
      </Section>

      {/* It disables itself when pressed: stay focusable, so keyboard focus is not dropped to <body>. */}
      <Button className="mt-2 w-full" onClick={onClear} disabled={!isRefined(state)} focusableWhenDisabled>
        {t('filters.remove')}
      </Button>
    </div>
  );
}
