import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FolderInput, MailOpen, Tag, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { MAIL_LABELS, type EmailFilter, type Mail } from '../api/email.contract';
import { FOLDER_ICONS, LABEL_DOT, MOVE_TARGETS } from './mail-meta';
import type { MailActions } from './use-mail-actions';

interface MailToolbarProps {
  filter: EmailFilter;
  visible: Mail[];
  selected: Mail[];
  onSelectAll: (checked: boolean) => void;
  actions: MailActions;
  onDone: () => void;
  /** A control was pressed whose action, once done, clears the selection and so disables it (focus moves on). */
  onPress: (control: HTMLElement | null) => void;
  /** The pressed action failed: the selection stays, and so does focus. */
  onFailed: () => void;
}

export function MailToolbar({ filter, visible, selected, onSelectAll, actions, onDone, onPress, onFailed }: MailToolbarProps) {
  const { t } = useTranslation('email');
  const visibleSelected = visible.filter((m) => selected.some((s) => s.id === m.id)).length;
  const all = visible.length > 0 && visibleSelected === visible.length;
  const state = all ? true : visibleSelected > 0 ? 'indeterminate' : false;
  const none = selected.length === 0;
  const folders = MOVE_TARGETS.filter((f) => f !== filter);
  const moveTrigger = useRef<HTMLButtonElement>(null);
  const labelTrigger = useRef<HTMLButtonElement>(null);
  // A done action clears the selection, which disables the pressed button (or the menu's trigger): the page hands
  // focus on to Select all, or past it when the folder is now empty, instead of dropping it to <body>.
  const after = (pressed: HTMLElement | null, p: Promise<boolean>) => {
    onPress(pressed);
    void p.then((ok) => (ok ? onDone() : onFailed()));
  };

  return (
    <div data-mail-toolbar className="flex min-h-12 items-center gap-1 border-b px-3 py-1.5 sm:px-4">
      <Checkbox
        data-select-all
        checked={state}
        // Nothing to select (empty folder, no search match, failed load): a box that does nothing is only noise.
        disabled={visible.length === 0}
        onCheckedChange={(v) => onSelectAll(v === true)}
        aria-label={t('toolbar.selectAll')}
        className="mr-2"
      />
      <span className="mr-auto text-xs text-muted-foreground" aria-live="polite">
        {none ? '' : t('toolbar.selected', { count: selected.length })}
      </span>
      {filter !== 'sent' && (
        <DropdownMenu>
          <Tooltip content={t('toolbar.moveTo')}>
            <DropdownMenuTrigger asChild disabled={none}>
              <Button ref={moveTrigger} variant="ghost" color="secondary" size="icon-sm" aria-label={t('toolbar.moveTo')}>
                <FolderInput aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
          </Tooltip>
          <DropdownMenuContent align="end">
            {folders.map((f) => {
              const Icon = FOLDER_ICONS[f];
              return (
                <DropdownMenuItem key={f} onSelect={() => after(moveTrigger.current, actions.move(selected, f))}>
                  <Icon aria-hidden="true" /> {t(`folders.${f}`)}
                </DropdownMenuItem>
              );
            })}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
      <DropdownMenu>
        <Tooltip content={t('toolbar.label')}>
          <DropdownMenuTrigger asChild disabled={none}>
            <Button ref={labelTrigger} variant="ghost" color="secondary" size="icon-sm" aria-label={t('toolbar.label')}>
              <Tag aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
        </Tooltip>
        <DropdownMenuContent align="end">
          {MAIL_LABELS.map((l) => (
            <DropdownMenuCheckboxItem
              key={l}
              checked={
                !none && selected.every((m) => m.labels.includes(l))
                  ? true
                  : selected.some((m) => m.labels.includes(l))
                    ? 'indeterminate'
                    : false
              }
              onSelect={() => after(labelTrigger.current, actions.toggleLabel(selected, l))}
            >
              <span aria-hidden="true" className={cn('size-2.5 rounded-full', LABEL_DOT[l])} /> {t(`labels.${l}`)}
            </DropdownMenuCheckboxItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <Tooltip content={t('toolbar.markUnread')}>
        <Button
          variant="ghost"
          color="secondary"
          size="icon-sm"
          aria-label={t('toolbar.markUnread')}
          disabled={none}
          onClick={(e) => after(e.currentTarget, actions.markUnread(selected))}
        >
          <MailOpen aria-hidden="true" />
        </Button>
      </Tooltip>
      {filter !== 'trash' && (
        <Tooltip content={t('toolbar.trash')}>
          <Button
            variant="ghost"
            color="danger"
            size="icon-sm"
            aria-label={t('toolbar.trash')}
            disabled={none}
            onClick={(e) => after(e.currentTarget, actions.trash(selected))}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </Tooltip>
      )}
    </div>
  );
}
