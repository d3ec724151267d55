import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import type { DemoColor } from './demo-colors';
import { Loader, type LoaderType } from './loaders';

export interface OverlayState {
  type: LoaderType;
  color: DemoColor;
  backdrop: string;
}

/** Full-page loading overlay: modal (focus held inside, returned afterwards), closes itself after `ms`. */
export function PageOverlay({ state, onDone, ms = 3000 }: { state: OverlayState | null; onDone: () => void; ms?: number }) {
  const { t } = useTranslation('component-demos');
  const returnTo = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!state) return;
    const id = setTimeout(onDone, ms);
    return () => clearTimeout(id);
  }, [state, onDone, ms]);
  return (
    <Dialog open={state !== null} onOpenChange={(o) => !o && onDone()}>
      {state && (
        <DialogContent
          hideClose
          aria-describedby={undefined}
          aria-busy="true"
          onOpenAutoFocus={() => {
            returnTo.current = document.activeElement as HTMLElement | null;
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnTo.current?.focus();
          }}
          overlayClassName={state.backdrop}
          className="flex w-auto max-w-xs flex-col items-center gap-3 border-0 bg-card/95 px-8 py-6 shadow-2xl"
        >
          <Loader type={state.type} color={state.color} className="size-12" />
          <DialogTitle className="text-sm font-medium">{t('loading.pleaseWait')}</DialogTitle>
          <p role="status" className="text-xs text-muted-foreground">
            {t('loading.autoClose', { s: ms / 1000 })}
          </p>
        </DialogContent>
      )}
    </Dialog>
  );
}
