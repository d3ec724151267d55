import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { createProduct } from '../api/import-export.queries';
import type { ValidRow } from '../lib/validate';

type Run =
  | { status: 'idle' }
  | { status: 'running'; done: number; failed: number; total: number }
  | { status: 'finished'; done: number; failed: number; total: number; cancelled: boolean };

/** Creates the valid rows as products in small batches, with progress, cancel (abort) and a final tally. */
export function useImportRun() {
  const { t } = useTranslation('import-export');
  const [run, setRun] = useState<Run>({ status: 'idle' });
  const abort = useRef<AbortController | null>(null);

  async function start(valid: readonly ValidRow[]) {
    if (valid.length === 0) return;
    const controller = new AbortController();
    abort.current = controller;
    const total = valid.length;
    let done = 0;
    let failed = 0;
    setRun({ status: 'running', done, failed, total });
    // Small batches: a few requests in flight at a time, progress after each batch.
    const BATCH = 5;
    for (let i = 0; i < total && !controller.signal.aborted; i += BATCH) {
      const batch = valid.slice(i, i + BATCH);
      const results = await Promise.allSettled(batch.map((r) => createProduct(r.item, controller.signal)));
      for (const r of results) {
        if (r.status === 'fulfilled') done++;
        else if (!controller.signal.aborted) failed++;
      }
      setRun({ status: 'running', done, failed, total });
    }
    const cancelled = controller.signal.aborted;
    setRun({ status: 'finished', done, failed, total, cancelled });
    if (failed > 0) toast.error(t('import.someFailed', { count: failed }));
  }

  const cancel = () => abort.current?.abort();
  const clear = () => setRun({ status: 'idle' });

  return { run, start, cancel, clear };
}
