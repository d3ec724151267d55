import { useEffect, useMemo, useRef, useState } from 'react';
import { CheckCircle2, CircleAlert, Download, RotateCcw, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert, AlertContent, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Progress } from '@/components/ui/progress';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { stripBidiControls } from '@/lib/bidi';
import { DropZone, useIgnoreStrayDrops } from '../components/drop-zone';
import { localeNumbers } from '../lib/parse';
import { PreviewTable } from '../components/preview-table';
import { useFileParser } from '../components/use-file-parser';
import { downloadBlob, MIME } from '@/lib/download';
import {
  columnLetter,
  errorReportCsv,
  guessMapping,
  missingFields,
  PRODUCT_FIELDS,
  REQUIRED_FIELDS,
  validateRows,
  type Mapping,
  type RowError,
} from '../lib/validate';
import { useImportRun } from './use-import-run';

const NOT_MAPPED = '__none__';
const ERRORS_SHOWN = 50;
/** I5: a file name inside a sentence is wrapped in FSI…PDI (RTL names cannot reorder the sentence), without the bidi controls that could disguise it. */
const isolate = (name: string) => `\u2068${stripBidiControls(name)}\u2069`;

export default function ImportPage() {
  const { t, i18n } = useTranslation('import-export');
  const { state, parse, cancel, reset } = useFileParser();
  const [sheetIndex, setSheetIndex] = useState(0);
  const [mappings, setMappings] = useState<Record<string, Mapping>>({});
  const { run, start, cancel: cancelRun, clear: clearRun } = useImportRun();
  useIgnoreStrayDrops();
  const dropZone = useRef<HTMLButtonElement>(null);
  const resultTitle = useRef<HTMLHeadingElement>(null);
  const shownStatus = useRef(state.status);

  // The control that had focus (drop zone, "Import another") unmounts or is disabled as the status changes:
  // hand focus to what replaced it instead of leaving keyboard users on <body>.
  useEffect(() => {
    if (shownStatus.current === state.status) return;
    shownStatus.current = state.status;
    if (document.activeElement && document.activeElement !== document.body) return;
    (resultTitle.current ?? dropZone.current)?.focus();
  }, [state.status]);

  // Same for the import run: the Import button disables while rows are sent, then Cancel goes away when it ends.
  const cancelButton = useRef<HTMLButtonElement>(null);
  const resultLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (active && active !== document.body && !active.matches(':disabled')) return;
    (run.status === 'running' ? cancelButton : resultLink).current?.focus();
  }, [run.status]);

  const sheets = state.status === 'done' ? state.result.sheets : [];
  const sheet = sheets[Math.min(sheetIndex, sheets.length - 1)];
  const mappingKey = sheet ? `${state.status === 'done' ? state.fileName : ''}:${sheet.name}` : '';
  const mapping = sheet ? (mappings[mappingKey] ?? guessMapping(sheet.headers)) : null;
  const missing = mapping ? missingFields(mapping) : [];
  const validation = useMemo(
    () => (sheet && mapping && missing.length === 0 ? validateRows(sheet, mapping) : null),
    [sheet, mapping, missing.length],
  );

  const onFiles = (files: File[]) => {
    if (files.length > 1) {
      toast.warning(t('import.oneFile'));
      return;
    }
    setSheetIndex(0);
    setMappings({});
    clearRun();
    const [file] = files;
    if (file) void parse(file);
  };

  const startOver = () => {
    cancelRun();
    reset();
    clearRun();
  };

  const message = (e: RowError) => t(`rowErrors.${e.code}`, { field: t(`fields.${e.field}`) });

  const downloadReport = () => {
    if (!validation) return;
    const csv = errorReportCsv(validation.errors, message, [t('report.row'), t('report.field'), t('report.value'), t('report.error')]);
    downloadBlob(new Blob(['\uFEFF', csv], { type: MIME.csv }), 'import-errors.csv');
  };

  const importRows = () => {
    if (validation) void start(validation.valid);
  };

  return (
    <div className="grid gap-6">
      {state.status !== 'done' && (
        <Card>
          <CardHeader>
            <div className="grid gap-1">
              <CardTitle>{t('import.title')}</CardTitle>
              <CardDescription>{t('import.subtitle')}</CardDescription>
            </div>
          </CardHeader>
          <CardContent className="grid gap-4 pt-4">
            <DropZone ref={dropZone} onFiles={onFiles} disabled={state.status === 'parsing'} />
            {state.status === 'parsing' && (
              <div className="grid gap-2" aria-live="polite">
                <div className="flex items-center justify-between gap-3 text-sm">
                  <span className="truncate">{t('import.parsing', { name: isolate(state.fileName) })}</span>
                  <Button size="sm" variant="outline" color="secondary" onClick={cancel}>
                    {t('common:actions.cancel')}
                  </Button>
                </div>
                <Progress value={Math.round(state.progress * 100)} label={t('import.parsingLabel')} />
              </div>
            )}
            {state.status === 'error' && (
              <Alert color="danger" role="alert">
                <CircleAlert aria-hidden="true" />
                <AlertContent>
                  <AlertTitle>{t('import.failedTitle', { name: isolate(state.fileName) })}</AlertTitle>
                  <AlertDescription>{t(`errors.${state.code}`, localeNumbers(state.params, i18n.language))}</AlertDescription>
                </AlertContent>
              </Alert>
            )}
          </CardContent>
        </Card>
      )}

      {state.status === 'done' && sheet && mapping && (
        <>
          <Card>
            <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="grid gap-1">
                <CardTitle ref={resultTitle} tabIndex={-1} className="outline-none">
                  <bdi>{stripBidiControls(sheet.name)}</bdi>
                </CardTitle>
                <CardDescription>
                  <bdi>{stripBidiControls(state.fileName)}</bdi> · {t('import.rowCount', { count: sheet.rows.length })}
                </CardDescription>
              </div>
              <div className="flex flex-wrap items-end gap-2">
                {sheets.length > 1 && (
                  <Field label={t('import.sheet')} className="min-w-40">
                    <Select value={String(sheetIndex)} onValueChange={(v) => setSheetIndex(Number(v))}>
                      <SelectTrigger size="sm">
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        {sheets.map((s, i) => (
                          <SelectItem key={s.name} value={String(i)}>
                            {s.name}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  </Field>
                )}
                <Button size="sm" variant="outline" color="primary" onClick={startOver} disabled={run.status === 'running'}>
                  <RotateCcw aria-hidden="true" />
                  {t('import.another')}
                </Button>
              </div>
            </CardHeader>
            <CardContent className="pt-4">
              <PreviewTable key={mappingKey} sheet={sheet} />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <div className="grid gap-1">
                <CardTitle>{t('import.mappingTitle')}</CardTitle>
                <CardDescription>{t('import.mappingText')}</CardDescription>
              </div>
            </CardHeader>
            <CardContent className="grid items-start gap-4 pt-4 sm:grid-cols-2 xl:grid-cols-5">
              {PRODUCT_FIELDS.map((f) => (
                <Field
                  key={f}
                  label={t(`fields.${f}`)}
                  required={REQUIRED_FIELDS.includes(f)}
                  error={missing.includes(f) ? t('import.mapRequired') : undefined}
                >
                  <Select
                    value={mapping[f] === null ? NOT_MAPPED : String(mapping[f])}
                    disabled={run.status === 'running'}
                    onValueChange={(v) =>
                      setMappings((m) => ({ ...m, [mappingKey]: { ...mapping, [f]: v === NOT_MAPPED ? null : Number(v) } }))
                    }
                  >
                    <SelectTrigger>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value={NOT_MAPPED}>{t('import.notMapped')}</SelectItem>
                      {sheet.headers.map((h, i) => (
                        <SelectItem key={`${h}-${i}`} value={String(i)}>
                          {/* Two columns with the same header ("Name", "Name") are told apart by their letter; a long
                              header is cut so the list fits a phone screen. */}
                          <span className="block max-w-64 truncate">
                            {sheet.headers.indexOf(h) !== sheet.headers.lastIndexOf(h)
                              ? t('import.sameHeader', { name: h, column: columnLetter(i) })
                              : h}
                          </span>
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </Field>
              ))}
            </CardContent>
          </Card>

          {validation && (
            <Card>
              <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                <div className="grid gap-1">
                  <CardTitle>{t('import.validationTitle')}</CardTitle>
                  <div className="flex flex-wrap gap-2" aria-live="polite">
                    <Badge color="success">{t('import.validCount', { count: validation.valid.length })}</Badge>
                    <Badge color={validation.errors.length ? 'danger' : 'secondary'}>
                      {t('import.errorCount', { count: validation.errors.length })}
                    </Badge>
                  </div>
                </div>
                <div className="flex flex-wrap gap-2">
                  {validation.errors.length > 0 && (
                    <Button size="sm" variant="outline" color="secondary" onClick={downloadReport}>
                      <Download aria-hidden="true" />
                      {t('import.downloadReport')}
                    </Button>
                  )}
                  <Button size="sm" onClick={importRows} disabled={validation.valid.length === 0 || run.status !== 'idle'}>
                    <Upload aria-hidden="true" />
                    {t('import.importValid', { count: validation.valid.length })}
                  </Button>
                </div>
              </CardHeader>
              <CardContent className="grid gap-4 pt-4">
                {run.status === 'running' && (
                  <div className="grid gap-2" aria-live="polite">
                    <div className="flex items-center justify-between gap-3 text-sm">
                      <span>{t('import.importing', { done: run.done, total: run.total })}</span>
                      <Button ref={cancelButton} size="sm" variant="outline" color="secondary" onClick={cancelRun}>
                        {t('common:actions.cancel')}
                      </Button>
                    </div>
                    <Progress
                      value={Math.round(((run.done + run.failed) / run.total) * 100)}
                      color="success"
                      label={t('import.importingLabel')}
                    />
                  </div>
                )}
                {run.status === 'finished' && (
                  <Alert color={run.cancelled || run.failed ? 'warning' : 'success'} role="status">
                    <CheckCircle2 className="size-5" aria-hidden="true" />
                    <div className="grid gap-1">
                      <AlertTitle>
                        {run.cancelled ? t('import.cancelledTitle', { count: run.done }) : t('import.successTitle', { count: run.done })}
                      </AlertTitle>
                      <AlertDescription>
                        <Link ref={resultLink} to="/ui-elements/data-list/list-view" className="font-medium underline underline-offset-4">
                          {t('import.viewProducts')}
                        </Link>
                      </AlertDescription>
                    </div>
                  </Alert>
                )}
                {validation.errors.length === 0 ? (
                  <p className="text-sm text-muted-foreground">{t('import.allValid')}</p>
                ) : (
                  <div className="grid gap-2">
                    <h3 className="text-sm font-semibold text-[var(--heading)]">{t('import.errorsTitle')}</h3>
                    <ul className="grid max-h-72 gap-1 overflow-y-auto rounded-md border p-3 text-sm" aria-label={t('import.errorsTitle')}>
                      {validation.errors.slice(0, ERRORS_SHOWN).map((e, i) => (
                        <li key={i} className="flex gap-2">
                          <span className="shrink-0 font-medium text-danger-text tabular-nums">{t('import.rowLabel', { row: e.row })}</span>
                          <span className="min-w-0 break-words">
                            {message(e)}
                            {e.value && <span className="text-muted-foreground"> ({e.value.slice(0, 60)})</span>}
                          </span>
                        </li>
                      ))}
                    </ul>
                    {validation.errors.length > ERRORS_SHOWN && (
                      <p className="text-xs text-muted-foreground">
                        {t('import.moreErrors', { count: validation.errors.length - ERRORS_SHOWN })}
                      </p>
                    )}
                  </div>
                )}
              </CardContent>
            </Card>
          )}
        </>
      )}
    </div>
  );
}
