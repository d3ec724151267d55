import { useEffect, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { MockControls } from '@/mocks/http';

type Forced = NonNullable<MockControls['forced']>['status'];

/**
 * Failure simulation for the demo build: latency, a random error rate, a forced status for a path prefix,
 * and offline. The mock module is imported on demand, so this panel adds nothing to the first load.
 */
export function MockControlsPanel() {
  const { t, i18n } = useTranslation('overlays');
  const queryClient = useQueryClient();
  const [controls, setControls] = useState<MockControls | null>(null);
  // The prefix being typed: the status buttons follow it at once, so Tab from the field reaches them (they were
  // still disabled while the applied value caught up). It is applied on blur, Enter or a status press.
  const [draft, setDraft] = useState('');
  const hintId = useId();
  const seconds = new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'second', unitDisplay: 'short' });
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });

  useEffect(() => {
    void import('@/mocks/http').then((m) => {
      setControls({ ...m.mockControls });
      setDraft(m.mockControls.forced?.pattern ?? '');
    });
  }, []);

  const update = (patch: Partial<MockControls>) => {
    void import('@/mocks/http').then((m) => {
      m.setMockControls(patch);
      setControls({ ...m.mockControls });
      void queryClient.invalidateQueries();
    });
  };

  if (!controls) return null;
  const forced = controls.forced;
  const pattern = draft.trim();
  const valid = pattern.startsWith('/api/');
  const applyPattern = (status: Forced = forced?.status ?? 500) => {
    const next = valid ? { pattern, status } : null;
    if (next?.pattern !== forced?.pattern || next?.status !== forced?.status) update({ forced: next });
  };
  return (
    <div className="flex flex-col gap-3 text-sm">
      <label className="flex items-center justify-between gap-3">
        {t('mockPanel.latency')}
        <select
          className="h-8 rounded-md border border-input bg-card px-2"
          value={controls.latencyMs}
          onChange={(e) => update({ latencyMs: Number(e.target.value) })}
        >
          {[0, 500, 2000, 30000].map((ms) => (
            <option key={ms} value={ms}>
              {ms === 0 ? t('mockPanel.none') : seconds.format(ms / 1000)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center justify-between gap-3">
        {t('mockPanel.errorRate')}
        <select
          className="h-8 rounded-md border border-input bg-card px-2"
          value={controls.errorRate}
          onChange={(e) => update({ errorRate: Number(e.target.value) })}
        >
          {[0, 0.1, 0.3, 1].map((rate) => (
            <option key={rate} value={rate}>
              {percent.format(rate)}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="flex flex-col gap-2 rounded-md border p-3">
        <legend className="px-1 text-xs text-muted-foreground">{t('mockPanel.forced')}</legend>
        <label className="flex flex-col gap-1">
          <span className="text-xs text-muted-foreground">{t('mockPanel.pattern')}</span>
          <input
            className="h-8 rounded-md border border-input bg-card px-2 aria-invalid:border-danger"
            placeholder="/api/apps/email"
            value={draft}
            aria-invalid={(pattern !== '' && !valid) || undefined}
            aria-describedby={hintId}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={() => applyPattern()}
            onKeyDown={(e) => {
              if (e.key === 'Enter') applyPattern();
            }}
          />
        </label>
        <p id={hintId} className={cn('-mt-1 text-xs', pattern !== '' && !valid ? 'text-danger-text' : 'text-muted-foreground')}>
          {/* The handler only matches /api/ paths; anything else turns forcing off. */}
          {t('mockPanel.patternHint')}
        </p>
        <div className="flex gap-1" role="group" aria-label={t('mockPanel.status')}>
          {([401, 403, 500] as Forced[]).map((status) => (
            <button
              key={status}
              type="button"
              aria-pressed={valid && forced?.pattern === pattern && forced.status === status}
              disabled={!valid}
              onClick={() => applyPattern(status)}
              className="flex-1 rounded-md border px-2 py-1 aria-pressed:border-danger aria-pressed:bg-danger-soft aria-pressed:text-danger-text disabled:opacity-50"
            >
              {status}
            </button>
          ))}
        </div>
      </fieldset>
      <label className="flex items-center justify-between gap-3">
        {t('mockPanel.offline')}
        <input
          type="checkbox"
          className="size-4 accent-[var(--primary-solid)]"
          checked={controls.offline}
          onChange={(e) => update({ offline: e.target.checked })}
        />
      </label>
    </div>
  );
}
