import { useRef } from 'react';
import { Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LazyOverlay, useLazyOverlay } from '@/components/ui/lazy-overlay';
import { withNamespaces } from '@/lib/i18n';

// The sheet (with its select, colour and mock-API controls) is its own chunk: every page shows the tab, few open it.
const loadPanel = withNamespaces(['overlays'], () => import('./customizer-panel'));

/**
 * The gear tab on the inline-end edge; opens the customizer sheet (downloaded on first intent). Below md the page
 * gutter is 16 px, so the tab is a 16 px sliver there (it covers no card) that widens when pointed at or focused.
 */
export function Customizer() {
  const { t } = useTranslation();
  const { open, setOpen, requested, show, onError } = useLazyOverlay();
  const trigger = useRef<HTMLButtonElement>(null);
  const prefetch = () => void loadPanel().catch(() => undefined);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        data-tour="customizer"
        className="group fixed end-0 top-1/2 z-40 flex h-10 w-4 -translate-y-1/2 items-center justify-center rounded-s-md bg-primary-solid text-white shadow-lg transition-[width] hover:w-10 focus-visible:w-10 md:w-10 md:rounded-s-lg md:hover:w-11 no-print"
        aria-label={t('customizer.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={show}
      >
        {/* Turns only while pointed at or focused: an endless spin repaints every frame on the main thread (SVG
            transforms are not composited), about 7% of a 4x-throttled CPU on every page. */}
        <Settings
          className="size-3.5 shrink-0 group-hover:size-5 group-focus-visible:size-5 md:size-5 motion-safe:group-hover:animate-[spin_3s_linear_infinite] motion-safe:group-focus-visible:animate-[spin_3s_linear_infinite]"
          aria-hidden="true"
        />
      </button>
      {requested && <LazyOverlay load={loadPanel} props={{ open, onOpenChange: setOpen, trigger }} onError={onError} />}
    </>
  );
}
