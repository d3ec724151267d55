import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, type SortDirection } from '@/components/ui/table';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import type { DispatchedOrder } from '../api/dashboard.contract';
import { useDispatchedOrders } from '../api/dashboard.queries';
import { CardQuery } from './card-query';
import { useFormat } from './use-format';

type SortKey = 'orderNo' | 'status' | 'location' | 'distPercent' | 'startDate' | 'estDelDate';
const COLUMNS: SortKey[] = ['orderNo', 'status'];
const TAIL: SortKey[] = ['location', 'distPercent', 'startDate', 'estDelDate'];

/**
 * Columns sort by what they show: Distance by the kilometres (the bar is the share covered), Status by the status's
 * name in the reader's language.
 */
type Shown = { status: (o: DispatchedOrder) => string; lng: string };
const sortValue = (o: DispatchedOrder, key: SortKey, shown: Shown) =>
  key === 'distPercent' ? parseFloat(o.distance) || 0 : key === 'status' ? shown.status(o) : o[key];

function compare(a: DispatchedOrder, b: DispatchedOrder, key: SortKey, shown: Shown): number {
  const x = sortValue(a, key, shown);
  const y = sortValue(b, key, shown);
  return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), shown.lng);
}

export function DispatchedOrdersCard({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  const query = useDispatchedOrders();
  const f = useFormat();
  const [sort, setSort] = useState<{ key: SortKey; dir: Exclude<SortDirection, false> } | null>(null);
  const title = t('orders.title');
  const rows = useMemo(() => {
    const list = [...(query.data ?? [])];
    const shown: Shown = { status: (o) => t(`orders.status.${o.status}`), lng: f.lng };
    if (sort) list.sort((a, b) => compare(a, b, sort.key, shown) * (sort.dir === 'asc' ? 1 : -1));
    return list;
  }, [query.data, sort, t, f.lng]);
  const toggle = (key: SortKey) => setSort((s) => (s?.key !== key ? { key, dir: 'asc' } : s.dir === 'asc' ? { key, dir: 'desc' } : null));
  const head = (key: SortKey) => (
    <TableHead key={key} sort={sort?.key === key ? sort.dir : false} onSort={() => toggle(key)}>
      {t(`orders.columns.${key}`)}
    </TableHead>
  );
  const skeleton = (
    <div className="space-y-3 p-5">
      <Skeleton className="h-5 w-40" />
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-10" />
      ))}
    </div>
  );
  return (
    <CardQuery query={query} skeleton={skeleton} title={title} className={className}>
      {() => (
        <Card className={cn('min-w-0 overflow-hidden', className)} aria-labelledby="orders-title-h">
          <CardHeader className="pb-4">
            <CardTitle id="orders-title-h">{title}</CardTitle>
          </CardHeader>
          <Table aria-labelledby="orders-title-h" className="min-w-[900px]">
            <TableHeader>
              <TableRow>
                {COLUMNS.map(head)}
                <TableHead>{t('orders.columns.operators')}</TableHead>
                {TAIL.map(head)}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((o) => (
                <TableRow key={o.orderNo}>
                  <TableCell className="font-semibold text-[var(--heading)]">#{o.orderNo}</TableCell>
                  <TableCell>
                    <Badge color={o.statusColor}>{t(`orders.status.${o.status}`)}</Badge>
                  </TableCell>
                  <TableCell>
                    <ul className="flex -space-x-2" aria-label={t('orders.operatorsOf', { order: o.orderNo })}>
                      {[{ name: o.operator, img: o.operatorImg }, ...o.usersLiked].map((u) => (
                        <li key={u.name}>
                          <Tooltip content={u.name}>
                            <button
                              type="button"
                              className="rounded-full ring-2 ring-card transition-transform hover:z-10 hover:-translate-y-0.5 focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-ring"
                            >
                              <Avatar size="sm" src={u.img} name={u.name} />
                            </button>
                          </Tooltip>
                        </li>
                      ))}
                    </ul>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{o.location}</TableCell>
                  <TableCell className="min-w-36">
                    <span className="mb-1.5 block text-xs">{o.distance}</span>
                    <Progress
                      value={o.distPercent}
                      color={o.statusColor}
                      height={5}
                      label={t('orders.distanceOf', { order: o.orderNo, value: f.pct(o.distPercent) })}
                    />
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{f.date(o.startDate)}</TableCell>
                  <TableCell className="whitespace-nowrap">{f.date(o.estDelDate)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
    </CardQuery>
  );
}
