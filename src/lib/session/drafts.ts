import { safeParse, z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { useSession } from './session.store';
import { DRAFT_PREFIX } from './sign-out';

/**
 * Unsaved form input, kept in sessionStorage until it is saved or dropped on purpose. A session that ends mid-edit
 * (a 401 the refresh cannot fix) sends the user to sign in and wipes the query cache; this copy survives that trip
 * in the same tab and comes back when the same user signs in again. Keyed by the signed-in uid, so nobody else
 * sees it; an explicit sign-out drops every draft (clearDrafts in sign-out.ts). Read like all storage: parsed, and dropped if bad.
 */
const PREFIX = DRAFT_PREFIX;

/** A form's values by field name: what most drafts are. */
export const formDraftSchema = z.record(z.string(), z.unknown());
const MAX_DRAFT_CHARS = 200_000;

function keyOf(name: string): string | null {
  const uid = useSession.getState().user?.uid;
  return uid === undefined ? null : `${PREFIX}${uid}.${name}`;
}

export function readDraft<T>(name: string, schema: $ZodType<T>): T | null {
  const key = keyOf(name);
  if (!key) return null;
  try {
    const raw = sessionStorage.getItem(key);
    if (raw === null) return null;
    const parsed = raw.length <= MAX_DRAFT_CHARS ? safeParse(schema, JSON.parse(raw)) : null;
    if (parsed?.success) return parsed.data;
  } catch {
    /* bad JSON or storage unavailable: no draft */
  }
  clearDraft(name);
  return null;
}

export function writeDraft(name: string, value: unknown): void {
  const key = keyOf(name);
  try {
    if (key) sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or unavailable: the form itself still holds the values */
  }
}

export function clearDraft(name: string): void {
  const key = keyOf(name);
  try {
    if (key) sessionStorage.removeItem(key);
  } catch {
    /* storage unavailable */
  }
}
