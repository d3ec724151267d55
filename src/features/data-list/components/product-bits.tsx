import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Progress, type ProgressColor } from '@/components/ui/progress';
import { formatCurrency } from '@/lib/format';
import { safeImageSrc } from '@/lib/safe-url';
import { cn } from '@/lib/cn';
import type { OrderStatus, Product } from '../api/data-list.contract';

const STATUS_COLOR = { delivered: 'success', on_hold: 'warning', canceled: 'danger', pending: 'primary' } as const;
const RASTER_DATA_URL = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=]+$/i;

/** Bundled paths, https, or a locally read raster image; anything else is no image. */
function productImageSrc(value: string): string | null {
  return RASTER_DATA_URL.test(value) ? value : safeImageSrc(value);
}

function popularityColor(value: number): ProgressColor {
  if (value > 90) return 'success';
  if (value > 70) return 'primary';
  if (value >= 50) return 'warning';
  return 'danger';
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('data-list');
  return <Badge color={STATUS_COLOR[status]}>{t(`status.${status}`)}</Badge>;
}

export function Popularity({ value, name }: { value: number; name: string }) {
  const { t } = useTranslation('data-list');
  return (
    <Progress
      value={value}
      color={popularityColor(value)}
      height={7}
      label={t('table.popularityOf', { name, value })}
      className="min-w-24"
    />
  );
}

export function Price({ value }: { value: number }) {
  const { i18n } = useTranslation();
  return <span className="font-medium tabular-nums">{formatCurrency(value, i18n.language)}</span>;
}

export function ProductThumb({ product, className }: { product: Pick<Product, 'img' | 'name'>; className?: string }) {
  const src = productImageSrc(product.img);
  return (
    <div className={cn('flex shrink-0 items-center justify-center overflow-hidden rounded-lg bg-muted', className)}>
      {src ? (
        <img src={src} alt="" className="size-full object-contain" loading="lazy" />
      ) : (
        <span aria-hidden="true" className="text-xs text-muted-foreground">
          —
        </span>
      )}
    </div>
  );
}
