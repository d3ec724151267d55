import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { z } from 'zod/mini';
import { SendHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { clearDraft, readDraft, writeDraft } from '@/lib/session/drafts';
import { MAX_MESSAGE_LENGTH, type Contact } from '../api/chat.contract';
import { useSendMessage } from '../api/chat.queries';

const draftName = (contactId: number) => `chat.message.${contactId}`;
const draftSchema = z.string();
const storeDraft = (contactId: number, value: string) =>
  value.trim() ? writeDraft(draftName(contactId), value) : clearDraft(draftName(contactId));

/**
 * Enter sends, Shift+Enter adds a line; blank text is never sent; one request per send. Each contact keeps its own
 * unsent text (a draft), so switching conversations and coming back finds it again. A failed send puts the text
 * back and offers Retry.
 */
export function ChatComposer({ contact, isPinned, focusOnMount = false }: { contact: Contact; isPinned: boolean; focusOnMount?: boolean }) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState(() => readDraft(draftName(contact.id), draftSchema) ?? '');
  useEffect(() => storeDraft(contact.id, text), [contact.id, text]);
  const send = useSendMessage();
  const inFlight = useRef(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus({ preventScroll: true });
    // Only when the conversation opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const sendText = (value: string) => {
    inFlight.current = true;
    send.mutate(
      { contact, text: value, isPinned },
      {
        onError: (error) => {
          // Never lose what was typed: put it back unless the user already started a new one (also when the
          // conversation was left meanwhile: the draft holds it).
          const current = readDraft(draftName(contact.id), draftSchema) ?? '';
          if (!current.trim()) storeDraft(contact.id, value);
          setText((shown) => (shown.trim() ? shown : value));
          toast.error(t('errors.send'), {
            description: errorMessage(error),
            action: {
              label: t('common:actions.retry'),
              onClick: () => {
                // The text goes out again, so it leaves the box (unless something else was typed since).
                if ((readDraft(draftName(contact.id), draftSchema) ?? '') === value) storeDraft(contact.id, '');
                setText((shown) => (shown === value ? '' : shown));
                sendText(value);
              },
            },
          });
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  const submit = () => {
    const value = text.trim();
    if (!value || inFlight.current) return;
    setText('');
    sendText(value);
    inputRef.current?.focus();
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={onSubmit} className="flex items-end gap-2 border-t bg-card px-3 py-3 sm:px-4">
      <Textarea
        ref={inputRef}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        rows={1}
        autoGrow
        maxRows={5}
        maxLength={MAX_MESSAGE_LENGTH}
        placeholder={t('composer.placeholder')}
        aria-label={t('composer.label', { name: contact.displayName })}
        title={t('composer.hint')}
        className="min-h-10 flex-1 rounded-2xl"
      />
      <Button type="submit" disabled={!text.trim() || send.isPending} className="h-10 rounded-2xl" aria-label={t('composer.send')}>
        <SendHorizontal aria-hidden="true" />
        <span className="hidden sm:inline">{t('composer.send')}</span>
      </Button>
    </form>
  );
}
