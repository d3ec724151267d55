import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { LIVE_I18N } from './i18n';

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
 * Changes whenever theme colours or the language change: the maps use it as a React key to redraw with the new
 * palette and control labels (the camera is kept).
 */
export function useMapLookKey(): string {
  const signature = useSyncExternalStore(watchRoot, rootSignature, rootSignature);
  const { i18n } = useTranslation('maps', LIVE_I18N);
  return `${signature}|${i18n.language}`;
}
