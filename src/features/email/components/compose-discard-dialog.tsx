import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';

interface ComposeDiscardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDiscard: () => void;
  onSaveDraft: () => void;
  saving: boolean;
}

/** Asked when a compose dialog with content is closed: keep editing, discard, or keep it as a draft. */
export function ComposeDiscardDialog({ open, onOpenChange, onDiscard, onSaveDraft, saving }: ComposeDiscardDialogProps) {
  const { t } = useTranslation('email');
  const { t: tc } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={tc('actions.close')} className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('compose.discardTitle')}</DialogTitle>
          <DialogDescription>{t('compose.discardText')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" color="secondary" onClick={() => onOpenChange(false)}>
            {t('compose.keepEditing')}
          </Button>
          <Button variant="soft" color="danger" onClick={onDiscard}>
            {t('compose.discard')}
          </Button>
          <Button onClick={onSaveDraft} loading={saving}>
            {t('compose.saveDraft')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
