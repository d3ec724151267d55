import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { stripBidiControls } from '@/lib/bidi';
import type { ManagedUser } from '../api/users.contract';
import { restoreUser, useDeleteUsers } from '../api/users.queries';
import { TextWith } from './text-with';

/**
 * Confirm → DELETE (one per user) → toast with Undo that re-creates them. A 404 means someone deleted it first (I11).
 * focusAfterDelete gives focus a home when the control that opened the dialog went away with the deleted row.
 */
export function useDeleteUserFlow(
  onDeleted?: (users: ManagedUser[]) => void,
  focusAfterDelete?: (deleted: readonly ManagedUser[]) => boolean,
  /** Where focus goes when the opener is gone (a bulk delete started from the Actions menu, whose item closed). */
  focusWhenOpenerGone?: () => HTMLElement | null | undefined,
) {
  const { t } = useTranslation('users');
  const qc = useQueryClient();
  const [targets, setTargets] = useState<ManagedUser[]>([]);
  const del = useDeleteUsers();
  const justDeleted = useRef<ManagedUser[] | null>(null);

  const undo = (users: ManagedUser[]) =>
    Promise.all(users.map((u) => restoreUser(qc, u))).then(
      () => toast.success(t('delete.restored', { count: users.length })),
      (error: unknown) => toast.error(t('delete.restoreFailed'), { description: errorMessage(error) }),
    );

  const confirm = () => {
    if (targets.length === 0 || del.isPending) return;
    del.mutate(targets, {
      onSuccess: (deleted) => {
        justDeleted.current = deleted;
        setTargets([]);
        onDeleted?.(deleted);
        toast.success(t('delete.done', { count: deleted.length }), {
          action: { label: t('common:actions.undo'), onClick: () => void undo(deleted) },
        });
        if (deleted.length < targets.length) toast.warning(t('delete.already'));
      },
      onError: (error) => {
        setTargets([]);
        if (error instanceof ApiError && error.kind === 'not-found') toast.warning(t('delete.already'));
        else toast.error(t('delete.failed'), { description: errorMessage(error) });
      },
    });
  };

  const single = targets.length === 1 ? targets[0] : undefined;
  const dialog = (
    <Dialog open={targets.length > 0} onOpenChange={(open) => !open && !del.isPending && setTargets([])}>
      <DialogContent
        closeLabel={t('common:actions.close')}
        focusWhenOpenerGone={focusWhenOpenerGone}
        onCloseAutoFocus={(event) => {
          const deleted = justDeleted.current;
          justDeleted.current = null;
          if (deleted && focusAfterDelete?.(deleted)) event.preventDefault();
        }}
      >
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <TriangleAlert className="size-5 text-danger-text" aria-hidden="true" />
            {t('delete.title')}
          </DialogTitle>
          <DialogDescription className="break-words">
            {single ? (
              <TextWith
                text={(slot) => t('delete.text', { username: slot })}
                node={
                  <strong className="text-foreground">
                    <bdi>{stripBidiControls(single.username)}</bdi>
                  </strong>
                }
              />
            ) : (
              t('delete.textMany', { count: targets.length })
            )}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" color="secondary" onClick={() => setTargets([])} disabled={del.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button color="danger" onClick={confirm} loading={del.isPending}>
            {t('common:actions.delete')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );

  return { ask: (users: ManagedUser | ManagedUser[]) => setTargets(Array.isArray(users) ? users : [users]), dialog };
}
