import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import { ErrorState } from '@/components/ui/error-state';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useLoadError } from '@/hooks/use-load-error';
import { ValueOut } from '../components/demo-grid';
import { loadCities } from '../data/load-cities';
import { Labelled, useComboboxTexts, type Option } from './select-controls';

const ASYNC_KEY = ['form-demos', 'async-cities'] as const;

/** Options fetched from a (simulated) slow server: loading spinner, error with Retry, reload. */
export function AsyncSelect() {
  const { t } = useTranslation('form-demos');
  const texts = useComboboxTexts();
  const queryClient = useQueryClient();
  const failNext = useRef(false);
  const [fail, setFail] = useState(false);
  const [value, setValue] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ASYNC_KEY,
    queryFn: ({ signal }) => loadCities({ fail: failNext.current, signal }),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const reload = () => void queryClient.resetQueries({ queryKey: ASYNC_KEY });
  // A Retry keeps the error (its Retry busy, and focused) until the new attempt ends.
  const loadError = useLoadError(query);
  const options: Option[] = (query.data ?? []).map((c) => ({ value: c, label: t(`cities.${c}`) }));

  return (
    <div className="grid gap-4">
      <Labelled label={t('fields.city')}>
        {(labelId) => (
          <Combobox
            aria-labelledby={labelId}
            options={options}
            value={value}
            onChange={setValue}
            loading={query.isPending}
            disabled={query.isError}
            clearable
            placeholder={query.isPending ? t('select.loadingOptions') : query.isError ? t('select.unavailable') : t('select.typeToFilter')}
            texts={texts}
          />
        )}
      </Labelled>
      <p aria-live="polite" className="-mt-2 min-h-4 text-xs text-muted-foreground">
        {query.isPending ? (
          <span className="sr-only">{t('select.loadingOptions')}</span>
        ) : query.isSuccess ? (
          t('select.loaded', { count: options.length })
        ) : (
          ''
        )}
      </p>
      {loadError ? (
        <ErrorState
          size="sm"
          className="rounded-md border border-dashed"
          message={t('select.loadFailed')}
          onRetry={reload}
          retrying={query.isFetching}
        />
      ) : null}
      <ValueOut label={t('common.value')} value={value ?? ''} className="mt-0" />
      <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
        <div className="flex items-center gap-2">
          <Switch
            id="sel-async-fail"
            checked={fail}
            onCheckedChange={(on) => {
              failNext.current = on;
              setFail(on);
            }}
          />
          <Label htmlFor="sel-async-fail">{t('select.simulateError')}</Label>
        </div>
        <Button variant="outline" color="secondary" size="sm" onClick={reload} disabled={query.isFetching}>
          <RotateCw aria-hidden="true" />
          {t('select.reload')}
        </Button>
      </div>
    </div>
  );
}
