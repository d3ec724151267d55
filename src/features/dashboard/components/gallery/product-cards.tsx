import { useId } from 'react';
import { ShoppingCart, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { safeImageSrc } from '@/lib/safe-url';
import { useProduct, useProductGoals, useProductSales } from '../../api/dashboard.queries';
import { CardQuery } from '../card-query';
import { useFormat } from '../use-format';
import { useDemoAction } from './use-demo-action';

const lines = (n: number) => (
  <CardContent className="space-y-3">
    {Array.from({ length: n }, (_, i) => (
      <Skeleton key={i} className={i ? 'h-5' : 'h-36'} />
    ))}
  </CardContent>
);

export function ProductCard() {
  const { t } = useTranslation('dashboard');
  const query = useProduct();
  const f = useFormat();
  const demo = useDemoAction();
  const titleId = useId();
  return (
    <CardQuery query={query} skeleton={lines(4)} title={t('basic.product.title')}>
      {(p) => (
        <Card className="flex flex-col overflow-hidden" aria-labelledby={titleId}>
          <div className="bg-muted">
            {safeImageSrc(p.img) && <img src={safeImageSrc(p.img) ?? ''} alt="" className="mx-auto h-48 w-full object-cover" />}
          </div>
          <CardContent className="flex-1 space-y-2">
            <div className="flex items-start justify-between gap-3">
              <CardTitle id={titleId}>{p.name}</CardTitle>
              <span className="text-lg font-bold text-primary-text">
                {f.num(p.price, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })}
              </span>
            </div>
            <p className="flex items-center gap-1 text-sm text-warning-text">
              <Star className="size-4 fill-current" aria-hidden="true" />
              {t('basic.product.rating', { value: f.num(p.rating) })}
            </p>
            <p className="text-sm">{p.description}</p>
          </CardContent>
          <CardFooter className="flex-wrap">
            <Button className="bg-linear-to-r from-primary-solid to-info-solid" onClick={demo(t('basic.product.addToCart'))}>
              <ShoppingCart aria-hidden="true" />
              {t('basic.product.addToCart')}
            </Button>
            <Button variant="outline" onClick={demo(t('basic.product.details'))}>
              {t('basic.product.details')}
            </Button>
          </CardFooter>
        </Card>
      )}
    </CardQuery>
  );
}

export function ProductSalesCard() {
  const { t } = useTranslation('dashboard');
  const query = useProductSales();
  const f = useFormat();
  const titleId = useId();
  return (
    <CardQuery query={query} skeleton={lines(3)} title={t('basic.sales.title')}>
      {(s) => (
        <Card className="flex flex-col" aria-labelledby={titleId}>
          <CardHeader>
            <CardTitle id={titleId}>{t('basic.sales.title')}</CardTitle>
          </CardHeader>
          <CardContent className="flex-1 space-y-4">
            <p className="text-3xl font-bold text-[var(--heading)]">{f.money(s.totalSales)}</p>
            <p className="text-sm">
              <span className="font-semibold text-success-text">{f.signedPct(s.growth)}</span> {t('basic.sales.growth')}
            </p>
            <Progress value={s.progress} color="primary" label={t('basic.sales.progress')} />
          </CardContent>
          <CardFooter className="grid grid-cols-2 divide-x p-0">
            <div className="px-5 py-4 text-center">
              <p className="text-xs text-muted-foreground">{t('basic.sales.total')}</p>
              <p className="font-bold text-[var(--heading)]">{f.money(s.totalSales)}</p>
            </div>
            <div className="px-5 py-4 text-center">
              <p className="text-xs text-muted-foreground">{t('basic.sales.target')}</p>
              <p className="font-bold text-[var(--heading)]">{f.money(s.target)}</p>
            </div>
          </CardFooter>
        </Card>
      )}
    </CardQuery>
  );
}

export function ProductGoalsCard() {
  const { t } = useTranslation('dashboard');
  const query = useProductGoals();
  const f = useFormat();
  const demo = useDemoAction();
  const titleId = useId();
  return (
    <CardQuery query={query} skeleton={lines(3)} title={t('basic.goals.title')}>
      {(g) => (
        <Card className="flex flex-col overflow-hidden" aria-labelledby={titleId}>
          <div className="bg-linear-to-br from-primary-solid to-info-solid p-5 text-white">
            <CardTitle id={titleId} className="text-white">
              {t('basic.goals.title')}
            </CardTitle>
            <p className="mt-3 text-3xl font-bold">{f.pct(g.progress)}</p>
            <p className="text-sm text-white">{t('basic.goals.reached')}</p>
          </div>
          <CardContent className="flex-1 space-y-3">
            <Progress value={g.progress} color="success" label={t('basic.goals.reached')} />
            <Button variant="outline" color="success" className="w-full" onClick={demo(t('basic.goals.view'))}>
              {t('basic.goals.view')}
            </Button>
          </CardContent>
          <CardFooter className="grid grid-cols-2 divide-x p-0">
            <div className="px-5 py-4 text-center">
              <p className="text-xs text-muted-foreground">{t('goal.completed')}</p>
              <p className="font-bold text-[var(--heading)]">{f.k(g.completed)}</p>
            </div>
            <div className="px-5 py-4 text-center">
              <p className="text-xs text-muted-foreground">{t('goal.inProgress')}</p>
              <p className="font-bold text-[var(--heading)]">{f.k(g.inProgress)}</p>
            </div>
          </CardFooter>
        </Card>
      )}
    </CardQuery>
  );
}
