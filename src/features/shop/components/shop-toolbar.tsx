import { LayoutGrid, List, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { SORTS, type SortKey, type ViewMode } from '../search/search-state';

interface ShopToolbarProps {
  total: number | null;
  ms: number;
  sort: SortKey;
  view: ViewMode;
  onSort: (sort: SortKey) => void;
  onView: (view: ViewMode) => void;
  onOpenFilters: () => void;
}

export function ShopToolbar({ total, ms, sort, view, onSort, onView, onOpenFilters }: ShopToolbarProps) {
  const { t, i18n } = useTranslation('shop');
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="outline" color="secondary" className="lg:hidden" onClick={onOpenFilters}>
        <SlidersHorizontal aria-hidden="true" /> {t('filters.title')}
      </Button>
      <p
        className="order-first w-full min-w-0 text-sm font-medium text-[var(--heading)] sm:order-none sm:w-auto sm:flex-1"
        role="status"
        aria-live="polite"
      >
        {total === null
          ? ''
          : t('results.stats', {
              count: total,
              formatted: formatNumber(total, i18n.language),
              ms: formatNumber(ms, i18n.language, { maximumFractionDigits: ms < 10 ? 1 : 0 }),
            })}
      </p>
      <Select value={sort} onValueChange={(v) => onSort(v as SortKey)}>
        <SelectTrigger className="ml-auto w-40 sm:ml-0 sm:w-44" aria-label={t('sort.label')}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {SORTS.map((s) => (
            <SelectItem key={s} value={s}>
              {t(`sort.${s}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <ToggleGroup type="single" value={view} onValueChange={(v) => v && onView(v as ViewMode)} aria-label={t('view.label')}>
        <ToggleGroupItem value="grid" size="icon" aria-label={t('view.grid')}>
          <LayoutGrid aria-hidden="true" />
        </ToggleGroupItem>
        <ToggleGroupItem value="list" size="icon" aria-label={t('view.list')}>
          <List aria-hidden="true" />
        </ToggleGroupItem>
      </ToggleGroup>
    </div>
  );
}
