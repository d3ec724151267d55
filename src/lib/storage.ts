// Any zod schema (classic or mini) is accepted; parsing goes through zod/mini's small runtime.
import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

/**
 * The one door to localStorage. Everything read is untrusted: it is parsed with a zod schema and
 * anything that fails (bad JSON, wrong shape, storage unavailable) yields the fallback and the bad
 * key is removed, so corrupt data can never crash the app or reach the UI.
 */
const MAX_STORED_CHARS = 1_000_000;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function readRaw(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function removeStored(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    /* storage unavailable: nothing to remove */
  }
}

/** Reads a JSON value; `raw` values (plain strings like the theme) skip JSON.parse. */
export function readStored<T>(key: string, schema: $ZodType<T>, fallback: T, options: { raw?: boolean } = {}): T {
  const text = readRaw(key);
  if (text === null) return fallback;
  if (text.length > MAX_STORED_CHARS) {
    removeStored(key);
    return fallback;
  }
  let value: unknown = text;
  if (!options.raw) {
    try {
      value = JSON.parse(text);
    } catch {
      removeStored(key);
      return fallback;
    }
  }
  const parsed = safeParse(schema, value);
  if (!parsed.success) {
    removeStored(key);
    return fallback;
  }
  return parsed.data;
}

/** Returns false when the browser refused to store (quota, privacy mode); callers keep state in memory. */
export function writeStored(key: string, value: unknown, options: { raw?: boolean } = {}): boolean {
  try {
    const s = storage();
    if (!s) return false;
    s.setItem(key, options.raw ? String(value) : JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}
