import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { DemoCard } from '@/components/patterns/demo-card';
import { DemoGrid } from '../components/demo-grid';
import { Autocomplete, type AutocompleteOption } from '../components/autocomplete';
import { useCountries } from '../api/extensions.queries';

const FRAMEWORKS = [
  'Angular',
  'Astro',
  'Ember',
  'Next.js',
  'Nuxt',
  'Preact',
  'Qwik',
  'React',
  'Remix',
  'Solid',
  'Svelte',
  'SvelteKit',
  'Vue',
];
const FRAMEWORK_OPTIONS: AutocompleteOption[] = FRAMEWORKS.map((f) => ({ value: f, label: f }));
const filterLocal = (q: string) => {
  const s = q.trim().toLowerCase();
  return s ? FRAMEWORK_OPTIONS.filter((o) => o.label.toLowerCase().includes(s)) : FRAMEWORK_OPTIONS;
};

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setV(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return v;
}

export default function AutocompletePage() {
  const { t, i18n } = useTranslation('extensions');
  // Basic
  const [basicQ, setBasicQ] = useState('');
  const [basic, setBasic] = useState<string | null>(null);
  // Async
  const [asyncQ, setAsyncQ] = useState('');
  const [country, setCountry] = useState<AutocompleteOption | null>(null);
  const debounced = useDebounced(asyncQ.trim(), 250);
  // Country names come in the interface language: a German reader types "Deutsch…", not "Germ…".
  const countries = useCountries(debounced, i18n.language);
  const countryOptions = useMemo(
    () =>
      debounced
        ? (countries.data ?? []).map((c) => ({
            value: c.code,
            label: c.name,
            icon: (
              <span aria-hidden="true" className="w-6 shrink-0 font-mono text-xs text-muted-foreground">
                {c.code}
              </span>
            ),
          }))
        : [],
    [countries.data, debounced],
  );
  const pending = asyncQ.trim() !== debounced || countries.isFetching;
  // Mode
  const [mode, setMode] = useState<'input' | 'select'>('input');
  const [modeQ, setModeQ] = useState('');
  const [modeValue, setModeValue] = useState('');
  const [log, setLog] = useState<string[]>([]);
  const logRef = useRef<HTMLOListElement>(null);
  const record = (entry: string) => setLog((l) => [entry, ...l].slice(0, 8));

  const texts = { emptyText: t('autocomplete.empty'), loadingText: t('autocomplete.loading') };

  return (
    <DemoGrid>
      <DemoCard
        title={t('autocomplete.basic.title')}
        description={t('autocomplete.basic.text')}
        code={`<Autocomplete\n  label="Framework"\n  options={filter(query)}\n  query={query}\n  onQueryChange={setQuery}\n  onSelect={(o) => setValue(o.value)}\n/>`}
        contentClassName="grid gap-3"
      >
        <Autocomplete
          label={t('autocomplete.basic.label')}
          placeholder={t('autocomplete.basic.placeholder')}
          options={filterLocal(basicQ)}
          query={basicQ}
          onQueryChange={(q) => {
            setBasicQ(q);
            // Editing the text after a pick drops the stale choice.
            if (q !== basic) setBasic(null);
          }}
          onSelect={(o) => {
            setBasic(o.value);
            setBasicQ(o.label);
          }}
          {...texts}
        />
        <p className="text-sm" aria-live="polite">
          {t('autocomplete.chosen')} <Badge data-testid="basic-value">{basic ?? t('autocomplete.none')}</Badge>
        </p>
      </DemoCard>

      <DemoCard
        title={t('autocomplete.async.title')}
        description={t('autocomplete.async.text')}
        code={`const { data, isFetching } = useQuery({\n  queryKey: ['countries', q],\n  queryFn: () => request('/api/extensions/countries', { query: { q } }),\n});\n\n<Autocomplete options={data} loading={isFetching} … />`}
        contentClassName="grid gap-3"
      >
        <Autocomplete
          label={t('autocomplete.async.label')}
          placeholder={t('autocomplete.async.placeholder')}
          options={pending && !countryOptions.length ? [] : countryOptions}
          query={asyncQ}
          onQueryChange={(q) => {
            setAsyncQ(q);
            if (q !== country?.label) setCountry(null);
          }}
          onSelect={(o) => {
            setCountry(o);
            setAsyncQ(o.label);
          }}
          loading={pending && asyncQ.trim().length > 0}
          // While a retry runs the query keeps its error status: show the loading state instead.
          errorText={countries.isError && !countries.isFetching ? t('autocomplete.error') : undefined}
          onRetry={() => void countries.refetch()}
          retryLabel={t('common:actions.retry')}
          {...texts}
        />
        <p className="text-sm" aria-live="polite">
          {t('autocomplete.chosen')}{' '}
          <Badge data-testid="async-value">{country ? `${country.label} (${country.value})` : t('autocomplete.none')}</Badge>
        </p>
      </DemoCard>

      <DemoCard
        title={t('autocomplete.mode.title')}
        description={t('autocomplete.mode.text')}
        code={`<Autocomplete mode="select" selectedLabel={value} onEvent={(e) => log(e)} … />`}
        className="xl:col-span-2"
        contentClassName="grid gap-4 md:grid-cols-2"
      >
        {/* min-w-0: free text of any length wraps here instead of widening the page. */}
        <div className="grid min-w-0 content-start gap-3">
          <ToggleGroup
            type="single"
            size="sm"
            value={mode}
            onValueChange={(v) => v && (setMode(v as 'input' | 'select'), record(`mode: ${v}`))}
            aria-label={t('autocomplete.mode.mode')}
          >
            <ToggleGroupItem value="input">{t('autocomplete.mode.input')}</ToggleGroupItem>
            <ToggleGroupItem value="select">{t('autocomplete.mode.select')}</ToggleGroupItem>
          </ToggleGroup>
          <p className="text-xs text-muted-foreground">
            {mode === 'input' ? t('autocomplete.mode.inputHint') : t('autocomplete.mode.selectHint')}
          </p>
          <Autocomplete
            key={mode}
            mode={mode}
            selectedLabel={modeValue}
            label={t('autocomplete.basic.label')}
            placeholder={t('autocomplete.basic.placeholder')}
            options={filterLocal(modeQ)}
            query={modeQ}
            onQueryChange={(q) => {
              setModeQ(q);
              if (mode === 'input') setModeValue(q);
            }}
            onSelect={(o) => {
              setModeQ(o.label);
              setModeValue(o.label);
              record(`select: ${o.label}`);
            }}
            onEvent={(e) => record(e)}
            {...texts}
          />
          <p className="text-sm">
            {t('autocomplete.value')}{' '}
            <Badge data-testid="mode-value" className="whitespace-normal [overflow-wrap:anywhere]">
              {modeValue || t('autocomplete.none')}
            </Badge>
          </p>
        </div>
        <div className="grid content-start gap-2">
          <div className="flex items-center justify-between gap-2">
            <h3 className="text-sm font-medium">{t('autocomplete.mode.log')}</h3>
            <Button
              variant="ghost"
              color="secondary"
              size="sm"
              disabled={!log.length}
              onClick={() => {
                setLog([]);
                // Clear disables itself: focus the emptied log (focusable for this) rather than <body>.
                logRef.current?.focus();
              }}
            >
              {t('autocomplete.mode.clear')}
            </Button>
          </div>
          <ol
            ref={logRef}
            tabIndex={-1}
            className="min-h-40 rounded-md border bg-muted/40 p-3 font-mono text-xs outline-none [overflow-wrap:anywhere] focus-visible:ring-2 focus-visible:ring-ring"
            aria-label={t('autocomplete.mode.log')}
          >
            {log.length === 0 && <li className="font-sans text-muted-foreground">{t('autocomplete.mode.logEmpty')}</li>}
            {log.map((entry, i) => (
              <li key={`${log.length - i}`}>{entry}</li>
            ))}
          </ol>
        </div>
      </DemoCard>
    </DemoGrid>
  );
}
