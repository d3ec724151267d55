import { z } from 'zod';
import { clearDraft, readDraft, writeDraft } from '@/lib/session/drafts';

/** The product drawer's unsaved input and which product it edits (null: a new one), kept as a session draft. */
const NAME = 'data-list.drawer';
const drawerDraftSchema = z.object({ productId: z.number().nullable(), values: z.record(z.string(), z.unknown()) });

export type DrawerDraft = z.infer<typeof drawerDraftSchema>;

export const readDrawerDraft = (): DrawerDraft | null => readDraft(NAME, drawerDraftSchema);
export const writeDrawerDraft = (draft: DrawerDraft): void => writeDraft(NAME, draft);
export const clearDrawerDraft = (): void => clearDraft(NAME);
