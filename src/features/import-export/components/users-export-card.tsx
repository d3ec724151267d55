import { useId, useMemo, useState } from 'react';
import { Download, Search, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { SAMPLE_USERS } from '../data/sample-users';
import { ExportDialog } from './export-dialog';

/** The searchable sample-user table of both export pages; `selectable` adds row checkboxes (export-selected). */
export function UsersExportCard({ selectable = false }: { selectable?: boolean }) {
  const { t } = useTranslation('import-export');
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [open, setOpen] = useState(false);
  const searchId = useId();
  const hintId = useId();

  const visible = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!q) return SAMPLE_USERS;
    return SAMPLE_USERS.filter((u) => [u.email, u.name, u.username, u.website, String(u.id)].some((v) => v.toLowerCase().includes(q)));
  }, [query]);

  const chosen = selectable ? SAMPLE_USERS.filter((u) => selected.has(u.id)) : visible;
  const visibleSelected = visible.filter((u) => selected.has(u.id)).length;
  const allState = visibleSelected === 0 ? false : visibleSelected === visible.length ? true : 'indeterminate';
  const toggleAll = (on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const u of visible)
        if (on) next.add(u.id);
        else next.delete(u.id);
      return next;
    });
  const toggle = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const disabled = chosen.length === 0;

  return (
    <Card>
      <CardHeader className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <CardTitle>{selectable ? t('export.selectedTitle') : t('export.title')}</CardTitle>
          <CardDescription>{selectable ? t('export.selectedSubtitle') : t('export.subtitle')}</CardDescription>
        </div>
        <div className="flex flex-col items-stretch gap-1 sm:items-end">
          <Button onClick={() => setOpen(true)} disabled={disabled} aria-describedby={selectable && disabled ? hintId : undefined}>
            <Download aria-hidden="true" />
            {selectable ? t('export.exportSelected') : t('export.export')}
          </Button>
          {selectable && (
            <p id={hintId} className="text-xs text-muted-foreground" aria-live="polite">
              {disabled ? t('export.selectHint') : t('export.selectedCount', { count: chosen.length })}
            </p>
          )}
        </div>
      </CardHeader>
      <CardContent className="grid gap-4 pt-4">
        <div className="relative max-w-sm">
          <label htmlFor={searchId} className="sr-only">
            {t('export.search')}
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            className="pl-9"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('export.searchPlaceholder')}
          />
        </div>
        {visible.length === 0 ? (
          <EmptyState icon={<SearchX />} title={t('export.noResults')} description={t('export.noResultsText')} size="sm" />
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                {selectable && (
                  <TableHead className="w-10">
                    <Checkbox aria-label={t('export.selectAll')} checked={allState} onCheckedChange={(v) => toggleAll(v === true)} />
                  </TableHead>
                )}
                <TableHead>{t('columns.email')}</TableHead>
                <TableHead>{t('columns.name')}</TableHead>
                <TableHead>{t('columns.website')}</TableHead>
                <TableHead className="text-right">{t('columns.no')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {visible.map((u) => (
                <TableRow key={u.id} data-state={selected.has(u.id) ? 'selected' : undefined}>
                  {selectable && (
                    <TableCell>
                      <Checkbox
                        aria-label={t('export.selectRow', { name: u.name })}
                        checked={selected.has(u.id)}
                        onCheckedChange={(v) => toggle(u.id, v === true)}
                      />
                    </TableCell>
                  )}
                  <TableCell className="whitespace-nowrap">{u.email}</TableCell>
                  <TableCell className="whitespace-nowrap">{u.name}</TableCell>
                  <TableCell className="whitespace-nowrap">{u.website}</TableCell>
                  <TableCell className="text-right tabular-nums">{u.id}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      <ExportDialog open={open} onOpenChange={setOpen} rows={chosen} />
    </Card>
  );
}
