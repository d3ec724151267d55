import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MockControls } from '@/mocks/http';

type Forced = NonNullable<MockControls['forced']>['status'];

/**
 * Failure simulation for the demo build: latency, a random error rate, a forced status for a path prefix,
 * and offline. The mock module is imported on demand, so this panel adds nothing to the first load.
 */
export function MockControlsPanel() {
  const { t } = useTranslation('overlays');
  const queryClient = useQueryClient();
  const [controls, setControls] = useState<MockControls | null>(null);

  useEffect(() => {
    void import('@/mocks/http').then((m) => setControls({ ...m.mockControls }));
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
              {ms === 0 ? t('mockPanel.none') : `${ms / 1000} s`}
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
              {`${rate * 100} %`}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="flex flex-col gap-2 rounded-md border p-3">
        <legend className="px-1 text-xs text-muted-foreground">{t('mockPanel.forced')}</legend>
        <label className="flex flex-col gap-1">
          <span className="text-xs text-muted-foreground">{t('mockPanel.pattern')}</span>
          <input
            className="h-8 rounded-md border border-input bg-card px-2"
            placeholder="/api/apps/email"
            defaultValue={forced?.pattern ?? ''}
            onBlur={(e) =>
              update({ forced: e.target.value.startsWith('/api/') ? { pattern: e.target.value, status: forced?.status ?? 500 } : null })
            }
          />
        </label>
        <div className="flex gap-1" role="group" aria-label={t('mockPanel.status')}>
          {([401, 403, 500] as Forced[]).map((status) => (
            <button
              key={status}
              type="button"
              aria-pressed={forced?.status === status}
              disabled={!forced}
              onClick={() => forced && update({ forced: { ...forced, status } })}
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
