/**
 * Explicit bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). Inside a name or a file
 * name they only serve to disguise it ("invoice\u202Egnp.exe" shows as "invoiceexe.png"), so names are shown
 * without them, inside <bdi> or dir="auto" so right-to-left names still isolate from the text around
 * them (RELIABILITY I5). Letters, marks, emoji sequences and LRM/RLM are untouched.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}
