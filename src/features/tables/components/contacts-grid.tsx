import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDown, FilterX } from 'lucide-react';
import {
  CellApiModule,
  CellStyleModule,
  ClientSideRowModelApiModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  LocaleModule,
  ModuleRegistry,
  NumberEditorModule,
  NumberFilterModule,
  PaginationModule,
  QuickFilterModule,
  RowSelectionModule,
  SelectEditorModule,
  TextEditorModule,
  TextFilterModule,
  type ColDef,
  type GridApi,
  type IRowNode,
} from 'ag-grid-community';
import { ListSearch, PageSizeMenu } from '@/components/patterns/list-toolbar';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { toast } from '@/components/ui/toast';
import { useMediaQuery } from '@/hooks/use-media-query';
import { toCsv, type CellValue } from '@/lib/csv';
import { downloadCsv } from '@/lib/download';
import { CONTACT_COUNTRIES, type Contact } from '../api/tables.contract';
import { acceptContactEdit } from './contact-edits';
import { countryNames } from './country-names';
import { ThemedGrid } from './themed-grid';

// The CSV export reads the grid through api.forEachNodeAfterFilterAndSort and api.getCellValue: without their API
// modules AG Grid only logs error #200 and the file holds the header alone.
ModuleRegistry.registerModules([
  CellApiModule,
  CellStyleModule,
  ClientSideRowModelApiModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  LocaleModule,
  NumberEditorModule,
  NumberFilterModule,
  PaginationModule,
  QuickFilterModule,
  RowSelectionModule,
  SelectEditorModule,
  TextEditorModule,
  TextFilterModule,
]);

const GRID_PAGE_SIZES = [20, 50, 100, 150] as const;
const FIELDS = ['firstName', 'lastName', 'email', 'company', 'city', 'country', 'state', 'zip', 'followers'] as const;

interface PageInfo {
  page: number;
  pageCount: number;
  rowCount: number;
}

/** The rows the user currently sees (filters + quick search + sort), in displayed column order. */
function gridViewToCsv(api: GridApi<Contact>): { csv: string; count: number } {
  const nodes: IRowNode<Contact>[] = [];
  api.forEachNodeAfterFilterAndSort((node) => {
    if (node.data) nodes.push(node);
  });
  const columns = api
    .getAllDisplayedColumns()
    .filter((c) => c.getColDef().field)
    .map((c) => ({
      key: c.getColId(),
      header: c.getColDef().headerName ?? c.getColId(),
      value: (node: IRowNode<Contact>) => api.getCellValue({ rowNode: node, colKey: c }) as CellValue,
    }));
  return { csv: toCsv(nodes, columns), count: nodes.length };
}

