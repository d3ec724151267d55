import { useEffect, useRef, type ComponentProps } from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { loadDirectory } from '@/features/search-page';
import { LazyOverlay, useLazyOverlay } from '@/components/ui/lazy-overlay';
import { useTour } from './tour.store';

// The palette (cmdk, the search data, every route icon) is its own chunk, fetched on first intent, together with the
// search page's directory (its Files and Contacts rows). Loaded here, above LazyOverlay's Suspense boundary: a `lazy`
// made inside the suspending palette would be made anew on every retry and never settle.
const loadPalette = () =>
  Promise.all([import('./search-palette'), loadDirectory(), loadNamespaces(['overlays'])]).then(([{ default: Palette }, directory]) => ({
    default: (props: Omit<ComponentProps<typeof Palette>, 'directory'>) => <Palette {...props} directory={directory} />,
  }));

/** Navbar search: the search icon, "/" or Ctrl/Cmd+K opens the page search palette. */
export function PageSearch() {
  const { t } = useTranslation();
  const { open, setOpen, requested, show, onError } = useLazyOverlay();
  const trigger = useRef<HTMLButtonElement>(null);
  const prefetch = () => void loadPalette().catch(() => undefined);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (useTour.getState().active) return;
      const target = e.target instanceof Element ? e.target : null;
      const typing = target?.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]');
      if (
        (e.key.toLowerCase() === 'k' && (e.metaKey || e.ctrlKey) && !e.altKey) ||
        (e.key === '/' && !typing && !e.metaKey && !e.ctrlKey && !e.altKey)
      ) {
        e.preventDefault();
        show();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [show]);

  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        color="secondary"
        size="icon"
        data-tour="search"
        onClick={show}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        aria-label={t('search.open')}
        aria-keyshortcuts="Control+K /"
        aria-haspopup="dialog"
        aria-expanded={open}
      >
        <Search aria-hidden="true" />
      </Button>
      {requested && <LazyOverlay load={loadPalette} props={{ open, onOpenChange: setOpen, trigger }} onError={onError} />}
    </>
  );
}
