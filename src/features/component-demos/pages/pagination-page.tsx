import { useState, type FormEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Pagination } from '@/components/ui/pagination';
import { useMediaQuery } from '@/hooks/use-media-query';
import { BREAKPOINTS } from '@/hooks/use-width-class';
import { DemoCard } from '@/components/patterns/demo-card';
import { COLORS } from '../components/demo-colors';
import { DemoGrid } from '../components/demo-grid';

const PER_PAGE = 10;
const CITIES = ['Lisbon', 'Berlin', 'Paris', 'Porto', 'Munich', 'Lyon', 'Madrid', 'Vienna', 'Prague', 'Oslo', 'Rome', 'Dublin'];
/** 95 sample orders: enough for ten pages of ten. */
const ORDERS = Array.from({ length: 95 }, (_, i) => ({
  id: 1001 + i,
  city: CITIES[(i * 7) % CITIES.length] ?? '',
  total: ((i * 37) % 400) + 20,
}));
const PAGES = Math.ceil(ORDERS.length / PER_PAGE);
/** Nine links plus arrows need ~330 px; below the sm breakpoint (phones) the widest example drops to seven. */
const NARROW_MAX = 7;
/** A 360 px phone leaves ~290 px in a card: seven full-size buttons (five links and the arrows) fit, nine do not. */
const NARROW_DEFAULT = 5;

export default function PaginationPage() {
  const { t, i18n } = useTranslation('component-demos');
  const [page, setPage] = useState(1);
  const [colorPage, setColorPage] = useState(4);
  const [edgePage, setEdgePage] = useState(10);
  const [limitPage, setLimitPage] = useState(25);
  const [goto, setGoto] = useState(1);
  const [gotoDraft, setGotoDraft] = useState('1');
  const [prog, setProg] = useState(3);
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.sm}px)`);
  const rows = ORDERS.slice((page - 1) * PER_PAGE, page * PER_PAGE);
  const euros = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

  const jump = (e: FormEvent) => {
    e.preventDefault();
    const n = Math.min(20, Math.max(1, Math.round(Number(gotoDraft)) || 1));
    setGoto(n);
    setGotoDraft(String(n));
  };

  return (
    <DemoGrid>
      <DemoCard
        title={t('pagination.default')}
        description={t('pagination.defaultText', { count: ORDERS.length })}
        code={`const rows = orders.slice((page - 1) * 10, page * 10);\n<Pagination page={page} pageCount={10} maxVisible={wide ? 7 : 5} onPageChange={setPage} />`}
        className="xl:row-span-2"
        contentClassName="grid gap-4"
      >
        <ul className="divide-y rounded-md border" aria-label={t('pagination.orders')}>
          {rows.map((o) => (
            <li key={o.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span className="font-medium text-[var(--heading)]">#{o.id}</span>
              <span className="flex-1 truncate text-muted-foreground">{o.city}</span>
              <span className="tabular-nums">{euros.format(o.total)}</span>
            </li>
          ))}
        </ul>
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {t('pagination.showing', { from: (page - 1) * PER_PAGE + 1, to: (page - 1) * PER_PAGE + rows.length, total: ORDERS.length })}
        </p>
        <Pagination page={page} pageCount={PAGES} maxVisible={wide ? 7 : NARROW_DEFAULT} onPageChange={setPage} />
      </DemoCard>

      <DemoCard title={t('pagination.colors')} code={`<Pagination color="success" … />`} contentClassName="grid gap-3">
        {COLORS.map((c) => (
          <Pagination
            key={c}
            color={c}
            // Compact rows on a desk; on a phone the 28 px buttons are too small to tap (32 px at least).
            size={wide ? 'sm' : 'md'}
            page={colorPage}
            pageCount={8}
            maxVisible={5}
            onPageChange={setColorPage}
            aria-label={t('pagination.colorLabel', { color: t(`colors.${c}`) })}
          />
        ))}
      </DemoCard>

      <DemoCard
        title={t('pagination.icons')}
        description={t('pagination.iconsText')}
        code={`<Pagination showEdges maxVisible={5} size={wide ? 'md' : 'sm'} … />`}
      >
        {/* Five links is the fewest there are: on phones the nine buttons get smaller instead. */}
        <Pagination
          page={edgePage}
          pageCount={20}
          onPageChange={setEdgePage}
          showEdges
          maxVisible={5}
          size={wide ? 'md' : 'sm'}
          aria-label={t('pagination.iconsLabel')}
        />
      </DemoCard>

      <DemoCard
        title={t('pagination.limit')}
        description={t('pagination.limitText')}
        code={`const wide = useMediaQuery('(min-width: 576px)');\n<Pagination maxVisible={wide ? 9 : 7} pageCount={50} … />`}
        contentClassName="grid gap-3"
      >
        {[5, 7, 9].map((max) => {
          const shown = wide ? max : Math.min(max, NARROW_MAX);
          const label = shown < max ? t('pagination.maxNarrow', { max, narrow: shown }) : t('pagination.max', { count: max });
          return (
            <div key={max} className="grid gap-1">
              <span className="text-xs text-muted-foreground">{label}</span>
              <Pagination page={limitPage} pageCount={50} maxVisible={shown} onPageChange={setLimitPage} size="sm" aria-label={label} />
            </div>
          );
        })}
      </DemoCard>

      <DemoCard
        title={t('pagination.goto')}
        description={t('pagination.gotoText')}
        code={`<form onSubmit={() => setPage(clamp(Number(draft), 1, 20))}>…</form>`}
        contentClassName="grid gap-3"
      >
        <Pagination
          page={goto}
          pageCount={20}
          maxVisible={5}
          onPageChange={(p) => {
            setGoto(p);
            setGotoDraft(String(p));
          }}
          aria-label={t('pagination.gotoLabel')}
        />
        <form onSubmit={jump} className="flex items-end gap-2">
          <div className="grid gap-1.5">
            <Label htmlFor="pagination-goto">{t('pagination.gotoInput')}</Label>
            <Input
              id="pagination-goto"
              type="number"
              inputMode="numeric"
              min={1}
              max={20}
              value={gotoDraft}
              onChange={(e) => setGotoDraft(e.target.value)}
              className="w-24"
            />
          </div>
          <Button type="submit" variant="soft">
            {t('pagination.go')}
          </Button>
        </form>
      </DemoCard>

      <DemoCard
        title={t('pagination.programmatic')}
        description={t('pagination.programmaticText')}
        code={`<Button onClick={() => setPage((p) => Math.max(1, p - 1))}>Previous</Button>`}
        contentClassName="grid gap-3"
      >
        <Pagination page={prog} pageCount={12} maxVisible={5} onPageChange={setProg} aria-label={t('pagination.progLabel')} />
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" size="sm" focusableWhenDisabled disabled={prog <= 1} onClick={() => setProg((p) => Math.max(1, p - 1))}>
            <ChevronLeft className="rtl:-scale-x-100" aria-hidden="true" />
            {t('pagination.dec')}
          </Button>
          <span className="min-w-20 text-center text-sm tabular-nums" aria-live="polite">
            {t('pagination.pageOf', { page: prog, count: 12 })}
          </span>
          <Button
            variant="outline"
            size="sm"
            focusableWhenDisabled
            disabled={prog >= 12}
            onClick={() => setProg((p) => Math.min(12, p + 1))}
          >
            {t('pagination.inc')}
            <ChevronRight className="rtl:-scale-x-100" aria-hidden="true" />
          </Button>
        </div>
      </DemoCard>
    </DemoGrid>
  );
}
