import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';

export interface DiscardTexts {
  title: string;
  description: string;
  keep: string;
  discard: string;
}

export interface DiscardGuardOptions {
  /** Whether closing would lose input, e.g. react-hook-form's formState.isDirty (read it while rendering). */
  dirty: boolean;
  /** Really closes the form. Call it directly after a successful save: that must not ask. */
  onClose: () => void;
  /** Overrides the shared common:discard.* texts. */
  texts?: Partial<DiscardTexts>;
}

export interface DiscardGuard {
  /** For onOpenChange(false) and Cancel: closes at once when nothing was typed, otherwise asks first. */
  requestClose: () => void;
  /** The confirm dialog; render it next to the form's dialog or sheet. */
  confirm: ReactNode;
}

/**
 * Product rule: nothing the user typed is lost by Escape, a click outside or the close button. A dirty form asks
 * "Discard changes?" first; Keep editing (the default) goes back to the form with everything kept.
 */
export function useDiscardGuard({ dirty, onClose, texts }: DiscardGuardOptions): DiscardGuard {
  const [asking, setAsking] = useState(false);
  const requestClose = () => (dirty ? setAsking(true) : onClose());
  const confirm = (
    <DiscardDialog
      open={asking}
      texts={texts}
      onKeep={() => setAsking(false)}
      onDiscard={() => {
        setAsking(false);
        onClose();
      }}
    />
  );
  return { requestClose, confirm };
}

interface DiscardDialogProps {
  open: boolean;
  texts: Partial<DiscardTexts> | undefined;
  onKeep: () => void;
  onDiscard: () => void;
}

function DiscardDialog({ open, texts, onKeep, onDiscard }: DiscardDialogProps) {
  const { t } = useTranslation();
  const keep = useRef<HTMLButtonElement>(null);
  return (
    // Escape or a click outside the confirm keeps editing: only the explicit Discard loses input.
    <Dialog open={open} onOpenChange={(next) => !next && onKeep()}>
      <DialogContent
        role="alertdialog"
        hideClose
        className="max-w-md"
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          keep.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{texts?.title ?? t('discard.title')}</DialogTitle>
          <DialogDescription>{texts?.description ?? t('discard.text')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button ref={keep} variant="outline" color="secondary" onClick={onKeep}>
            {texts?.keep ?? t('discard.keep')}
          </Button>
          <Button variant="soft" color="danger" onClick={onDiscard}>
            {texts?.discard ?? t('discard.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
