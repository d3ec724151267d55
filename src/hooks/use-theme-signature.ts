import { useSyncExternalStore } from 'react';

// The theme lives on <html>: class (dark), data-theme (semi-dark) and inline style (a recoloured primary).
// Watching the element itself, not the preferences store, also catches the provider's effect that applies a
// change after the components reading it have rendered.
function watchRoot(notify: () => void): () => void {
  const observer = new MutationObserver(notify);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'data-theme', 'style'] });
  return () => observer.disconnect();
}

function rootSignature(): string {
  const el = document.documentElement;
  return [el.className, el.getAttribute('data-theme') ?? '', el.getAttribute('style') ?? ''].join('|');
}

/**
 * A string that changes whenever the document's theme colours change. Code that reads CSS variables into a
 * canvas or a library (charts, maps, colour swatches) re-reads them, or redraws, when it changes.
 */
export function useThemeSignature(): string {
  return useSyncExternalStore(watchRoot, rootSignature, rootSignature);
}
