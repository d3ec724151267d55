import type { ReactNode } from 'react';

const SLOT = '\u0001';

/**
 * Puts a node (e.g. a bold username) where a translation has {{value}}, without passing untrusted
 * text through i18next: the value is rendered by React as text.
 */
export function TextWith({ text, node }: { text: (slot: string) => string; node: ReactNode }) {
  const [before, after] = text(SLOT).split(SLOT);
  return (
    <>
      {before}
      {node}
      {after}
    </>
  );
}
