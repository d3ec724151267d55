import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatabaseZap } from 'lucide-react';
import type { CustomCellRendererProps } from 'ag-grid-react';
import {
  ClientSideRowModelModule,
  LocaleModule,
  ModuleRegistry,
  NumberFilterModule,
  RowApiModule,
  TextFilterModule,
  type ColDef,
} from 'ag-grid-community';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ROLES } from '../data/sample-users';
import { ACCOUNT_STATUSES, COUNTRIES, generateLargeGridRows, type AccountStatus, type LargeGridRow } from '../data/large-grid-rows';
import { countryNames } from './country-names';
import { ThemedGrid } from './themed-grid';

// LocaleModule: the grid's own texts follow the app language (use-grid-locale).
ModuleRegistry.registerModules([ClientSideRowModelModule, LocaleModule, NumberFilterModule, RowApiModule, TextFilterModule]);

const LARGE_ROW_COUNT = 100_000;

const STATUS_COLOR: Record<AccountStatus, NonNullable<BadgeProps['color']>> = {
  active: 'success',
  pending: 'warning',
  suspended: 'danger',
};

function StatusCell({ data, value }: CustomCellRendererProps<LargeGridRow, string>) {
  return data ? <Badge color={STATUS_COLOR[data.status]}>{value}</Badge> : null;
}

/** Translated labels looked up once per language, so sorting and filtering 100,000 rows reads a plain map. */
function useLabels() {
  const { t, i18n } = useTranslation('tables');
  return useMemo(() => {
    return {
      country: countryNames(i18n.language, COUNTRIES),
      role: Object.fromEntries(ROLES.map((r) => [r, t(`roles.${r}`)])) as Record<string, string>,
      status: Object.fromEntries(ACCOUNT_STATUSES.map((s) => [s, t(`largeGrid.status.${s}`)])) as Record<string, string>,
      numbers: new Intl.NumberFormat(i18n.language),
    };
  }, [t, i18n.language]);
}

/** 100,000 generated accounts in AG Grid: no pagination, rows virtualised by the grid, every column sortable and filterable. */
function LargeGridView({ rows }: { rows: LargeGridRow[] }) {
  const { t } = useTranslation('tables');
  const labels = useLabels();
  const [shown, setShown] = useState(rows.length);
  const countRef = useRef<HTMLParagraphElement>(null);
  // The Load button is gone: keep the keyboard user on the card, at the line that announces the rows.
  useEffect(() => countRef.current?.focus(), []);

  const columns = useMemo<ColDef<LargeGridRow>[]>(
    () => [
      { field: 'id', headerName: t('columns.id'), filter: 'agNumberColumnFilter', width: 100, minWidth: 90 },
      { field: 'name', headerName: t('columns.name'), minWidth: 170, flex: 1 },
      { field: 'email', headerName: t('columns.email'), minWidth: 240, flex: 1.4 },
      {
        colId: 'country',
        headerName: t('columns.country'),
        valueGetter: (p) => (p.data ? labels.country.name(p.data.country) : ''),
        comparator: labels.country.compare,
        minWidth: 150,
        flex: 0.8,
      },
      {
        colId: 'role',
        headerName: t('columns.role'),
        valueGetter: (p) => (p.data ? labels.role[p.data.role] : ''),
        minWidth: 120,
        flex: 0.7,
      },
      {
        colId: 'status',
        headerName: t('columns.state'),
        valueGetter: (p) => (p.data ? labels.status[p.data.status] : ''),
        cellRenderer: StatusCell,
        minWidth: 130,
        flex: 0.7,
      },
      {
        field: 'orders',
        headerName: t('columns.orders'),
        type: 'numericColumn',
        filter: 'agNumberColumnFilter',
        valueFormatter: (p) => (typeof p.value === 'number' ? labels.numbers.format(p.value) : ''),
        minWidth: 110,
        flex: 0.6,
      },
    ],
    [t, labels],
  );
  const defaultColDef = useMemo<ColDef<LargeGridRow>>(
    () => ({ sortable: true, resizable: true, filter: 'agTextColumnFilter', floatingFilter: true, suppressHeaderMenuButton: true }),
    [],
  );

  const total = labels.numbers.format(rows.length);
  return (
    <>
      <p ref={countRef} tabIndex={-1} className="px-5 pb-4 text-sm text-muted-foreground outline-none" aria-live="polite">
        <span className="font-semibold text-foreground" data-testid="big-grid-count">
          {shown === rows.length
            ? t('largeGrid.count', { count: rows.length, formatted: total })
            : t('largeGrid.filtered', { shown: labels.numbers.format(shown), total })}
        </span>{' '}
        · {t('largeGrid.hint')}
      </p>
      <div className="h-[480px] w-full border-t" data-testid="big-grid">
        <ThemedGrid<LargeGridRow>
          rowData={rows}
          columnDefs={columns}
          defaultColDef={defaultColDef}
          getRowId={(p) => String(p.data.id)}
          onModelUpdated={(e) => setShown(e.api.getDisplayedRowCount())}
        />
      </div>
    </>
  );
}

/** The "Large data set" card body: nothing is generated until the user asks, so a cold visit stays light. */
export function LargeGrid() {
  const { t, i18n } = useTranslation('tables');
  const [loading, setLoading] = useState(false);
  const [rows, setRows] = useState<LargeGridRow[] | null>(null);

  useEffect(() => {
    if (!loading) return;
    // Let the button paint its busy state first; generating the rows blocks the main thread briefly.
    const timer = window.setTimeout(() => {
      setRows(generateLargeGridRows(LARGE_ROW_COUNT));
      setLoading(false);
    }, 30);
    return () => window.clearTimeout(timer);
  }, [loading]);

  if (rows) return <LargeGridView rows={rows} />;
  const formatted = new Intl.NumberFormat(i18n.language).format(LARGE_ROW_COUNT);
  return (
    <div className="px-5">
      <EmptyState
        icon={<DatabaseZap />}
        title={t('largeGrid.idleTitle', { formatted })}
        description={t('largeGrid.idleText')}
        action={
          <Button loading={loading} onClick={() => setLoading(true)} data-testid="big-grid-load">
            {t('largeGrid.load', { formatted })}
          </Button>
        }
        className="min-h-[480px] rounded-lg border border-dashed"
      />
    </div>
  );
}