export function ContactsGrid({ rows }: { rows: Contact[] }) {
  const { t, i18n } = useTranslation('tables');
  const phone = useMediaQuery('(max-width: 575.98px)');
  const [api, setApi] = useState<GridApi<Contact> | null>(null);
  const [size, setSize] = useState<number>(50);
  const [search, setSearch] = useState('');
  const [filtered, setFiltered] = useState(false);
  const [info, setInfo] = useState<PageInfo>({ page: 0, pageCount: 0, rowCount: rows.length });
  const numbers = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const countries = useMemo(() => countryNames(i18n.language, CONTACT_COUNTRIES), [i18n.language]);

  const columns = useMemo<ColDef<Contact>[]>(
    () =>
      FIELDS.map((field): ColDef<Contact> => {
        const headerName = t(`grid.columns.${field}`);
        const base: ColDef<Contact> = {
          field,
          headerName,
          minWidth: 130,
          flex: 1,
          // A blank text or a negative / fractional follower count keeps the old value, with a toast saying why.
          valueSetter: (p) => {
            const value = acceptContactEdit(field, p.newValue);
            if (value === undefined) {
              toast.error(t(field === 'followers' ? 'grid.invalidCount' : 'grid.invalidText', { column: headerName }));
              return false;
            }
            if (value === p.oldValue) return false;
            Object.assign(p.data, { [field]: value });
            return true;
          },
        };
        if (field === 'email') return { ...base, pinned: phone ? null : 'left', minWidth: 240, lockPinned: false };
        if (field === 'followers')
          return {
            ...base,
            filter: 'agNumberColumnFilter',
            cellEditor: 'agNumberCellEditor',
            cellEditorParams: { precision: 0 },
            valueFormatter: (p) => (typeof p.value === 'number' ? numbers.format(p.value) : ''),
            type: 'numericColumn',
            minWidth: 140,
          };
        if (field === 'zip') return { ...base, minWidth: 110 };
        // The row keeps the ISO code; sorting, filters, quick search and CSV all read the name shown.
        if (field === 'country')
          return {
            ...base,
            // Wide enough for "Vereinigte Staaten" / "Estados Unidos".
            minWidth: 170,
            valueGetter: (p) => (p.data ? countries.name(p.data.country) : ''),
            comparator: countries.compare,
            cellEditor: 'agSelectCellEditor',
            cellEditorParams: { values: countries.names },
            valueSetter: (p) => {
              const picked = countries.code(p.newValue);
              const code = CONTACT_COUNTRIES.find((c) => c === picked);
              if (!code || code === p.data.country) return false;
              p.data.country = code;
              return true;
            },
          };
        return base;
      }),
    [t, phone, numbers, countries],
  );
  const defaultColDef = useMemo<ColDef<Contact>>(
    () => ({
      sortable: true,
      resizable: true,
      editable: true,
      filter: 'agTextColumnFilter',
      floatingFilter: true,
      suppressHeaderMenuButton: true,
    }),
    [],
  );

  const sync = useCallback((a: GridApi<Contact>) => {
    setInfo({ page: a.paginationGetCurrentPage(), pageCount: a.paginationGetTotalPages(), rowCount: a.paginationGetRowCount() });
  }, []);

  const changeSize = (next: number) => {
    setSize(next);
    api?.setGridOption('paginationPageSize', next);
  };
  // The search reaches the grid as its quickFilterText prop, so a grid created again (language change) keeps it.
  const changeSearch = (q: string) => setSearch(q);
  const clearFilters = () => {
    api?.setFilterModel(null);
    setSearch('');
  };
  const exportCsv = () => {
    if (!api) return;
    const { csv, count } = gridViewToCsv(api);
    downloadCsv('contacts.csv', csv);
    toast.success(t('grid.exported', { count }));
  };

  return (
    <>
      <div className="flex flex-wrap items-center gap-3 px-5 pb-4" data-testid="grid-toolbar">
        <PageSizeMenu
          label={t('grid.pageSize')}
          pageIndex={info.page}
          pageSize={size}
          total={info.rowCount}
          sizes={GRID_PAGE_SIZES}
          onSize={changeSize}
        />
        <div className="ms-auto flex w-full flex-wrap items-center gap-3 sm:w-auto">
          <ListSearch label={t('grid.search')} value={search} onChange={changeSearch} />
          {/* Stays focusable while there is nothing to clear, so pressing it does not drop the keyboard to <body>. */}
          <Button variant="outline" color="secondary" onClick={clearFilters} disabled={!filtered} focusableWhenDisabled>
            <FilterX aria-hidden="true" />
            {t('grid.clearFilters')}
          </Button>
          {/* Nothing shown, nothing to export (a file of headers only would be a surprise). */}
          <Button onClick={exportCsv} disabled={!api || info.rowCount === 0} focusableWhenDisabled>
            <FileDown aria-hidden="true" />
            {t('grid.export')}
          </Button>
        </div>
      </div>
      <div className="h-[560px] w-full" data-testid="contacts-grid">
        <ThemedGrid<Contact>
          rowData={rows}
          columnDefs={columns}
          defaultColDef={defaultColDef}
          getRowId={(p) => String(p.data.id)}
          animateRows
          quickFilterText={search}
          pagination
          paginationPageSize={size}
          paginationPageSizeSelector={false}
          suppressPaginationPanel
          rowSelection={{ mode: 'multiRow', checkboxes: true, headerCheckbox: true, selectAll: 'filtered', enableClickSelection: false }}
          selectionColumnDef={{ pinned: phone ? null : 'left', width: 52, minWidth: 52, maxWidth: 52, suppressMovable: true }}
          onGridReady={(e) => {
            setApi(e.api);
            sync(e.api);
            setFiltered(e.api.isAnyFilterPresent());
          }}
          onFilterChanged={(e) => setFiltered(e.api.isAnyFilterPresent())}
          onPaginationChanged={(e) => sync(e.api)}
          onModelUpdated={(e) => sync(e.api)}
        />
      </div>
      <div className="flex justify-center px-5 pt-4 sm:justify-end">
        <Pagination
          page={info.page + 1}
          pageCount={info.pageCount}
          onPageChange={(p) => api?.paginationGoToPage(p - 1)}
          maxVisible={phone ? 5 : 7}
          size={phone ? 'sm' : 'md'}
        />
      </div>
    </>
  );
}
