import { useState } from 'react';
import { z } from 'zod';
import { readStored, writeStored } from '@/lib/storage';

const KEY = 'tessera.search-page.settings';
const schema = z.object({ newTab: z.boolean(), highlight: z.boolean() });
export type SearchSettings = z.infer<typeof schema>;
const DEFAULT_SETTINGS: SearchSettings = { newTab: false, highlight: true };

/** Search settings from the Settings menu; kept in localStorage so they survive reloads. */
export function useSearchSettings() {
  const [settings, setSettings] = useState(() => readStored(KEY, schema, DEFAULT_SETTINGS));
  // Each menu click is its own event, so `settings` is current; the write sits beside the state change, not in an
  // updater (updaters must be pure: React may run them twice).
  const change = (patch: Partial<SearchSettings>) => {
    const next = { ...settings, ...patch };
    setSettings(next);
    writeStored(KEY, next);
  };
  return [settings, change] as const;
}
