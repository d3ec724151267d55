import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRight, Columns3 } from 'lucide-react';
import { useTable } from '@tanstack/react-table';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import { DATA, rowId } from './basic-demos';
import { features, userColumn, UserTable } from './table-kit';
import { useUserColumns } from './use-user-columns';

/** The table page's column demos: rows that expand to details, and a menu that shows or hides columns. */
export function ExpandableTable() {
  const { t } = useTranslation('tables');
  const base = useUserColumns();
  const columns = useMemo(
    () => [
      userColumn.display({
        id: 'expand',
        header: () => <span className="sr-only">{t('expand.details')}</span>,
        cell: ({ row }) => (
          <Button
            variant="ghost"
            color="secondary"
            size="icon-sm"
            aria-expanded={row.getIsExpanded()}
            aria-controls={row.getIsExpanded() ? `user-detail-${row.id}` : undefined}
            aria-label={t('expand.toggle', { name: row.original.name })}
            onClick={() => row.toggleExpanded()}
          >
            <ChevronRight className={cn('transition-transform', row.getIsExpanded() && 'rotate-90')} aria-hidden="true" />
          </Button>
        ),
      }),
      ...base,
    ],
    [base, t],
  );
  const table = useTable({ features, columns, data: DATA, getRowId: rowId, enableSorting: false, getRowCanExpand: () => true });
  return (
    <UserTable
      table={table}
      caption={t('demos.expand.title')}
      renderDetail={(row) => (
        <dl id={`user-detail-${row.id}`} className="grid gap-3 px-6 py-4 text-sm sm:grid-cols-3 animate-fade-in">
          <div>
            <dt className="text-xs text-muted-foreground uppercase">{t('columns.role')}</dt>
            <dd className="font-medium">{t(`roles.${row.original.role}`)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground uppercase">{t('columns.age')}</dt>
            <dd className="font-medium">{row.original.age}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground uppercase">{t('columns.city')}</dt>
            <dd className="font-medium">{row.original.city}</dd>
          </div>
        </dl>
      )}
    />
  );
}

export function ColumnVisibilityTable() {
  const { t } = useTranslation('tables');
  const columns = useUserColumns();
  const table = useTable({ features, columns, data: DATA, getRowId: rowId, enableSorting: false });
  return (
    <>
      <div className="mb-3 flex justify-end px-5">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" color="secondary" size="sm">
              <Columns3 aria-hidden="true" />
              {t('visibility.button')}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel>{t('visibility.label')}</DropdownMenuLabel>
            <DropdownMenuSeparator />
            {table.getAllLeafColumns().map((column) => (
              <DropdownMenuCheckboxItem
                key={column.id}
                checked={column.getIsVisible()}
                // Keep at least one column on screen.
                disabled={column.getIsVisible() && table.getVisibleLeafColumns().length === 1}
                onCheckedChange={(v) => column.toggleVisibility(v === true)}
                onSelect={(e) => e.preventDefault()}
              >
                {t(`columns.${column.id}`)}
              </DropdownMenuCheckboxItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <UserTable table={table} caption={t('demos.visibility.title')} />
    </>
  );
}
