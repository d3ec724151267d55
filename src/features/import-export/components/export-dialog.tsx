import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast';
import { USER_COLUMNS, type SampleUser, type UserColumn } from '../data/sample-users';
import { toCsv, type Column } from '@/lib/csv';
import { downloadBlob, MIME } from '@/lib/download';
import { EXPORT_FORMATS, sanitizeFileName, type ExportFormat } from '../lib/file-name';

export interface ExportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  rows: readonly SampleUser[];
}

/** File name, format, columns and (xlsx) auto-width; builds the file in the browser and downloads it. */
export function ExportDialog({ open, onOpenChange, rows }: ExportDialogProps) {
  const { t } = useTranslation('import-export');
  const [fileName, setFileName] = useState('');
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const [columns, setColumns] = useState<UserColumn[]>([...USER_COLUMNS]);
  const [autoWidth, setAutoWidth] = useState(true);
  const [busy, setBusy] = useState(false);
  const columnsId = useId();

  useEffect(() => {
    if (open) setBusy(false);
  }, [open]);

  const toggleColumn = (c: UserColumn, on: boolean) =>
    setColumns((prev) => (on ? USER_COLUMNS.filter((k) => k === c || prev.includes(k)) : prev.filter((k) => k !== c)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (columns.length === 0) return;
    const name = `${sanitizeFileName(fileName, format)}.${format}`;
    const cols: Column<SampleUser>[] = columns.map((c) => ({ key: c, header: t(`columns.${c}`), value: (u) => u[c] }));
    setBusy(true);
    try {
      let blob: Blob;
      if (format === 'xlsx') {
        const { toXlsx } = await import('../lib/xlsx-export');
        blob = new Blob([await toXlsx(rows, cols, { autoWidth, sheetName: t('export.sheetName') })], { type: MIME.xlsx });
      } else {
        // UTF-8 BOM so spreadsheet apps pick the right encoding; txt is tab-separated.
        blob = new Blob(['\uFEFF', toCsv(rows, cols, format === 'txt' ? '\t' : ',')], { type: MIME[format] });
      }
      downloadBlob(blob, name);
      toast.success(t('export.done', { name, count: rows.length }));
      onOpenChange(false);
    } catch {
      toast.error(t('export.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common:actions.close')}>
        <DialogHeader>
          <DialogTitle>{t('export.dialogTitle')}</DialogTitle>
          <DialogDescription>{t('export.dialogText', { count: rows.length })}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <Field label={t('export.fileName')} description={t('export.fileNameHint')}>
            <Input
              value={fileName}
              onChange={(e) => setFileName(e.target.value)}
              placeholder={t('export.fileNamePlaceholder')}
              maxLength={200}
              autoComplete="off"
            />
          </Field>
          <Field label={t('export.format')}>
            <Select value={format} onValueChange={(v) => setFormat(v as ExportFormat)}>
              <SelectTrigger>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {EXPORT_FORMATS.map((f) => (
                  <SelectItem key={f} value={f}>
                    {t(`formats.${f}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
          <fieldset className="grid gap-2" aria-describedby={columns.length === 0 ? `${columnsId}-error` : undefined}>
            <legend className="mb-1 text-sm font-medium text-[var(--heading)]">{t('export.columns')}</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {USER_COLUMNS.map((c) => (
                <div key={c} className="flex items-center gap-2">
                  <Checkbox id={`${columnsId}-${c}`} checked={columns.includes(c)} onCheckedChange={(v) => toggleColumn(c, v === true)} />
                  <Label htmlFor={`${columnsId}-${c}`}>{t(`columns.${c}`)}</Label>
                </div>
              ))}
            </div>
            {columns.length === 0 && <FieldError id={`${columnsId}-error`}>{t('export.noColumns')}</FieldError>}
          </fieldset>
          <Field
            orientation="horizontal"
            label={t('export.autoWidth')}
            description={format === 'xlsx' ? t('export.autoWidthHint') : t('export.autoWidthXlsxOnly')}
          >
            <Switch checked={autoWidth && format === 'xlsx'} disabled={format !== 'xlsx'} onCheckedChange={setAutoWidth} />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" color="secondary" onClick={() => onOpenChange(false)}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={busy} disabled={columns.length === 0 || rows.length === 0}>
              {t('export.download')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
